import { describe, expect, it } from 'vitest';
import { formatCents, shippingLabel, subtotalCents, toCents } from './money';

describe('money in cents', () => {
  it('reads the API amounts without float drift', () => {
    expect(toCents('12.50')).toBe(1250);
    expect(toCents('0.10')).toBe(10);
    expect(toCents('19.5')).toBe(1950);
    expect(toCents('7')).toBe(700);
    expect(toCents('-3.10')).toBe(-310);
    expect(toCents(0.29)).toBe(29);
    for (const bad of [null, undefined, '', 'abc', '1.234', '1,00']) expect(toCents(bad)).toBe(0);
  });

  it('writes dollars with two decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456)).toBe('$1234.56');
    expect(formatCents(-310)).toBe('-$3.10');
  });

  it('sums list price × quantity exactly (0.10 × 3 + 0.20 is 0.50, not 0.5000000001)', () => {
    expect(subtotalCents([])).toBe(0);
    expect(subtotalCents([{ price: '0.10', quantity: 3 }, { price: '0.20', quantity: 1 }])).toBe(50);
    expect(subtotalCents([{ price: '19.50', quantity: 2 }, { price: '36.00', quantity: 1 }, { price: null, quantity: 4 }])).toBe(7500);
    expect(formatCents(subtotalCents([{ price: '19.99', quantity: 3 }]))).toBe('$59.97');
  });

  it("shows a shipping cost of 0.00 as 'Free'", () => {
    expect(shippingLabel('0.00')).toBe('Free');
    expect(shippingLabel('0')).toBe('Free');
    expect(shippingLabel('4.95')).toBe('$4.95');
  });
});
