import { describe, expect, test } from 'vitest';
import { heldText, minutesUntil, unitsFor } from './held-stock';

describe('stock held for buyers paying (issue 36)', () => {
  const sku = { qty_on_hand: 3, qty_available: 1 };
  test('a reader may buy the units nobody holds, and those their own checkout holds, never more than the shelf', () => {
    expect(unitsFor(sku)).toBe(1);
    expect(unitsFor(sku, 2)).toBe(3);
    expect(unitsFor({ ...sku, qty_available: 3 }, 2)).toBe(3);
  });
  test('"Held for other buyers, try again in N minutes": N rounded up, at least 1; the server\'s page names no number', () => {
    const now = Date.parse('2026-12-09T10:00:00Z');
    expect(heldText(minutesUntil('2026-12-09T10:12:10Z', now))).toBe('Held for other buyers, try again in 13 minutes');
    expect(heldText(minutesUntil('2026-12-09T10:00:30Z', now))).toBe('Held for other buyers, try again in 1 minute');
    expect(heldText(minutesUntil('2026-12-09T09:59:00Z', now))).toBe('Held for other buyers, try again in 1 minute');
    expect(heldText(null)).toBe('Held for other buyers, try again in a few minutes');
  });
});
