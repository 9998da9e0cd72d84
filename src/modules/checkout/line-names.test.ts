import { expect, test } from 'vitest';
import { lineName } from './line-names';

test('a format\'s line names the book, then the format after a dash; any other line keeps its title', () => {
  expect(lineName('The Quiet Page, Paperback', 'Paperback')).toBe('The Quiet Page — Paperback');
  // Renamed since it was bought: the title as bought, then the format's name now.
  expect(lineName('The Quiet Page, Soft cover', 'Paperback')).toBe('The Quiet Page, Soft cover — Paperback');
  expect(lineName('Letters, Diaries, and Notes', null)).toBe('Letters, Diaries, and Notes');
});
