import fc from 'fast-check';
import { expect, test } from 'vitest';
import { makeOrder } from '../../../test/admin-order-factories';
import { buy } from '../../../test/checkout';
import { makeAdmin, signIn } from '../../../test/factories';
import { httpClient, testApp } from '../../../test/http';
import { makeSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';
import { FUNNEL_STEPS, type DashboardResponse } from './admin-schemas';
import { flushBeacons } from './beacon-buffer';
import { dashboard } from './dashboard';
import { expireRawBeacons, rollupDay } from './rollups';
import { dayOf } from './visitors';

// The shop funnel counts visitors of a day at every step, the paid order included (issue 27).

const app = await testApp();
const adminToken = await signIn(await makeAdmin());
const today = dayOf(new Date());
const DAY_MS = 86_400_000;
const browser = (userAgent: string) => httpClient(app.url, { 'User-Agent': userAgent });
const FIREFOX = browser('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0');
const SAFARI = browser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1');
const CHROME = browser('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36');

const expectRatesAtMostOne = (funnel: DashboardResponse['funnel']) => {
  for (const step of funnel) if (step.rate !== null) expect(step.rate, step.step).toBeLessThanOrEqual(1);
};

test('an order is tied to the visitor who asked for its quote; each step counts distinct visitors of the day, never more than the step before', async () => {
  const sku = await makeSku({ title: 'The Counted Book', qty_on_hand: 20 });
  // Firefox looks twice, adds it, goes to checkout and buys twice: one visitor at every step.
  for (const path of [`/shop/${sku}`, `/shop/${sku}`]) expect((await FIREFOX.post('/api/mercury/p', { page_path: path })).status).toBe(204);
  await FIREFOX.post('/api/mercury/i', { component_id: `sku-${sku}`, kind: 'add_to_cart' });
  await FIREFOX.post('/api/mercury/i', { component_id: 'cart', kind: 'go_to_checkout' });
  await buy(FIREFOX, [{ id: sku, quantity: 1 }]);
  await buy(FIREFOX, [{ id: sku, quantity: 2 }]);
  // Safari only looks.
  await SAFARI.post('/api/mercury/p', { page_path: `/shop/${sku}` });
  // Chrome adds it from the shop's list (no product page) and buys without a checkout beacon: it got that far.
  await CHROME.post('/api/mercury/i', { component_id: `sku-${sku}` });
  await buy(CHROME, [{ id: sku, quantity: 1 }]);
  await flushBeacons();

  const seen = await db('page_views').where({ path: `/shop/${sku}` }).distinct('visitor').pluck('visitor');
  const firefox = (await db('usage_events').where({ kind: 'go_to_checkout' }).first('visitor')).visitor as string;
  expect(seen).toContain(firefox);
  const orders = await db('orders').orderBy('id').select('visitor', db.raw(`to_char(visitor_day, 'YYYY-MM-DD') as day`));
  expect(orders.slice(0, 2)).toEqual([{ visitor: firefox, day: today }, { visitor: firefox, day: today }]);
  expect(orders[2]?.visitor).toMatch(/^[0-9a-f]{32}$/);
  expect(orders[2]?.visitor).not.toBe(firefox);

  const res = await app.get(`/api/admin/dashboard?from=${today}&to=${today}`, adminToken);
  expect(res.status).toBe(200);
  const { funnel, totals } = res.body as DashboardResponse;
  expect(funnel.map((s) => [s.step, s.count])).toEqual([
    ['product_view', 3],
    ['add_to_cart', 2],
    ['checkout', 2],
    ['paid_order', 2],
  ]);
  expect(funnel.map((s) => s.rate)).toEqual([null, 0.67, 1, 1]);
  // Orders are still counted as orders on their card: three, by two visitors.
  expect(totals.orders.current).toBe(3);

  // Once the day's rollup is final, the orders forget their visitors; the counts stay.
  await expireRawBeacons(new Date(Date.now() + 2 * DAY_MS));
  expect(await db('orders').whereNotNull('visitor').count({ n: '*' }).first()).toEqual({ n: 0 });
  expect(await db('daily_events').where({ day: today, kind: 'funnel:paid_order' }).first('visitors')).toEqual({ visitors: 2 });
});

/** What one visitor of the day did: the beacons they sent and the orders their quotes became. */
const visitorDay = fc.record({ viewed: fc.boolean(), added: fc.constantFrom(null, 'quick_add', 'add_to_cart'), checkedOut: fc.boolean(), orders: fc.nat({ max: 2 }) });

test('for any mix of visitors, each step counts the visitors who got at least that far, so no rate passes 100%', async () => {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(visitorDay, { maxLength: 8 }), async (visitors) => {
      run += 1;
      const day = dayOf(new Date(Date.now() - (3 + run) * DAY_MS));
      const at = new Date(`${day}T12:00:00Z`);
      const reached: number[] = [];
      for (const [i, v] of visitors.entries()) {
        const visitor = `${run.toString(16).padStart(4, '0')}${i.toString(16).padStart(28, '0')}`;
        if (v.viewed) await db('page_views').insert({ path: '/shop/1', visitor, created_at: at });
        if (v.added) await db('usage_events').insert({ kind: v.added, component_id: 'sku-1', visitor, created_at: at });
        if (v.checkedOut) await db('usage_events').insert({ kind: 'go_to_checkout', component_id: 'cart', visitor, created_at: at });
        for (let n = 0; n < v.orders; n++) await makeOrder({ created_at: at, visitor: { visitor, day } });
        reached.push(v.orders ? 4 : v.checkedOut ? 3 : v.added ? 2 : v.viewed ? 1 : 0);
      }
      await rollupDay(day);
      const { funnel } = await dashboard({ from: day, to: day });
      expect(funnel.map((s) => s.step)).toEqual([...FUNNEL_STEPS]);
      expect(funnel.map((s) => s.count)).toEqual(FUNNEL_STEPS.map((_, i) => reached.filter((r) => r > i).length));
      expectRatesAtMostOne(funnel);
    }),
    { numRuns: 25 },
  );
});
