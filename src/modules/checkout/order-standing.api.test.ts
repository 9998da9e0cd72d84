import { expect, test } from 'vitest';
import { buy, quote, confirmTestPayment, waitForOrder } from '../../../test/checkout';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { lastMailTo } from '../../../test/mail';
import { makeSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';
import type { AdminOrder } from './admin-schemas';
import type { OrderDetails } from './schemas';

// Orders say where they stand (issue 36, item 2): what was refunded reaches the buyer, the staff's
// notes on it (the reason, whether the units went back in stock) stay in the console, and an order
// says whether anything is still to be posted, so its page promises a delivery only then.

const app = await testApp();
const adminToken = await signIn(await makeAdmin());
const NOTE = 'Returned to stock: box dented, staff only';

/** Every answer the buyer gets about the order: theirs by member, checkout secret and mail key, and the payment id's summary. */
async function buyerAnswers(order: OrderDetails, token: string, checkoutSecret: string, email: string) {
  const pid = (await db('orders').where({ number: order.orderId }).first('payment_id')).payment_id as string;
  const key = new URL((await lastMailTo(email)).links.find((l) => l.includes('order_confirmation'))!).searchParams.get('key')!;
  const answers = [
    (await app.get('/api/shop/orders', token)).body.orders[0],
    (await app.post('/api/shop/order-details', { pid }, token)).body.order,
    (await app.post('/api/shop/order-details', { pid, secret: checkoutSecret })).body.order,
    (await app.post('/api/shop/order-details', { pid, secret: key })).body.order,
    (await app.post('/api/shop/order-details', { pid })).body.order,
  ] as OrderDetails[];
  for (const answer of answers) expect(answer.orderId).toBe(order.orderId);
  return answers;
}

test('a refund reaches every buyer answer with its amount, lines and day, never its reason or restock; the console keeps them', async () => {
  const email = 'standing@example.test';
  const token = await signIn(await makeUser());
  const paperback = await makeSku({ title: 'Standing Order, Paperback', list_price: 10, qty_on_hand: 9, shipping_policy_id: 2 });
  const guide = await makeSku({ title: 'Standing Guide', list_price: 5, qty_on_hand: 9, shipping_policy_id: 2 });
  const address = { name: 'Stan Ding', email, phone_number: '(555) 555-0100', street1: '1 Quay St', street2: '', city: 'Portland', country_code: 'US', state_code: 'OR', postcode: '97205' };
  const q = await quote(app, [{ id: paperback, quantity: 2 }, { id: guide, quantity: 1 }], { token, address });
  expect((await confirmTestPayment(app, q)).status).toBe(200);
  const order = await waitForOrder(app, q);
  expect(order.still_ships).toBe(true);
  const orderId = (await db('orders').where({ number: order.orderId }).first('id')).id as number;
  const paperbackLine = order.listItems.find((l) => l.sku_id === paperback)!.id;

  const refunded = await app.post(`/api/admin/orders/${orderId}/refund`, { lines: [{ line_id: paperbackLine, quantity: 2 }], reason: NOTE, restock: true }, adminToken);
  expect(refunded.status).toBe(200);
  expect((refunded.body as AdminOrder).refunds[0]).toMatchObject({ reason: NOTE, restocked: true });

  for (const answer of await buyerAnswers(order, token, q.checkout_secret, email)) {
    expect(answer).toMatchObject({ status: 'partially_refunded', still_ships: true });
    expect(answer.refunds).toEqual([{ id: expect.any(Number), amount: '20.00', lines: [{ line_id: paperbackLine, quantity: 2 }], rest: false, created_at: expect.any(String) }]);
    const text = JSON.stringify(answer);
    for (const secret of ['reason', 'restocked', 'dented', 'Returned to stock']) expect(text).not.toContain(secret);
  }

  // The rest refunded: nothing more will be posted.
  expect((await app.post(`/api/admin/orders/${orderId}/refund`, { reason: NOTE }, adminToken)).status).toBe(200);
  for (const answer of await buyerAnswers(order, token, q.checkout_secret, email)) {
    expect(answer).toMatchObject({ status: 'refunded', still_ships: false });
    expect(answer.refunds).toHaveLength(2);
    expect(JSON.stringify(answer)).not.toContain('dented');
  }
  const consoleView = (await app.get(`/api/admin/orders/${orderId}`, adminToken)).body as AdminOrder;
  expect(consoleView.refunds.map((r) => [r.reason, r.restocked])).toEqual([[NOTE, true], [NOTE, false]]);
});

test('an order posts nothing once its posted lines are refunded, nor when it holds downloads only', async () => {
  const ebook = await makeSku({ title: 'Still Ships, Ebook', list_price: 6, digital: true });
  const book = await makeSku({ title: 'Still Ships, Paperback', list_price: 11, qty_on_hand: 5, shipping_policy_id: 2 });
  const mixed = await buy(app, [{ id: ebook, quantity: 1 }, { id: book, quantity: 1 }]);
  expect(mixed.still_ships).toBe(true);
  const orderId = (await db('orders').where({ number: mixed.orderId }).first('id')).id as number;
  const bookLine = mixed.listItems.find((l) => l.sku_id === book)!.id;
  const afterRefund = await app.post(`/api/admin/orders/${orderId}/refund`, { lines: [{ line_id: bookLine, quantity: 1 }] }, adminToken);
  expect(afterRefund.body).toMatchObject({ status: 'partially_refunded', still_ships: false });

  const downloadsOnly = await buy(app, [{ id: ebook, quantity: 1 }], { address: { name: 'Ebo', email: 'ebo.standing@example.test', country_code: 'GB', state_code: null } });
  expect(downloadsOnly).toMatchObject({ status: 'paid', shipping_level: null, still_ships: false });
});
