import { expect, test } from 'vitest';
import { day, DAY_FORMAT, DAY_RANGE } from './contract';

const messages = (value: unknown) => {
  const parsed = day.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

test('a day is YYYY-MM-DD from 1900-01-01 to 2200-12-31, both ends included, with one message for what is wrong', () => {
  for (const ok of ['1900-01-01', '2000-02-29', '2026-11-23', '2200-12-31']) expect(messages(ok), ok).toEqual([]);
  for (const early of ['0000-01-01', '1000-06-15', '1899-12-31']) expect(messages(early), early).toEqual([DAY_RANGE]);
  for (const late of ['2201-01-01', '9999-12-31']) expect(messages(late), late).toEqual([DAY_RANGE]);
  for (const bad of ['2026-13-01', '2026-02-30', '2100-02-29', 'yesterday', '20261123', '+010000-01-01', '2026-11-23T00:00:00Z', 20261123, null]) {
    expect(messages(bad), String(bad)).toEqual([DAY_FORMAT]);
  }
});
