import { expect, test } from 'vitest';
import { presentRefunds, refundCovers } from './refunds';

const lines = [
  { id: 1, quantity: 2 },
  { id: 2, quantity: 1 },
];
const at = new Date('2026-12-04T10:00:00Z');
const row = (id: number, amount: string, chosen: Array<{ line_id: number; quantity: number }> | null) => ({ id, order_id: 9, amount, lines: chosen, created_at: at });

test('a refund of the rest covers the units no earlier refund gave back', () => {
  const refunds = presentRefunds([row(1, '10.80', [{ line_id: 1, quantity: 1 }]), row(2, '21.20', null)], lines);
  expect(refunds.map((r) => [r.lines, r.rest])).toEqual([
    [[{ line_id: 1, quantity: 1 }], false],
    [
      [
        { line_id: 1, quantity: 1 },
        { line_id: 2, quantity: 1 },
      ],
      true,
    ],
  ]);
  expect(refunds[1]).toMatchObject({ amount: '21.20', created_at: '2026-12-04T10:00:00.000Z' });
});

test('a refund splits into its units, the shipping (the rest only) and the tax', () => {
  const order = {
    shipping_cost: '5.00',
    listItems: [
      { id: 1, sku_id: null, title: 'A', unit_price: '10.00', quantity: 2, refunded_quantity: 0 },
      { id: 2, sku_id: null, title: 'B', unit_price: '5.00', quantity: 1, refunded_quantity: 0 },
    ],
  };
  expect(refundCovers(order, { amount: '10.80', lines: [{ line_id: 1, quantity: 1 }], rest: false })).toEqual({ items: '10.00', shipping: '0.00', tax: '0.80' });
  // 32.00 - 10.80: one unit at 10.00 and one at 5.00, the 5.00 shipping and the 1.20 of tax left.
  const rest = [
    { line_id: 1, quantity: 1 },
    { line_id: 2, quantity: 1 },
  ];
  expect(refundCovers(order, { amount: '21.20', lines: rest, rest: true })).toEqual({ items: '15.00', shipping: '5.00', tax: '1.20' });
  // Only the shipping was left.
  expect(refundCovers(order, { amount: '5.00', lines: [], rest: true })).toEqual({ items: '0.00', shipping: '5.00', tax: '0.00' });
});
