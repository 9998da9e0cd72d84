import { afterAll, expect, test } from 'vitest';
import { FAKE_KEYS, startFakeStripe } from '../../../test/fake-stripe';

// The Stripe path end to end: the real SDK against a local fake of its API, webhooks signed by the
// SDK's own test-header helper. Configuration is read once, so the keys are set before the app loads.
const fake = await startFakeStripe();
Object.assign(process.env, {
  STRIPE_SECRET_KEY: FAKE_KEYS.secretKey,
  STRIPE_PUBLISHABLE_KEY: FAKE_KEYS.publishableKey,
  STRIPE_WEBHOOK_SECRET: FAKE_KEYS.webhookSecret,
  STRIPE_API_BASE: fake.url,
});
const { testApp } = await import('../../../test/http');
const { askForQuote, buyerSite, confirmTestPayment, lapseHolds, quote, waitForOrder, US_ADDRESS } = await import('../../../test/checkout');
const { makeSku } = await import('../../../test/shop-factories');
const { refusedWebhooks, redeliveredWebhook, deliverTo } = await import('../../../test/stripe-webhooks');
const { db } = await import('../../platform/db');
const { enqueue } = await import('../../platform/jobs');
const { reconcilePayments } = await import('./payment-events');

const app = await testApp();
afterAll(() => fake.close());

const deliver = deliverTo(app);
const stockOf = async (id: number) => (await db('skus').where({ id }).first('qty_on_hand')).qty_on_hand as number;
const ordersFor = async (paymentId: string) => Number((await db('orders').where({ payment_id: paymentId }).count({ n: '*' }).first())!.n);

test('a quote opens a PaymentIntent for the amount computed here; the same cart version reuses it', async () => {
  const sku = await makeSku({ title: 'Stripe quote', list_price: 19.99 });
  const q = await quote(app, [{ id: sku, quantity: 1 }]);
  expect(q).toMatchObject({ provider: 'stripe', publishable_key: FAKE_KEYS.publishableKey, pmt_pubkey: `${q.payment_id}_secret_fake` });
  expect(fake.intents.get(q.payment_id)).toMatchObject({ amount: Math.round(Number(q.total) * 100), currency: 'usd' });
  expect((await quote(app, [{ id: sku, quantity: 1 }], { checkoutSecret: q.checkout_secret })).payment_id).toBe(q.payment_id);
  // The test-mode confirmation does not exist when Stripe is configured.
  expect((await confirmTestPayment(app, q)).status).toBe(404);
});

test('a webhook whose signature or timestamp does not check out is refused and changes nothing', async () => {
  expect(await refusedWebhooks(app, fake)).toEqual({ statuses: [400, 400, 400, 400], messages: ['The webhook signature does not match.'], orders: 0, eventsRecorded: 0, unitsLeft: 3 });
});

test('the same webhook 100 times — in a row, 20 at a time, and among its PaymentIntent\'s other events: one order, one mail, one decrement', async () => {
  const counted = await redeliveredWebhook(app, fake);
  process.stdout.write(`same webhook delivered 100 times: ${JSON.stringify(counted)}\n`);
  expect(counted).toEqual({ deliveries: 103, accepted: 103, orders: 1, emails: 1, unitsLeft: 8 });
});

test('a failed payment makes no order, releases the units its checkout held, and order-details stops waiting for it', async () => {
  const sku = await makeSku({ title: 'Declined', qty_on_hand: 1 });
  const q = await quote(app, [{ id: sku, quantity: 1 }]);
  // Another buyer, from an address of their own (one visitor holds through one checkout at a time).
  const other = buyerSite(app);
  const theirs = { address: { ...US_ADDRESS, email: 'other-buyer@example.test' } };
  expect((await askForQuote(other, [{ id: sku, quantity: 1 }], theirs)).answer.status).toBe(409);
  const failed = fake.signedEvent('payment_intent.payment_failed', { ...fake.intents.get(q.payment_id)!, status: 'requires_payment_method' });
  expect((await deliver(failed)).status).toBe(200);
  expect((await app.post('/api/shop/order-details', { pid: q.payment_id })).status).toBe(404);
  expect(await db('stock_holds').where({ sku_id: sku }).count({ n: '*' }).first()).toEqual({ n: 0 });
  expect((await askForQuote(other, [{ id: sku, quantity: 1 }], theirs)).answer.status).toBe(200);
});

test('a webhook Stripe never delivered: the daily reconciliation still makes the order, once', async () => {
  const sku = await makeSku({ title: 'Never notified', qty_on_hand: 4 });
  const q = await quote(app, [{ id: sku, quantity: 1 }]);
  fake.succeed(q.payment_id);
  await enqueue(reconcilePayments, {});
  await enqueue(reconcilePayments, {});
  const order = await waitForOrder(app, q);
  expect(order.status).toBe('paid');
  await new Promise((r) => setTimeout(r, 500));
  expect(await ordersFor(q.payment_id)).toBe(1);
  expect(await stockOf(sku)).toBe(3);
});

test('two Stripe buyers for the last unit, the first one\'s hold lapsed: one order, the other refunded at Stripe in full', async () => {
  const sku = await makeSku({ title: 'Last Stripe copy', qty_on_hand: 1, list_price: 50 });
  const quoteFor = (email: string) => quote(app, [{ id: sku, quantity: 1 }], { address: { ...US_ADDRESS, email } });
  const first = await quoteFor('one@example.test');
  await lapseHolds(sku);
  const quotes = [first, await quoteFor('two@example.test')];
  await Promise.all(quotes.map((q) => deliver(fake.signedEvent('payment_intent.succeeded', fake.succeed(q.payment_id)))));
  const orders = await Promise.all(quotes.map((q) => waitForOrder(app, q)));
  expect(orders.filter((o) => o.problem === null)).toHaveLength(1);
  const loser = orders.find((o) => o.problem === 'out_of_stock')!;
  const loserPayment = quotes[orders.indexOf(loser)]!.payment_id;
  await expect.poll(() => fake.refunds.filter((r) => r.payment_intent === loserPayment).map((r) => r.amount), { timeout: 10_000 }).toEqual([Math.round(Number(loser.total) * 100)]);
  expect(await stockOf(sku)).toBe(0);
});
