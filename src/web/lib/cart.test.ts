import { describe, expect, it } from 'vitest';
import { cartCount, parseCart, serializeCart } from './cart';

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
