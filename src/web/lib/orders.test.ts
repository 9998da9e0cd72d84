import { describe, expect, it } from 'vitest';
import { ORDER_RETRIES, askAgainForOrder, formatDay, levelLabel, statusLabel } from './orders';

describe('order words', () => {
  it('names levels and statuses', () => {
    expect(levelLabel('EXPEDITED')).toBe('Expedited');
    expect(levelLabel('DRONE')).toBe('Drone');
    expect(statusLabel('partially_refunded')).toBe('Partly refunded');
    expect(statusLabel('odd')).toBe('odd');
  });

  it('reads a calendar day in local time (never the day before)', () => {
    expect(formatDay('2026-06-12')).toBe('Friday, June 12, 2026');
    expect(formatDay('2026-01-01', 'short')).toBe('Jan 1, 2026');
    expect(formatDay(null)).toBe('');
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('asking again for an order being finalised', () => {
  it('asks 3 more times after the first answer, then stops', () => {
    const asked = [1, 2, 3, 4, 5].map((answers) => askAgainForOrder(false, answers));
    expect(asked).toEqual([true, true, true, false, false]);
    expect(asked.filter(Boolean)).toHaveLength(ORDER_RETRIES);
  });

  it('stops as soon as there is an order', () => {
    expect(askAgainForOrder(true, 1)).toBe(false);
  });
});
