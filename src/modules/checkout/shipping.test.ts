import fc from 'fast-check';
import { expect, test } from 'vitest';
import { deliveryDate, shippingCents } from './shipping';
import { taxCents } from './tax';

const rate = { level: 'MAIL' as const, cost_per_order: '3.99', cost_per_item: '0.50', max_days: 5 };

test('shipping: per order plus per item; free-shipping SKUs cost nothing at the cheapest level only', () => {
  const paid = { quantity: 2, free_shipping: false };
  const free = { quantity: 3, free_shipping: true };
  expect(shippingCents(rate, [paid], true)).toBe(499);
  expect(shippingCents(rate, [free], true)).toBe(0);
  expect(shippingCents(rate, [free, paid], true)).toBe(499);
  expect(shippingCents(rate, [free, paid], false)).toBe(399 + 5 * 50);
});

test('delivery dates count business days, skipping the weekend', () => {
  const friday = new Date('2026-11-20T15:00:00Z');
  expect(deliveryDate(1, friday)).toBe('2026-11-23');
  expect(deliveryDate(5, friday)).toBe('2026-11-27');
  expect(deliveryDate(0, friday)).toBe('2026-11-20');
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 60 }), fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }), (days, from) => {
      const day = new Date(`${deliveryDate(days, from)}T00:00:00Z`).getUTCDay();
      return day !== 0 && day !== 6;
    }),
  );
});

test('tax is rounded half up to the cent', () => {
  expect(taxCents(2500, 0.0725)).toBe(181);
  expect(taxCents(1000, 0.04)).toBe(40);
  expect(taxCents(999, 0)).toBe(0);
});
