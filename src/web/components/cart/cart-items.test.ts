import { describe, expect, it } from 'vitest';
import type { SkuResponse } from '../../api/shop';
import { cartItems, selection } from './cart-items';

const sku = (id: number, list_price: string | null, qty_on_hand = 50, children: SkuResponse['children'] = []): SkuResponse =>
  ({ id, title: ['Atlas', `Format ${id}`], list_price, qty_on_hand, children, images: [{ thumb: `/t/${id}.webp` }] }) as unknown as SkuResponse;

const skus = new Map([
  [1, sku(1, '19.50')],
  [2, sku(2, '0.10', 3)],
  [3, sku(3, '36.00', 0)],
  [5, sku(5, null, 0, [{ id: 1, title: 'Format 1', qty_on_hand: 50, digital: false, list_price: '19.50' }])],
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
});
