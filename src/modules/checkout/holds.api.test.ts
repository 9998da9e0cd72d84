import { expect, test } from 'vitest';
import { US_ADDRESS, askForQuote, buy, buyerSite, confirmTestPayment, lapseHolds, quote, waitForOrder } from '../../../test/checkout';
import { testApp } from '../../../test/http';
import { mailsTo } from '../../../test/mail';
import { makeSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';
import { drainJobs, enqueue } from '../../platform/jobs';
import { mailOrderUnfilled } from './finalize';

// Stock held while paying (issue 26): a quote holds its units for its checkout, and another buyer
// is refused at the quote, before any payment is opened. Each buyer comes from an address of their
// own (buyerSite): one visitor holds through one checkout at a time (issue 36).

const app = await testApp();
const stockOf = async (id: number) => (await db('skus').where({ id }).first('qty_on_hand')).qty_on_hand as number;
const holdsOn = (skuId: number): Promise<Array<{ quantity: number; expires_at: Date }>> => db('stock_holds').where({ sku_id: skuId }).select('quantity', 'expires_at');
const paymentsCount = async () => Number((await db('checkout_payments').count({ n: '*' }).first())!.n);
const buyerAt = (email: string) => ({ address: { ...US_ADDRESS, email } });

test('the second quote for the last unit is refused with a 409 naming it, and opens no payment', async () => {
  const last = await makeSku({ title: 'The Only Copy', qty_on_hand: 1 });
  await quote(buyerSite(app), [{ id: last, quantity: 1 }], buyerAt('first@example.test'));
  const payments = await paymentsCount();

  const { answer } = await askForQuote(buyerSite(app), [{ id: last, quantity: 1 }], buyerAt('second@example.test'));
  expect(answer.status).toBe(409);
  expect(answer.body).toMatchObject({
    code: 'out_of_stock',
    message: '“The Only Copy” is sold out for now: the last copy is held for a buyer who is paying for it. Please remove it from your cart, or try again in 15 minutes.',
  });
  expect(answer.body.quote).toBeUndefined();
  expect(await paymentsCount()).toBe(payments);
  expect(await holdsOn(last)).toEqual([expect.objectContaining({ quantity: 1 })]);
});

test('units others hold are not free: fewer left says how many', async () => {
  const three = await makeSku({ title: 'Three Copies', qty_on_hand: 3 });
  await quote(buyerSite(app), [{ id: three, quantity: 2 }], buyerAt('two-of-three@example.test'));
  const { answer } = await askForQuote(buyerSite(app), [{ id: three, quantity: 2 }]);
  expect(answer.body).toMatchObject({ code: 'out_of_stock', message: 'Only 1 left of “Three Copies”. Please lower the quantity.' });
  expect((await askForQuote(buyerSite(app), [{ id: three, quantity: 1 }])).answer.status).toBe(200);
});

test('the same cart quoted again keeps one hold, refreshed; another level moves it rather than competing with it', async () => {
  const last = await makeSku({ title: 'Requoted', qty_on_hand: 1 });
  const skus = [{ id: last, quantity: 1 }];
  const first = await quote(app, skus, { level: 'MAIL' });
  const [held] = await holdsOn(last);
  const again = await quote(app, skus, { level: 'MAIL', checkoutSecret: first.checkout_secret });
  expect(again.payment_id).toBe(first.payment_id);
  const [refreshed] = await holdsOn(last);
  expect(await holdsOn(last)).toHaveLength(1);
  expect(refreshed!.expires_at.getTime()).toBeGreaterThan(held!.expires_at.getTime());
  expect(refreshed!.expires_at.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

  // A new cart version (another level) is a new payment for the same checkout: its own hold moves.
  const ground = await quote(app, skus, { level: 'GROUND', checkoutSecret: first.checkout_secret });
  expect(ground.payment_id).not.toBe(first.payment_id);
  expect(await holdsOn(last)).toEqual([expect.objectContaining({ quantity: 1 })]);
  expect((await askForQuote(buyerSite(app), skus, buyerAt('another@example.test'))).answer.status).toBe(409);
});

test('a lapsed hold frees the unit; if both buyers then pay, the order still takes stock conditionally: one order, the other refunded and told', async () => {
  const last = await makeSku({ title: 'The last copy', qty_on_hand: 1, list_price: 40 });
  const first = await quote(buyerSite(app), [{ id: last, quantity: 1 }], buyerAt('lapsed-first@example.test'));
  // Lapsed but not yet deleted by the schedule: it counts for nothing already.
  await lapseHolds(last);
  const second = await quote(buyerSite(app), [{ id: last, quantity: 1 }], buyerAt('lapsed-second@example.test'));

  await Promise.all([first, second].map((q) => confirmTestPayment(app, q)));
  const orders = await Promise.all([first, second].map((q) => waitForOrder(app, q)));
  expect(orders.map((o) => o.problem ?? 'none').sort()).toEqual(['none', 'out_of_stock']);
  expect(await stockOf(last)).toBe(0);
  expect(await holdsOn(last)).toEqual([]);
  const loser = orders.find((o) => o.problem)!;
  await expect.poll(async () => (await waitForOrder(app, loser === orders[0] ? first : second)).status, { timeout: 10_000 }).toBe('refunded');
  const refunds = await db('refunds').join('orders', 'orders.id', 'refunds.order_id').where('orders.number', loser.orderId).select('refunds.amount');
  expect(refunds).toEqual([{ amount: loser.total }]);
  await expect.poll(async () => (await mailsTo(loser.address.email)).map((m) => m.subject), { timeout: 10_000 }).toEqual([expect.stringMatching(/was refunded/)]);
  // Its job run again sends no second refund notice (the sent mark).
  await enqueue(mailOrderUnfilled, { orderId: (await db('orders').where({ number: loser.orderId }).first('id')).id });
  await drainJobs();
  expect(await mailsTo(loser.address.email)).toHaveLength(1);
});

test('the order releases its checkout\'s hold', async () => {
  const sku = await makeSku({ title: 'Bought and released', qty_on_hand: 2 });
  const order = await buy(app, [{ id: sku, quantity: 2 }]);
  expect(order.status).toBe('paid');
  expect(await holdsOn(sku)).toEqual([]);
  expect(await stockOf(sku)).toBe(0);
});

test('40 quotes at once for the last unit: exactly one holds it and opens a payment, the others are refused', async () => {
  const last = await makeSku({ title: 'Forty want it', qty_on_hand: 1 });
  const skus = [{ id: last, quantity: 1 }];
  // Shipping options first, so the 40 quotes race each other alone.
  const checkouts = await Promise.all(
    Array.from({ length: 40 }, async (_, i) => {
      const site = buyerSite(app);
      const { body } = await site.post('/api/shop/ship_options', { skus, shipping_address: { ...US_ADDRESS, email: `racer${i}@example.test` } });
      return { site, ...(body as { address_id: string; checkout_secret: string }) };
    }),
  );
  const payments = await paymentsCount();
  const answers = await Promise.all(checkouts.map(({ site, address_id, checkout_secret }) => site.post('/api/shop/ship_est', { skus, address_id, shipping_level: 'MAIL', checkout_secret })));
  const statuses = answers.map((a) => a.status);
  process.stdout.write(`40 quotes at once for one unit: ${statuses.filter((s) => s === 200).length} held, ${statuses.filter((s) => s === 409).length} refused\n`);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(39);
  expect(await holdsOn(last)).toEqual([expect.objectContaining({ quantity: 1 })]);
  expect(await paymentsCount()).toBe(payments + 1);
}, 60_000);
