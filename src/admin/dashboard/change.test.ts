import { describe, expect, test } from 'vitest';
import { changeText, percentChange } from './change';

describe('the change from the previous period', () => {
  test('up and down in percent, to one decimal', () => {
    expect(percentChange(150, 100)).toEqual({ kind: 'up', percent: 50 });
    expect(percentChange(2, 3)).toEqual({ kind: 'down', percent: 33.3 });
    expect(percentChange(0, 40)).toEqual({ kind: 'down', percent: 100 });
    expect(percentChange(100, 100)).toEqual({ kind: 'same', percent: 0 });
  });

  test('nothing before is "new", not an infinite rise; nothing in either is no change', () => {
    expect(percentChange(5, 0)).toEqual({ kind: 'new' });
    expect(percentChange(0, 0)).toEqual({ kind: 'none' });
  });

  test('in words', () => {
    expect(changeText(percentChange(150, 100))).toBe('Up 50%');
    expect(changeText(percentChange(2, 3))).toBe('Down 33.3%');
    expect(changeText(percentChange(5, 0))).toBe('New (none before)');
    expect(changeText(percentChange(7, 7))).toBe('No change');
  });
});
