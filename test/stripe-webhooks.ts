import { expect } from 'vitest';
import { db } from '../src/platform/db';
import { US_ADDRESS, quote, waitForOrder } from './checkout';
import type { startFakeStripe } from './fake-stripe';
import type { HttpClient } from './http';
import { mailsTo } from './mail';
import { makeSku } from './shop-factories';

// Stripe's webhook deliveries at their worst, for a site in one process (stripe.api.test.ts) or
// several (faults/): redelivered over and over, out of order, forged and stale.

type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
type Event = { payload: string; header: string };

export const deliverTo = (site: HttpClient) => (event: Event) => site.send('post', '/api/shop/webhooks/stripe', event.payload).set('Stripe-Signature', event.header);
const stockOf = async (id: number) => ((await db('skus').where({ id }).first('qty_on_hand')) as { qty_on_hand: number }).qty_on_hand;
const ordersFor = async (paymentId: string) => Number((await db('orders').where({ payment_id: paymentId }).count({ n: '*' }).first())!.n);

/**
 * A paid PaymentIntent's `succeeded` event 100 times: 40 in a row, then three rounds of 20 at once,
 * the first among its other events in random order. Counts the deliveries accepted and then the
 * orders, confirmation mails and units taken (two were bought of ten).
 */
export async function redeliveredWebhook(site: HttpClient, fake: FakeStripe) {
  const deliver = deliverTo(site);
  const sku = await makeSku({ title: 'Delivered often', qty_on_hand: 10, list_price: 25 });
  const email = `often${sku}@example.test`;
  const q = await quote(site, [{ id: sku, quantity: 2 }], { address: { ...US_ADDRESS, email } });
  const intent = fake.succeed(q.payment_id);
  const succeeded = fake.signedEvent('payment_intent.succeeded', intent);
  const others = ['payment_intent.created', 'charge.succeeded', 'payment_intent.processing'].map((type) => fake.signedEvent(type, intent));

  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) statuses.push((await deliver(succeeded)).status);
  for (let round = 0; round < 3; round++) {
    const batch = [...Array.from({ length: 20 }, () => succeeded), ...(round === 0 ? others : [])].sort(() => Math.random() - 0.5);
    statuses.push(...(await Promise.all(batch.map(deliver))).map((r) => r.status));
  }
  expect((await waitForOrder(site, q)).status).toBe('paid');
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  // Anything still running late would show now.
  await new Promise((r) => setTimeout(r, 500));
  return { deliveries: statuses.length, accepted: statuses.filter((s) => s === 200).length, orders: await ordersFor(q.payment_id), emails: (await mailsTo(email)).length, unitsLeft: await stockOf(sku) };
}

/** A forged signature, a stale timestamp, an altered body and no signature: each refused, nothing changed. */
export async function refusedWebhooks(site: HttpClient, fake: FakeStripe) {
  const deliver = deliverTo(site);
  const sku = await makeSku({ title: 'Forged', qty_on_hand: 3 });
  const q = await quote(site, [{ id: sku, quantity: 1 }]);
  fake.succeed(q.payment_id);
  const object = fake.intents.get(q.payment_id)!;
  const good = fake.signedEvent('payment_intent.succeeded', object);
  const forged = fake.signedEvent('payment_intent.succeeded', object, { secret: 'whsec_wrong' });
  const stale = fake.signedEvent('payment_intent.succeeded', object, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
  const answers = [
    await deliver(forged),
    await deliver(stale),
    await deliver({ payload: good.payload.replace('"usd"', '"eur"'), header: good.header }),
    await site.send('post', '/api/shop/webhooks/stripe', good.payload),
  ];
  await new Promise((r) => setTimeout(r, 300));
  const eventIds = [forged, stale, good].map((e) => (JSON.parse(e.payload) as { id: string }).id);
  return {
    statuses: answers.map((r) => r.status),
    messages: [...new Set(answers.map((r) => r.body.message as string))],
    orders: await ordersFor(q.payment_id),
    eventsRecorded: Number((await db('payment_events').whereIn('provider_event_id', eventIds).count({ n: '*' }).first())!.n),
    unitsLeft: await stockOf(sku),
  };
}
