import { describe, expect, it } from 'vitest';
import type { SkuResponse } from '../../api/shop';
import { buyableCount, cartItems, selection } from './cart-items';

const sku = (id: number, list_price: string | null, qty_on_hand = 50, children: SkuResponse['children'] = [], held = 0): SkuResponse =>
  ({ id, title: ['Atlas', `Format ${id}`], list_price, qty_on_hand, qty_available: qty_on_hand - held, held_until: held ? '2026-12-09T10:15:00Z' : null, children, images: [{ thumb: `/t/${id}.webp` }] }) as unknown as SkuResponse;

const skus = new Map([
  [1, sku(1, '19.50')],
  [2, sku(2, '0.10', 3)],
  [3, sku(3, '36.00', 0)],
  [5, sku(5, null, 0, [{ id: 1, title: 'Format 1', qty_on_hand: 50, qty_available: 50, digital: false, list_price: '19.50' }])],
  // Issue 36: the last copy held, and two of three held.
  [6, sku(6, '15.00', 1, [], 1)],
  [7, sku(7, '10.00', 3, [], 2)],
]);

describe('cart items', () => {
  it('joins lines with their SKUs: title, price, thumb, stock cap', () => {
    const [a] = cartItems([{ id: 1, quantity: 2 }], skus, true, new Set());
    expect(a).toMatchObject({ id: 1, quantity: 2, title: 'Atlas, Format 1', price: '19.50', thumb: '/t/1.webp', maxQuantity: 30, state: 'available', selected: true });
  });

  it('caps a line at its stock, marks out-of-stock and vanished lines, and never selects them', () => {
    const items = cartItems([{ id: 2, quantity: 5 }, { id: 3, quantity: 1 }, { id: 4, quantity: 1 }], skus, true, new Set());
    expect(items.map((i) => [i.state, i.quantity, i.storedQuantity, i.maxQuantity, i.selected])).toEqual([
      ['available', 3, 5, 3, true],
      ['out_of_stock', 1, 1, 0, false],
      ['unavailable', 1, 1, 30, false],
    ]);
  });

  it('asks for a format for a product sold in formats (issue 26), and never selects it', () => {
    const [line] = cartItems([{ id: 5, quantity: 2 }], skus, true, new Set());
    expect(line).toMatchObject({ state: 'choose_format', quantity: 2, selected: false });
    expect(selection([line!])).toMatchObject({ count: 0, subtotalCents: 0, skus: [] });
  });

  it('holds one copy of a download, whatever its shelf count (issue 36): a stored 3 comes down to 1', () => {
    const ebook = { ...sku(6, '9.00', 0), digital: true };
    const [line] = cartItems([{ id: 6, quantity: 3 }], new Map([[6, ebook]]), true, new Set());
    expect(line).toMatchObject({ state: 'available', quantity: 1, storedQuantity: 3, maxQuantity: 1, selected: true });
    expect(selection([line!])).toMatchObject({ count: 1, subtotalCents: 900, skus: [{ id: 6, quantity: 1 }], downloadsOnly: true });
  });

  it('keeps a line loading (not unavailable) while its details are being fetched', () => {
    expect(cartItems([{ id: 9, quantity: 1 }], undefined, false, new Set())[0]!.state).toBe('loading');
    expect(cartItems([{ id: 9, quantity: 1 }], skus, false, new Set())[0]!.state).toBe('loading');
  });

  it('sums the selected lines only: count and subtotal in cents', () => {
    const items = cartItems([{ id: 1, quantity: 2 }, { id: 2, quantity: 3 }, { id: 3, quantity: 1 }], skus, true, new Set([2]));
    expect(selection(items)).toMatchObject({ count: 2, subtotalCents: 3900, skus: [{ id: 1, quantity: 2 }] });
    const all = selection(cartItems([{ id: 1, quantity: 1 }, { id: 2, quantity: 3 }], skus, true, new Set()));
    expect(all).toMatchObject({ count: 4, subtotalCents: 1980 });
  });

  it('marks a line whose every unit others hold, keeps it out of checkout and the badge, and lets its buyer\'s own hold count as theirs (issue 36)', () => {
    const lines = [{ id: 1, quantity: 1 }, { id: 6, quantity: 1 }, { id: 7, quantity: 3 }];
    const items = cartItems(lines, skus, true, new Set());
    expect(items.map((i) => [i.state, i.quantity, i.storedQuantity, i.maxQuantity, i.shelfQuantity, i.selected])).toEqual([
      ['available', 1, 1, 30, 30, true],
      ['held', 1, 1, 0, 1, false],
      // Two of three held: one can be bought now; the stored three stay (holds lapse).
      ['available', 1, 3, 1, 3, true],
    ]);
    expect(selection(items)).toMatchObject({ count: 2, subtotalCents: 2950 });
    expect(buyableCount(items)).toBe(2);

    const mine = cartItems(lines, skus, true, new Set(), { held: new Map([[6, 1], [7, 2]]), loading: false });
    expect(mine.map((i) => [i.state, i.quantity, i.maxQuantity])).toEqual([
      ['available', 1, 30],
      ['available', 1, 1],
      ['available', 3, 3],
    ]);
    expect(buyableCount(mine)).toBe(5);
  });

  it('keeps a held line loading while it is not yet known whether the buyer holds it themselves', () => {
    const [line] = cartItems([{ id: 6, quantity: 1 }], skus, true, new Set(), { held: new Map(), loading: true });
    expect(line).toMatchObject({ state: 'loading', selected: true });
    expect(cartItems([{ id: 1, quantity: 1 }], skus, true, new Set(), { held: new Map(), loading: true })[0]!.state).toBe('available');
  });

  it('counts none of a sold-out, vanished or format-less line in the badge, deselected lines all the same', () => {
    const items = cartItems([{ id: 1, quantity: 2 }, { id: 3, quantity: 1 }, { id: 4, quantity: 1 }, { id: 5, quantity: 1 }], skus, true, new Set([1]));
    expect(buyableCount(items)).toBe(2);
  });
});
