import { describe, expect, it } from 'vitest';
import {
  MAX_CART_LINES,
  MAX_QUANTITY,
  addToLines,
  cartCount,
  clampQuantity,
  fromCartBody,
  mergeCarts,
  parseCart,
  parseIdSet,
  removeLines,
  serializeCart,
  setLineQuantity,
  toCartBody,
} from './cart';

describe('guest cart format', () => {
  it('reads "id,quantity" pairs joined by ":"', () => {
    expect(parseCart('12,1:40,2')).toEqual([
      { id: 12, quantity: 1 },
      { id: 40, quantity: 2 },
    ]);
  });

  it('skips malformed pairs, defaults a missing quantity to 1 and merges repeated ids', () => {
    expect(parseCart('12,1::x,2:40,-1:7:12,3:5,2,9:0,1: 8 , 2 ')).toEqual([
      { id: 12, quantity: 4 },
      { id: 7, quantity: 1 },
      { id: 8, quantity: 2 },
    ]);
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('')).toEqual([]);
    expect(parseCart('{"json":true}')).toEqual([]);
  });

  it('counts the sum of quantities and writes the same format back', () => {
    const lines = parseCart('12,1:40,2');
    expect(cartCount(lines)).toBe(3);
    expect(serializeCart(lines)).toBe('12,1:40,2');
  });
});

describe('cart lines', () => {
  it('adds to a line or appends one, capping at 30 and refusing a 51st line', () => {
    expect(addToLines([], 4, 2)).toEqual([{ id: 4, quantity: 2 }]);
    expect(addToLines([{ id: 4, quantity: 29 }], 4, 5)).toEqual([{ id: 4, quantity: MAX_QUANTITY }]);
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ id: i + 1, quantity: 1 }));
    expect(addToLines(full, 999, 1)).toBeNull();
    expect(addToLines(full, 3, 1)?.[2]).toEqual({ id: 3, quantity: 2 });
  });

  it('never lets a quantity below 1 or above the cap; remove deletes', () => {
    const lines = [{ id: 4, quantity: 2 }, { id: 7, quantity: 1 }];
    expect(setLineQuantity(lines, 4, 0)).toEqual([{ id: 4, quantity: 1 }, { id: 7, quantity: 1 }]);
    expect(setLineQuantity(lines, 4, 99)[0]).toEqual({ id: 4, quantity: 30 });
    expect(clampQuantity(5, 3)).toBe(3);
    expect(clampQuantity(5, 0)).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(removeLines(lines, [4])).toEqual([{ id: 7, quantity: 1 }]);
  });
});

describe('merging the guest cart into the server cart at sign-in', () => {
  it('adds quantities, keeps the server order first, appends new lines', () => {
    expect(mergeCarts([{ id: 1, quantity: 2 }, { id: 2, quantity: 1 }], [{ id: 3, quantity: 1 }, { id: 1, quantity: 3 }])).toEqual([
      { id: 1, quantity: 5 },
      { id: 2, quantity: 1 },
      { id: 3, quantity: 1 },
    ]);
  });

  it('is the other cart when one is empty (signing in twice does not double)', () => {
    const server = [{ id: 1, quantity: 2 }];
    expect(mergeCarts(server, [])).toEqual(server);
    expect(mergeCarts([], server)).toEqual(server);
  });

  it('caps each quantity at 30 (the server refuses more) and the lines at 50, the server’s first', () => {
    expect(mergeCarts([{ id: 1, quantity: 20 }], [{ id: 1, quantity: 20 }])).toEqual([{ id: 1, quantity: 30 }]);
    const server = Array.from({ length: 49 }, (_, i) => ({ id: i + 1, quantity: 1 }));
    const merged = mergeCarts(server, [{ id: 100, quantity: 1 }, { id: 101, quantity: 1 }]);
    expect(merged).toHaveLength(MAX_CART_LINES);
    expect(merged.at(-1)).toEqual({ id: 100, quantity: 1 });
  });

  it('converts to and from the API’s parallel lists', () => {
    const lines = [{ id: 4, quantity: 2 }, { id: 9, quantity: 40 }];
    expect(toCartBody(lines)).toEqual({ sku_ids: [4, 9], quantities: [2, 30] });
    expect(fromCartBody({ sku_ids: [4, 9, 4], quantities: [2, 1, 1] })).toEqual([{ id: 4, quantity: 3 }, { id: 9, quantity: 1 }]);
  });
});

describe('the deselected ids', () => {
  it('reads ids joined by commas, dropping anything else', () => {
    expect([...parseIdSet('4,9,x,,-1,0,4')]).toEqual([4, 9]);
    expect(parseIdSet(null).size).toBe(0);
  });
});
