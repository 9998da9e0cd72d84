import { expect, test } from 'vitest';
import { humanDate } from './dates';

test('a calendar day is written as people write it, whatever the time zone', () => {
  expect(humanDate('2026-12-04')).toBe('Friday 4 December 2026');
  expect(humanDate('2026-12-04', 'Pacific/Honolulu')).toBe('Friday 4 December 2026');
});

test('a moment is the day it was in the shop\'s time zone', () => {
  const lateEvening = new Date('2026-12-05T03:30:00Z');
  expect(humanDate(lateEvening, 'UTC')).toBe('Saturday 5 December 2026');
  expect(humanDate(lateEvening, 'America/New_York')).toBe('Friday 4 December 2026');
  expect(humanDate('2026-12-05T03:30:00.000Z', 'America/New_York')).toBe('Friday 4 December 2026');
});
