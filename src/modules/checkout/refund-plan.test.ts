import { expect, test } from 'vitest';
import { AppError } from '../../platform/errors';
import { ALREADY_REFUNDED, planRefund, stockToReturn } from './refund-plan';

const order = { items_subtotal: '30.00', tax: '1.00', total: '36.00', refunded_amount: '0.00' };
const lines = [
  { id: 1, title: 'Odd Pages', unit_price: '10.00', quantity: 3, refunded_quantity: 0 },
  { id: 2, title: 'Free Bookmark', unit_price: '0.00', quantity: 1, refunded_quantity: 0 },
];

test('the tax share is rounded once, to the cent, and never takes the refund past what is left', () => {
  // 1.00 × 10 ÷ 30 = 0.333…: 0.33.
  expect(planRefund(order, lines, [{ line_id: 1, quantity: 1 }])).toEqual({ amountCents: 1033, lines: [{ line_id: 1, quantity: 1 }], rest: false });
  // 1.00 × 20 ÷ 30 = 0.666…: 0.67, not 0.33 + 0.33.
  expect(planRefund(order, lines, [{ line_id: 1, quantity: 1 }, { line_id: 1, quantity: 1 }]).amountCents).toBe(2067);
  expect(planRefund({ ...order, refunded_amount: '30.00' }, lines, [{ line_id: 1, quantity: 1 }]).amountCents).toBe(600);
});

test('the rest is what is left of the total, with every unit not yet refunded', () => {
  const partly = [{ ...lines[0]!, refunded_quantity: 1 }, lines[1]!];
  expect(planRefund({ ...order, refunded_amount: '10.33' }, partly, undefined)).toEqual({
    amountCents: 2567,
    lines: [{ line_id: 1, quantity: 2 }, { line_id: 2, quantity: 1 }],
    rest: true,
  });
});

test('nothing left is a 409; an empty list or a free line is a 400', () => {
  const refused = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      return err instanceof AppError ? [err.status, err.message] : err;
    }
    return 'no error';
  };
  expect(refused(() => planRefund({ ...order, refunded_amount: '36.00' }, lines, undefined))).toEqual([409, ALREADY_REFUNDED]);
  expect(refused(() => planRefund(order, lines, []))).toEqual([400, 'Choose at least one line, or leave lines out to refund the rest.']);
  expect(refused(() => planRefund(order, lines, [{ line_id: 2, quantity: 1 }]))).toEqual([400, 'Those lines come to $0.00: there is nothing to refund.']);
});

test('restocking puts each SKU\'s units back once, and is refused for an order that took no stock or a SKU that is gone', () => {
  const stocked = [
    { ...lines[0]!, sku_id: 7 },
    { ...lines[1]!, sku_id: 7 },
  ];
  const plan = planRefund(order, stocked, undefined);
  expect(stockToReturn({ problem: null }, stocked, plan)).toEqual([{ sku_id: 7, quantity: 4 }]);
  expect(() => stockToReturn({ problem: 'out_of_stock' }, stocked, plan)).toThrow(/took no stock/);
  const gone = [stocked[0]!, { ...lines[1]!, sku_id: null }];
  expect(() => stockToReturn({ problem: null }, gone, planRefund(order, gone, undefined))).toThrow('“Free Bookmark” is no longer in the shop');
  expect(stockToReturn({ problem: null }, gone, planRefund(order, gone, [{ line_id: 1, quantity: 2 }]))).toEqual([{ sku_id: 7, quantity: 2 }]);
});
