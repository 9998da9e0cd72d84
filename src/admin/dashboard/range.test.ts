import { describe, expect, test } from 'vitest';
import { lastDays, lengthInDays, presetOf, previousPeriod, rangeFromSearch, rangeProblem } from './range';

const TODAY = '2026-11-23';

describe('the dashboard period', () => {
  test('7, 30 and 90 days end today, today included', () => {
    expect(lastDays(7, TODAY)).toEqual({ from: '2026-11-17', to: TODAY });
    expect(lastDays(30, TODAY)).toEqual({ from: '2026-10-25', to: TODAY });
    expect(lastDays(90, TODAY)).toEqual({ from: '2026-08-26', to: TODAY });
    expect(lengthInDays(lastDays(90, TODAY))).toBe(90);
  });

  test('the previous period is as long and ends the day before', () => {
    expect(previousPeriod({ from: '2026-10-25', to: TODAY })).toEqual({ from: '2026-09-25', to: '2026-10-24' });
    expect(previousPeriod({ from: TODAY, to: TODAY })).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    // Across a month end and a leap day.
    expect(previousPeriod({ from: '2028-03-01', to: '2028-03-07' })).toEqual({ from: '2028-02-23', to: '2028-02-29' });
  });

  test('a preset is recognised only when it ends today', () => {
    expect(presetOf(lastDays(7, TODAY), TODAY)).toBe(7);
    expect(presetOf(lastDays(90, TODAY), TODAY)).toBe(90);
    expect(presetOf({ from: '2026-11-10', to: '2026-11-16' }, TODAY)).toBeUndefined();
    expect(presetOf(lastDays(14, TODAY), TODAY)).toBeUndefined();
  });

  test('the URL opens a range; a missing or refused one falls back to the last 30 days', () => {
    expect(rangeFromSearch(new URLSearchParams('from=2026-01-01&to=2026-01-31'), TODAY)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(rangeFromSearch(new URLSearchParams(''), TODAY)).toEqual(lastDays(30, TODAY));
    expect(rangeFromSearch(new URLSearchParams('from=2026-02-01&to=2026-01-01'), TODAY)).toEqual(lastDays(30, TODAY));
    expect(rangeFromSearch(new URLSearchParams('from=yesterday&to=2026-01-01'), TODAY)).toEqual(lastDays(30, TODAY));
  });

  test('a custom range the API would refuse says why', () => {
    expect(rangeProblem({ from: '2026-01-01', to: '2026-01-31' })).toBeNull();
    expect(rangeProblem({ from: '2026-02-01', to: '2026-01-01' })).toBe('The start must not be after the end.');
    expect(rangeProblem({ from: '2024-01-01', to: '2026-01-01' })).toBe('At most 366 days.');
  });
});
