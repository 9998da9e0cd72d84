import { expect, test } from 'vitest';
import { US_ADDRESS, buy, buyerSite, quote } from '../../../test/checkout';
import { testApp } from '../../../test/http';
import { answerQueries, queriesOf } from '../../../test/queries';
import { makeSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';
import { drainJobs, enqueue } from '../../platform/jobs';
import { shopSchedules } from '../shop';

// Stock shown is stock not held (issue 36, item 3): every public answer counts the units buyers
// hold while paying as not available, and says when the first hold lapses; a buyer's own checkout
// tells them what it holds, to count as theirs. Answers go stale when a hold is taken, released or lapses.

const app = await testApp();
const as = (email: string) => ({ address: { ...US_ADDRESS, email } });
type Shown = { qty_on_hand: number; qty_available: number; held_until: string | null };
const shown = async (skuId: number): Promise<Shown> => (await app.get(`/api/shop/sku/${skuId}`)).body.sku as Shown;
const stock = ({ qty_on_hand, qty_available, held_until }: Shown) => ({ qty_on_hand, qty_available, held: held_until !== null });

test('the units others hold are not available, on the product, its lists and its formats; held_until is when the first hold lapses', async () => {
  const product = await makeSku({ title: 'Held Atlas', list_price: null });
  const hardcover = await makeSku({ title: 'Hardcover', parent_sku: product, qty_on_hand: 3 });
  expect(stock(await shown(hardcover))).toEqual({ qty_on_hand: 3, qty_available: 3, held: false });

  const first = await quote(buyerSite(app), [{ id: hardcover, quantity: 1 }], as('first.holder@example.test'));
  const second = await quote(buyerSite(app), [{ id: hardcover, quantity: 2 }], as('second.holder@example.test'));
  const sku = await shown(hardcover);
  expect(stock(sku)).toEqual({ qty_on_hand: 3, qty_available: 0, held: true });
  expect(sku.held_until).toBe(first.held[0]!.expires_at);
  expect(new Date(sku.held_until!).getTime()).toBeLessThanOrEqual(new Date(second.held[0]!.expires_at).getTime());

  const family = (await app.get(`/api/shop/sku/pid?ids=${product}&fc=1`)).body as { skus: Array<{ id: number; qty_available: number; children: Array<{ id: number; qty_available: number }> }> };
  expect(family.skus.find((s) => s.id === hardcover)?.qty_available).toBe(0);
  expect(family.skus.find((s) => s.id === product)?.children).toEqual([expect.objectContaining({ id: hardcover, qty_on_hand: 3, qty_available: 0 })]);
  const listed = (await app.get('/api/shop/sku?keyword=Held%20Atlas')).body.skus as Array<{ id: number; children: Array<{ id: number; qty_available: number }> }>;
  expect(listed.find((s) => s.id === product)?.children).toEqual([expect.objectContaining({ id: hardcover, qty_available: 0 })]);
});

test('a buyer\'s checkout tells them what it holds; a secret of no checkout holds nothing, a malformed one is refused', async () => {
  const sku = await makeSku({ title: 'Mine While I Pay', qty_on_hand: 1 });
  const site = buyerSite(app);
  const mine = await quote(site, [{ id: sku, quantity: 1 }], as('payer@example.test'));
  // Everyone, the buyer included, reads the shared answer: held. Their checkout adds it back.
  expect(stock(await shown(sku))).toEqual({ qty_on_hand: 1, qty_available: 0, held: true });
  const held = await site.post('/api/shop/checkout-holds', { checkout_secret: mine.checkout_secret });
  expect(held.status).toBe(200);
  expect(held.headers['cache-control']).toBe('no-store');
  expect(held.body).toEqual({ held: [{ sku_id: sku, quantity: 1, expires_at: mine.held[0]!.expires_at }] });

  expect((await app.post('/api/shop/checkout-holds', { checkout_secret: 'A'.repeat(43) })).body).toEqual({ held: [] });
  const bad = await app.post('/api/shop/checkout-holds', { checkout_secret: 'nope' });
  expect(bad.status).toBe(400);
  expect(bad.body.errors.checkout_secret).toEqual(['Must be the checkout_secret ship_options gave.']);
});

/** Reads the SKU, expecting the read cache to answer without asking the database. */
async function keptAnswer(skuId: number): Promise<Shown> {
  const { result, queries } = await queriesOf(() => shown(skuId));
  expect(answerQueries(queries)).toEqual([]);
  return result;
}

test('answers go stale when a hold is taken and when it is released; a lapsed hold leaves them once the shop\'s schedule (every minute) deletes it', async () => {
  const sku = await makeSku({ title: 'Cached While Held', qty_on_hand: 1 });
  await shown(sku);
  expect((await keptAnswer(sku)).qty_available).toBe(1);

  // Taken: the next answer shows it held.
  await quote(buyerSite(app), [{ id: sku, quantity: 1 }], as('taker@example.test'));
  expect(stock(await shown(sku))).toEqual({ qty_on_hand: 1, qty_available: 0, held: true });
  await keptAnswer(sku);

  // Released (the order made): shown as sold.
  await db('stock_holds').where({ sku_id: sku }).delete();
  expect(stock(await shown(sku))).toEqual({ qty_on_hand: 1, qty_available: 1, held: false });

  // A hold whose time runs out writes nothing by itself (moved into the past here without a trace
  // in the read cache's log, as time would): the kept answer still shows it, until the schedule deletes it.
  await quote(buyerSite(app), [{ id: sku, quantity: 1 }], as('lapser@example.test'));
  expect((await shown(sku)).qty_available).toBe(0);
  await db.transaction(async (trx) => {
    await trx.raw('set local session_replication_role = replica');
    await trx('stock_holds').where({ sku_id: sku }).update({ expires_at: trx.raw("now() - interval '1 second'") });
  });
  expect((await keptAnswer(sku)).qty_available).toBe(0);
  await enqueue(shopSchedules.find((s) => s.job.name === 'shop.release-lapsed-holds')!.job, {});
  await drainJobs();
  expect(stock(await shown(sku))).toEqual({ qty_on_hand: 1, qty_available: 1, held: false });
});

test('an order releases its hold and takes the stock: the answer shows the shelf as it is', async () => {
  const sku = await makeSku({ title: 'Bought While Cached', qty_on_hand: 2 });
  await shown(sku);
  await buy(buyerSite(app), [{ id: sku, quantity: 1 }], as('buyer.of.one@example.test'));
  expect(stock(await shown(sku))).toEqual({ qty_on_hand: 1, qty_available: 1, held: false });
});
