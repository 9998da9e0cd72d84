import { randomBytes } from 'node:crypto';
import { afterEach, expect, test, vi } from 'vitest';
import { makeOrder } from '../../../test/admin-order-factories';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { mailsTo } from '../../../test/mail';
import { makeSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';
import { enqueue } from '../../platform/jobs';
import { mailRefund } from './admin-refunds';
import type { AdminOrder } from './admin-schemas';
import { testProvider } from './payments/test-provider';
import type { MyOrdersResponse, OrderDetailsResponse } from './schemas';

// Issue 26: every refund mails the buyer (the outbox, in the refund's transaction), and a refund
// may put its units back in stock, once, shown on the order to the console and to the buyer.

const app = await testApp();
const adminToken = await signIn(await makeAdmin());

afterEach(() => {
  vi.restoreAllMocks();
});

const refund = (id: number, body: object) => app.post(`/api/admin/orders/${id}/refund`, body, adminToken);
const stockOf = async (skuId: number) => ((await db('skus').where({ id: skuId }).first('qty_on_hand')) as { qty_on_hand: number }).qty_on_hand;
const inbox = () => `refunds_${randomBytes(3).toString('hex')}@example.test`;

/** A book with a paperback format, and an order of two paperbacks and one other book. */
async function orderOfAFormat(email: string, stock = 5) {
  const book = await makeSku({ title: 'The Quiet Page', qty_on_hand: 0 });
  const paperback = await makeSku({ title: 'Paperback', parent_sku: book, qty_on_hand: stock });
  const guide = await makeSku({ title: 'A Field Guide to Margins', qty_on_hand: stock });
  const order = await makeOrder({
    email,
    lines: [
      { title: 'The Quiet Page, Paperback', unit_price: 10, quantity: 2, sku_id: paperback },
      { title: 'A Field Guide to Margins', unit_price: 5, quantity: 1, sku_id: guide },
    ],
  });
  return { ...order, paperback, guide };
}

test('every refund, partial or full, mails the buyer its amount, its lines with their format and what it covers, with a link to the order', async () => {
  const email = inbox();
  const { id, number, lineIds, paymentId } = await orderOfAFormat(email);

  expect((await refund(id, { lines: [{ line_id: lineIds[0], quantity: 1 }], reason: 'Scuffed cover' })).status).toBe(200);
  expect((await refund(id, {})).status).toBe(200);

  const [partial, rest] = await mailsTo(email);
  expect(partial!.subject).toBe(`Your refund of $10.80 for order ${number}`);
  expect(partial!.text).toMatch(/^1 × The Quiet Page, Paperback +\$10\.00$/m);
  expect(partial!.text).toMatch(/^Tax +\$0\.80$/m);
  expect(partial!.text).toContain('So far, $10.80 of your $32.00 order has been refunded.');
  // The administrator's reason is theirs.
  expect(partial!.text).not.toContain('Scuffed cover');
  expect(rest!.subject).toBe(`Your refund of $21.20 for order ${number}`);
  expect(rest!.text).toMatch(/^1 × The Quiet Page, Paperback +\$10\.00$/m);
  expect(rest!.text).toMatch(/^1 × A Field Guide to Margins +\$5\.00$/m);
  expect(rest!.text).toMatch(/^Shipping +\$5\.00$/m);
  expect(rest!.text).toMatch(/^Tax +\$1\.20$/m);
  expect(rest!.text).toContain('Your order has now been refunded in full ($32.00).');

  // Each mail's link shows the whole order, with its refunds; the second did not spoil the first.
  for (const mail of [partial!, rest!]) {
    const link = new URL(mail.links.find((l) => l.includes('/shop/order_confirmation'))!);
    const shown = await app.post('/api/shop/order-details', { pid: link.searchParams.get('payment_intent'), secret: link.searchParams.get('key') });
    const order = (shown.body as OrderDetailsResponse).order!;
    expect(order).not.toHaveProperty('partial');
    expect(link.searchParams.get('payment_intent')).toBe(paymentId);
    expect(order.refunds.map((r) => r.amount)).toEqual(['10.80', '21.20']);
  }

  // The job delivered again finds its sent mark and mails nothing more.
  const [first] = await db('refunds').where({ order_id: id }).orderBy('id').pluck('id');
  await enqueue(mailRefund, { orderId: id, refundId: first });
  expect(await mailsTo(email)).toHaveLength(2);
});

test('restocking puts the refunded units back in the refund\'s transaction, once, and the order shows it to the console and the buyer', async () => {
  const member = await makeUser();
  const memberToken = await signIn(member);
  const { id, lineIds, paperback, guide } = await orderOfAFormat(inbox());
  await db('orders').where({ id }).update({ user_id: member.id });

  // The provider fails: nothing is refunded, nothing goes back on the shelf.
  vi.spyOn(testProvider, 'refund').mockRejectedValueOnce(new Error('down'));
  expect((await refund(id, { lines: [{ line_id: lineIds[0], quantity: 2 }], restock: true })).status).toBe(502);
  expect(await stockOf(paperback)).toBe(5);

  const res = await refund(id, { lines: [{ line_id: lineIds[0], quantity: 2 }], restock: true });
  expect(res.status).toBe(200);
  expect(await stockOf(paperback)).toBe(7);
  expect((res.body as AdminOrder).refunds).toEqual([expect.objectContaining({ amount: '21.60', lines: [{ line_id: lineIds[0], quantity: 2 }], rest: false, restocked: true })]);

  // Those units are refunded: asking again gives nothing back, and puts nothing back.
  expect((await refund(id, { lines: [{ line_id: lineIds[0], quantity: 1 }], restock: true })).status).toBe(400);
  // The rest, without restocking: the other book stays sold.
  expect((await refund(id, { restock: false })).status).toBe(200);
  expect([await stockOf(paperback), await stockOf(guide)]).toEqual([7, 5]);
  expect(await db('refunds').where({ order_id: id }).orderBy('id').pluck('restocked')).toEqual([true, false]);

  const shown = (await app.get(`/api/admin/orders/${id}`, adminToken)).body as AdminOrder;
  expect(shown.refunds.map((r) => [r.amount, r.restocked, r.rest])).toEqual([
    ['21.60', true, false],
    ['10.40', false, true],
  ]);
  const mine = (await app.get('/api/shop/orders', memberToken)).body as MyOrdersResponse;
  expect(mine.orders[0]!.refunds).toEqual([
    { id: shown.refunds[0]!.id, amount: '21.60', lines: [{ line_id: lineIds[0], quantity: 2 }], rest: false, created_at: shown.refunds[0]!.created_at },
    { id: shown.refunds[1]!.id, amount: '10.40', lines: [{ line_id: lineIds[1], quantity: 1 }], rest: true, created_at: shown.refunds[1]!.created_at },
  ]);
  // The buyer does not see the administrators' reasons, nor whether the units went back in stock (issue 36).
  expect(mine.orders[0]!.refunds[0]).not.toHaveProperty('reason');
  expect(mine.orders[0]!.refunds[0]).not.toHaveProperty('restocked');
});

test('restocking is refused before any money moves for an order that took no stock, or a book gone from the shop', async () => {
  const spy = vi.spyOn(testProvider, 'refund');
  const unfilled = await orderOfAFormat(inbox());
  await db('orders').where({ id: unfilled.id }).update({ status: 'cancelled', problem: 'out_of_stock' });
  const refused = await refund(unfilled.id, { restock: true });
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe('This order could not be filled and took no stock, so there is nothing to put back.');

  const gone = await orderOfAFormat(inbox());
  await db('skus').where({ id: gone.guide }).delete();
  const goneRefused = await refund(gone.id, { restock: true });
  expect(goneRefused.status).toBe(409);
  expect(goneRefused.body.message).toMatch(/^“A Field Guide to Margins” is no longer in the shop/);
  // Its other line can still go back.
  expect((await refund(gone.id, { lines: [{ line_id: gone.lineIds[0], quantity: 1 }], restock: true })).status).toBe(200);
  expect(await stockOf(gone.paperback)).toBe(6);

  expect(spy).toHaveBeenCalledTimes(1);
  expect(await stockOf(unfilled.paperback)).toBe(5);
  expect((await refund(gone.id, { restock: 'yes' })).body.errors).toEqual({ restock: ['Must be true or false.'] });
});
