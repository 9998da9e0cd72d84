import { expect, test } from 'vitest';
import { makeOrder } from '../../../test/admin-order-factories';
import { makeArticle } from '../../../test/content-factories';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { makeSku } from '../../../test/shop-factories';
import { db, dbEngine } from '../../platform/db';
import type { DashboardResponse } from './admin-schemas';
import { flushBeacons } from './beacon-buffer';
import { expireRawBeacons, rollupDay } from './rollups';
import { dayOf, visitorOf } from './visitors';

const app = await testApp();
const adminToken = await signIn(await makeAdmin());
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const today = dayOf(new Date());

const view = (path: string, ua = FIREFOX) => app.send('post', '/api/mercury/p', { page_path: path }).set('User-Agent', ua);
const use = (component_id: string, kind: string, ua = FIREFOX) => app.send('post', '/api/mercury/i', { component_id, kind }).set('User-Agent', ua);
const dashboardOf = async (from = today, to = today): Promise<DashboardResponse> => {
  const res = await app.get(`/api/admin/dashboard?from=${from}&to=${to}`, adminToken);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as DashboardResponse;
};

test('beacons are answered at once and stored without a member, cookie or address: a daily visitor hash only', async () => {
  const member = await makeUser();
  const res = await app.send('post', '/api/mercury/p', { page_path: '/privacy-check' }).set('User-Agent', FIREFOX).set('Authorization', `Bearer ${await signIn(member)}`);
  expect(res.status).toBe(204);
  expect(res.headers['set-cookie']).toBeUndefined();
  await flushBeacons();
  const rows = await db('page_views').where({ path: '/privacy-check' });
  expect(rows).toHaveLength(1);
  expect(Object.keys(rows[0]).sort()).toEqual(['created_at', 'id', 'path', 'visitor']);
  expect(rows[0].visitor).toMatch(/^[0-9a-f]{32}$/);
  expect(JSON.stringify(rows[0])).not.toContain('127.0.0.1');
});

test('a day\'s beacons give the right counts; crawlers are not counted', async () => {
  for (const [path, ua] of [['/count/a', FIREFOX], ['/count/a', FIREFOX], ['/count/a', SAFARI], ['/count/b', SAFARI]] as const) expect((await view(path, ua)).status).toBe(204);
  for (const bot of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', 'python-requests/2.31']) expect((await view('/count/a', bot)).status).toBe(204);
  await flushBeacons();
  await rollupDay(today);
  expect(await db('daily_paths').where({ day: today }).whereIn('path', ['/count/a', '/count/b']).orderBy('path').select('path', 'views', 'visitors')).toEqual([
    { path: '/count/a', views: 3, visitors: 2 },
    { path: '/count/b', views: 1, visitors: 1 },
  ]);
  // Rebuilding the day gives the same rows.
  await rollupDay(today);
  expect(await db('daily_paths').where({ day: today, path: '/count/a' }).first('views')).toEqual({ views: 3 });
});

test('a quick add (SPEC §7: POST /mercury/i {component_id}) is stored under its component and counts as adding to the cart', async () => {
  const sku = await makeSku({ title: 'Added from its card' });
  const res = await app.send('post', '/api/mercury/i', { component_id: `sku-${sku}` }).set('User-Agent', SAFARI);
  expect(res.status).toBe(204);
  await flushBeacons();
  expect(await db('usage_events').where({ component_id: `sku-${sku}` }).select('kind')).toEqual([{ kind: 'quick_add' }]);
  await rollupDay(today);
  expect(await db('daily_events').where({ day: today, kind: 'quick_add', component_id: `sku-${sku}` }).first('events', 'visitors')).toEqual({ events: 1, visitors: 1 });
  expect((await db('daily_events').where({ day: today, kind: 'funnel:add_to_cart' }).first('visitors'))?.visitors).toBeGreaterThanOrEqual(1);
});

test('the same visitor on two days is two visitors: each day has its own salt, and past salts are deleted', async () => {
  const day1 = new Date(Date.now() - 2 * 86_400_000);
  const day2 = new Date(Date.now() - 86_400_000);
  const first = await visitorOf('203.0.113.9', FIREFOX, day1);
  const second = await visitorOf('203.0.113.9', FIREFOX, day2);
  expect(first).not.toBe(second);
  expect(await visitorOf('203.0.113.9', FIREFOX, day1)).toBe(first);
  await db('page_views').insert([
    { path: '/twice', visitor: first, created_at: day1 },
    { path: '/twice', visitor: second, created_at: day2 },
  ]);
  await rollupDay(dayOf(day1));
  await rollupDay(dayOf(day2));
  const sum = await db('daily_paths').where({ path: '/twice' }).sum({ visitors: 'visitors' }).first();
  expect(Number(sum?.visitors)).toBe(2);
  await expireRawBeacons();
  expect(await db('analytics_salts').where('day', '<', today).count({ n: '*' }).first()).toEqual({ n: 0 });
});

test('raw beacons older than 30 days are gone; their rollups stay', async () => {
  const old = new Date(Date.now() - 31 * 86_400_000);
  await db('page_views').insert({ path: '/long-ago', visitor: 'a'.repeat(32), created_at: old });
  await db('usage_events').insert({ kind: 'add_to_cart', component_id: 'sku-1', visitor: 'a'.repeat(32), created_at: old });
  await rollupDay(dayOf(old));
  await expireRawBeacons();
  expect(await db('page_views').where({ path: '/long-ago' })).toEqual([]);
  expect(await db('usage_events').where('created_at', '<', new Date(Date.now() - 30 * 86_400_000))).toEqual([]);
  expect(await db('daily_paths').where({ path: '/long-ago' }).first('views', 'visitors')).toEqual({ views: 1, visitors: 1 });
  expect(await db('daily_events').where({ day: dayOf(old), kind: 'add_to_cart' }).first('events')).toEqual({ events: 1 });
});

test('the dashboard: visits, the funnel, sales and best sellers, each beside the period before', async () => {
  const sku = await makeSku({ title: 'The Dashboard Book' });
  const { slug } = await makeArticle({ title: 'Read on the dashboard' });
  await view(`/shop/${sku}`, SAFARI);
  await view(`/shop/${sku}`, FIREFOX);
  await view(`/article/${slug}`, SAFARI);
  await use(`sku-${sku}`, 'add_to_cart', SAFARI);
  await use('cart', 'go_to_checkout', SAFARI);
  await flushBeacons();
  // Safari's visitor of today bought it; yesterday's order is another visitor's of that day.
  const buyer = (await db('usage_events').where({ kind: 'go_to_checkout' }).first('visitor')).visitor as string;
  const yesterday = new Date(Date.now() - 86_400_000);
  await makeOrder({ lines: [{ title: 'The Dashboard Book', unit_price: 20, quantity: 3, sku_id: sku }], shipping: 0, tax: 0, visitor: { visitor: buyer, day: today } });
  await makeOrder({ created_at: yesterday, lines: [{ title: 'The Dashboard Book', unit_price: 20, quantity: 1, sku_id: sku }], shipping: 0, tax: 0, visitor: { visitor: 'b'.repeat(32), day: dayOf(yesterday) } });
  await rollupDay(dayOf(yesterday));

  const d = await dashboardOf();
  expect(d.range).toMatchObject({ from: today, to: today, previous_to: dayOf(new Date(Date.now() - 86_400_000)) });
  expect(d.days).toHaveLength(1);
  expect(d.totals.orders).toEqual({ current: 1, previous: 1 });
  expect(d.totals.revenue).toEqual({ current: 60, previous: 20 });
  expect(d.totals.average_order_value.current).toBe(60);
  expect(d.top_products.find((p) => p.sku_id === sku)).toMatchObject({ title: 'The Dashboard Book', views: 2, visitors: 2 });
  expect(d.top_articles.find((a) => a.article_id === slug)).toMatchObject({ title: 'Read on the dashboard', views: 1 });
  const step = Object.fromEntries(d.funnel.map((f) => [f.step, f]));
  expect(step.product_view!.count).toBeGreaterThanOrEqual(2);
  expect(step.add_to_cart!.count).toBeGreaterThanOrEqual(1);
  expect(step.checkout!.count).toBeGreaterThanOrEqual(1);
  expect(step.paid_order).toMatchObject({ count: 1, previous: 1 });
  expect(d.best_sellers[0]).toMatchObject({ sku_id: sku, units: 3, revenue: 60, previous_units: 1 });

  // The product's and the article's own numbers.
  expect((await app.get(`/api/admin/stats/product/${sku}`, adminToken)).body).toMatchObject({ views: 2, visitors: 2, units_sold: 4 });
  expect((await app.get(`/api/admin/stats/article/${slug}`, adminToken)).body).toMatchObject({ views: 1, visitors: 1 });
});

// Two connections: one holding the lock, one asking. PGlite serves a single connection.
test.skipIf(dbEngine === 'pglite')('a reader gives way at once to a rebuild under way in another connection', async () => {
  await db.transaction(async (trx) => {
    await trx.raw(`select pg_advisory_xact_lock(hashtext('analytics.rollup'))`);
    // Another process is rebuilding: a reader gives way at once, the schedule would wait.
    expect(await rollupDay(today, db, { wait: false })).toBe(false);
  });
});

test('a busy dashboard never queues for the rebuild lock: thirty readers at once share one rebuild', async () => {
  expect(await rollupDay(today, db, { wait: false })).toBe(true);
  // Three times the pool's connections asking at once all answer.
  const answers = await Promise.all(Array.from({ length: 30 }, () => app.get(`/api/admin/dashboard?from=${today}&to=${today}`, adminToken)));
  expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
});

test('only administrators see the dashboard; bad ranges are a 400', async () => {
  const member = await signIn(await makeUser());
  expect((await app.get(`/api/admin/dashboard?from=${today}&to=${today}`)).status).toBe(401);
  expect((await app.get(`/api/admin/dashboard?from=${today}&to=${today}`, member)).status).toBe(403);
  expect((await app.get('/api/admin/stats/product/1', member)).status).toBe(403);
  for (const q of ['from=2026-01-10&to=2026-01-01', 'from=2024-01-01&to=2026-01-01', 'from=yesterday&to=today', 'from=0000-01-01&to=0000-01-02', 'from=2200-12-31&to=2201-01-01', `from=${today}`, `from=${today}&to=${today}&x=1`]) {
    expect((await app.get(`/api/admin/dashboard?${q}`, adminToken)).status, q).toBe(400);
  }
  expect((await app.get('/api/admin/stats/product/2147483648', adminToken)).status).toBe(400);
  expect((await app.get('/api/admin/stats/product/2147483647', adminToken)).status).toBe(404);
  expect((await app.get('/api/admin/stats/article/no_such_article', adminToken)).status).toBe(404);
  expect((await app.get('/api/admin/stats/article/bad%20slug', adminToken)).status).toBe(400);
});

// Last: it uses up this address's beacon allowance.
test('bad beacons are refused and stored nowhere; a flood from one address gets 429s, never a 5xx', async () => {
  for (const [path, body] of [
    ['/api/mercury/p', {}],
    ['/api/mercury/p', { page_path: 'http://evil.example/' }],
    ['/api/mercury/p', { page_path: `/${'x'.repeat(600)}` }],
    ['/api/mercury/p', { page_path: '/a\u0000b' }],
    ['/api/mercury/i', {}],
    ['/api/mercury/i', { component_id: '' }],
    ['/api/mercury/i', { component_id: '   ' }],
    ['/api/mercury/i', { component_id: 'x'.repeat(201) }],
    ['/api/mercury/i', { component_id: 7 }],
    ['/api/mercury/i', { component_id: 'a', kind: 'bogus' }],
    ['/api/mercury/i', { component_id: 'a', extra: 1 }],
  ] as const) {
    expect((await app.post(path, body)).status, JSON.stringify(body)).toBe(400);
  }
  // Past the limit (1,000 in 10 minutes per address) the answer is 429, and never a 5xx.
  const statuses: number[] = [];
  for (let batch = 0; batch < 22 && !statuses.includes(429); batch++) {
    statuses.push(...(await Promise.all(Array.from({ length: 50 }, () => view('/flood')))).map((r) => r.status));
  }
  expect(statuses).toContain(429);
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
});
