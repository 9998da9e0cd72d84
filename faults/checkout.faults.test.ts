import { afterAll, beforeAll, expect, test } from 'vitest';
import { db } from '../src/platform/db';
import { US_ADDRESS, confirmTestPayment, quote, type Quote } from '../test/checkout';
import { httpClient } from '../test/http';
import { makeSku } from '../test/shop-factories';
import { type Cluster, report, startCluster } from './cluster';

// Many buyers at once for the last units, through two web processes, the worker finalising: never
// an oversold unit, exactly as many paid orders as units, every other buyer refunded in full.

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(() => cluster?.stop());

let buyer = 0;
/** Each buyer from their own address (behind the proxy, as behind a load balancer), so per-IP limits are theirs. */
const buyerSite = () => {
  const n = ++buyer;
  return httpClient(cluster.proxy.url, { 'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}` });
};

const count = async (q: ReturnType<typeof db>) => Number((await q.count({ n: '*' }).first())!.n);

/** `buyers` quote and pay at once for `units` units; waits until every order is paid or refunded. */
async function race(buyers: number, units: number) {
  const sku = await makeSku({ title: `Last ${units} of ${buyers}`, qty_on_hand: units, list_price: 12 });
  const sites = Array.from({ length: buyers }, buyerSite);
  const quotes: Quote[] = [];
  // Quotes ten at a time (each is two requests), then every payment confirmed at the same moment.
  for (let i = 0; i < buyers; i += 10) quotes.push(...(await Promise.all(sites.slice(i, i + 10).map((site, k) => quote(site, [{ id: sku, quantity: 1 }], { address: { ...US_ADDRESS, email: `racer${i + k}@example.test` } })))));
  const confirmed = await Promise.all(quotes.map((q, i) => confirmTestPayment(sites[i]!, q)));
  expect(confirmed.map((r) => r.status)).toEqual(Array(buyers).fill(200));
  const theirs = () => db('orders').whereIn('payment_id', quotes.map((q) => q.payment_id));
  await expect.poll(async () => count(theirs().whereIn('status', ['paid', 'refunded'])), { timeout: 120_000, interval: 250 }).toBe(buyers);
  const refunds: Array<{ amount: string; total: string }> = await db('refunds').join('orders', 'orders.id', 'refunds.order_id').whereIn('orders.payment_id', quotes.map((q) => q.payment_id)).select('refunds.amount', 'orders.total');
  return {
    orders: await count(theirs()),
    paid: await count(theirs().where({ status: 'paid' })),
    refusedAndRefunded: await count(theirs().where({ status: 'refunded', problem: 'out_of_stock' })),
    refundedInFull: refunds.filter((r) => Number(r.amount) === Number(r.total)).length,
    unitsLeft: ((await db('skus').where({ id: sku }).first('qty_on_hand')) as { qty_on_hand: number }).qty_on_hand,
  };
}

test('50 concurrent checkouts for the last unit, 20 times: one order each time, 49 refused and refunded', async () => {
  const rounds = [];
  for (let i = 0; i < 20; i++) rounds.push(await race(50, 1));
  const oversold = rounds.filter((r) => r.unitsLeft < 0 || r.paid > 1).length;
  report('50 checkouts for the last unit, 20 rounds', { rounds: rounds.length, paidPerRound: [...new Set(rounds.map((r) => r.paid))], refusedPerRound: [...new Set(rounds.map((r) => r.refusedAndRefunded))], oversold, answeredByEachProcess: cluster.proxy.answered });
  for (const r of rounds) expect(r).toEqual({ orders: 50, paid: 1, refusedAndRefunded: 49, refundedInFull: 49, unitsLeft: 0 });
}, 900_000);

test('200 concurrent checkouts for 10 units: exactly 10 orders', async () => {
  const counted = await race(200, 10);
  report('200 checkouts for 10 units', counted);
  expect(counted).toEqual({ orders: 200, paid: 10, refusedAndRefunded: 190, refundedInFull: 190, unitsLeft: 0 });
}, 300_000);
