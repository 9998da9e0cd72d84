// npm run bench: the catalogue's and the library's listings and keyword searches (exact and
// misspelt) over generated products and articles, and pages of one long discussion (bench/generate.ts).
// BENCH_SKUS and BENCH_ARTICLES (default 10000 each) top-level products and articles; BENCH_COMMENTS
// (default 100000) comments on one article; BENCH_BEACONS (default 100000) analytics beacons over 30
// days and BENCH_ORDERS (default 10000) paid orders; BENCH_DURATION seconds per scenario (default 10);
// BENCH_CONNECTIONS concurrent connections (default 10; 1 gives the time of a single request);
// BENCH_ONLY runs only the scenarios whose name contains it, or one of its |-separated parts (e.g. 'beacons|dashboard').
// With DATABASE_URL it runs on a fresh database on that server (dropped afterwards); otherwise on
// PGlite in a temporary directory.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const SKUS = Number(process.env.BENCH_SKUS ?? 10_000);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 100_000);
const BEACONS = Number(process.env.BENCH_BEACONS ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ONLY = process.env.BENCH_ONLY ?? '';
const serverUrl = process.env.DATABASE_URL;
const dbName = `bench_${randomBytes(4).toString('hex')}`;

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'athenaeum-bench-'));
process.env.LOG_LEVEL = 'warn';
delete process.env.REDIS_URL;
if (serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  process.env.DATABASE_URL = url.toString();
}

const { db, dbEngine } = await import('../src/platform/db');
const { migrateLatest } = await import('../src/platform/migrator');
const { migrations } = await import('../migrations');
const { createApp } = await import('../src/app');
const { serve } = await import('../src/platform/http/serve');
const { shutdown } = await import('../src/platform/shutdown');

const { generateArticles, generateBeacons, generateComments, generateOrders, generateProducts } = await import('./generate');
const { rollupDay } = await import('../src/modules/analytics/rollups');
const { createSession } = await import('../src/modules/accounts');

async function generate() {
  const started = Date.now();
  const authors: Array<{ id: number }> = await db('users')
    .insert(Array.from({ length: 20 }, (_, i) => ({ username: `author${i}`, email: `author${i}@example.test`, password_hash: 'x' })))
    .returning('id');
  const { tagIds } = await generateProducts(db, SKUS);
  const articles = await generateArticles(db, ARTICLES, authors.map((a) => a.id));
  const discussed: { id: number; slug: string } = await db('articles').where({ published: true }).orderBy('id').first('id', 'slug');
  await generateComments(db, discussed.id, COMMENTS, authors.map((a) => a.id));
  const skuIds: number[] = await db('skus').whereNull('parent_sku').orderBy('id').limit(500).pluck('id');
  await generateBeacons(db, BEACONS, skuIds, articles.slugs, rollupDay);
  await generateOrders(db, ORDERS, skuIds);
  // As autovacuum would have by now: the visibility map lets counts use index-only scans.
  await db.raw('vacuum analyze');
  return { tagIds, articleTagIds: articles.tagIds, discussed, ms: Date.now() - started };
}

await migrateLatest(db, migrations);
const { tagIds, articleTagIds, discussed, ms } = await generate();
/** Where a reader who scrolled half way down the discussion (Highest Rated) asks for the next page, and a comment with many replies. */
const halfway: { likes: number; id: number } = await db('comments').where({ article_id: discussed.id, parent_comment: null }).orderBy([{ column: 'likes', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(Math.floor(COMMENTS / 4)).first('likes', 'id');
const busiest: { id: number } = await db('comments').where({ article_id: discussed.id }).orderBy('reply_count', 'desc').first('id');
/** An administrator's session for the dashboard. */
const adminId = ((await db('users').orderBy('id').first('id')) as { id: number }).id;
await db('user_roles').insert({ user_id: adminId, role_id: ((await db('roles').where({ slug: 'administrator' }).first('id')) as { id: number }).id });
const adminToken = await createSession(adminId);
const thirtyDays = `from=${new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`;
/** Each beacon from another address (trusted from loopback, as behind a proxy), as real traffic is. */
let sender = 0;
const beacon = (path: string, body: object) => ({
  requests: [
    {
      method: 'POST' as const,
      path,
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
      body: JSON.stringify(body),
      setupRequest: (req: { headers?: Record<string, string> }) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': `10.${(++sender >> 16) & 255}.${(sender >> 8) & 255}.${sender & 255}` } }),
    },
  ],
});
const app = await createApp({ client: 'none' });
const { port } = await serve(app, 0, '127.0.0.1');
const url = `http://127.0.0.1:${port}`;

const json = (body: object) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const scenarios: Array<[string, string, object?]> = [
  ['shop: listing, first page (newest)', '/api/shop/p/sku'],
  ['shop: listing, page 50 (offset 490)', '/api/shop/p/sku?offset=490'],
  ['shop: listing, title A-Z', '/api/shop/p/sku?sort_by=alpha_asc'],
  ['shop: keyword "garden" (relevance)', '/api/shop/p/sku?keyword=garden&sort_by=relevance'],
  ['shop: keyword "garden memory"', '/api/shop/p/sku?keyword=garden%20memory&sort_by=relevance'],
  ['shop: misspelt "gardne" (relevance)', '/api/shop/p/sku?keyword=gardne&sort_by=relevance'],
  ['shop: misspelt "typogrpahy" (newest)', '/api/shop/p/sku?keyword=typogrpahy'],
  ['shop: two tags', `/api/shop/p/sku?tag=${tagIds[0]}|${tagIds[1]}`],
  ['shop: count, keyword "garden"', '/api/shop/sku/count', json({ keyword: 'garden' })],
  ['articles: list, first page (newest)', '/api/article/search/f', json({})],
  ['articles: list, page 50 (offset 490)', '/api/article/search/f', json({ offset: 490 })],
  ['articles: keyword "garden" (relevance)', '/api/article/search/f', json({ keyword: 'garden', sort_by: 'relevance' })],
  ['articles: keyword "garden memory"', '/api/article/search/f', json({ keyword: 'garden memory', sort_by: 'relevance' })],
  ['articles: misspelt "gardne" (relevance)', '/api/article/search/f', json({ keyword: 'gardne', sort_by: 'relevance' })],
  ['articles: misspelt "typogrpahy" (newest)', '/api/article/search/f', json({ keyword: 'typogrpahy' })],
  ['articles: tag, by likes', '/api/article/search', json({ tag: [articleTagIds[0]], sort_by: 'likes' })],
  ['articles: one article', '/api/article?id=article_500'],
  [`comments: first page of ${COMMENTS} (Highest Rated)`, `/api/article/comment?article_id=${discussed.slug}`],
  [`comments: first page of ${COMMENTS} (New)`, `/api/article/comment?article_id=${discussed.slug}&sort_by=created_at`],
  ['comments: a page half way down (cursor)', `/api/article/comment?article_id=${discussed.slug}&cursor=${halfway.likes}.${halfway.id}`],
  ['comments: more replies of the busiest comment', `/api/article/comment?article_id=${discussed.slug}&parent_comment=${busiest.id}`],
  ['beacons: page view', '/api/mercury/p', beacon('/api/mercury/p', { page_path: '/shop' })],
  ['beacons: add to cart', '/api/mercury/i', beacon('/api/mercury/i', { component_id: 'sku-1', kind: 'add_to_cart' })],
  [`dashboard: 30 days over ${BEACONS} beacons and ${ORDERS} orders`, `/api/admin/dashboard?${thirtyDays}`, { headers: { authorization: `Bearer ${adminToken}` } }],
];

// A scenario that answers errors measures nothing: say so before timing it.
for (const [name, p, opts] of scenarios) {
  const o = (opts ?? {}) as { method?: string; headers?: Record<string, string>; body?: string; requests?: Array<{ method: string; headers: Record<string, string>; body: string }> };
  const r = o.requests?.[0] ?? o;
  const res = await fetch(url + p, { method: r.method ?? 'GET', headers: r.headers, body: r.body });
  if (!res.ok) console.warn(`${name}: ${res.status} ${(await res.text()).slice(0, 200)}`);
}

console.log(`\n${SKUS} products (+ variants), ${ARTICLES} articles, ${COMMENTS} comments, ${BEACONS} beacons and ${ORDERS} orders on ${dbEngine}, generated in ${(ms / 1000).toFixed(1)} s; ${DURATION} s per scenario, ${CONNECTIONS} connection(s)\n`);
console.log('| scenario | req/s | p50 ms | p97.5 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const [name, p, opts] of scenarios.filter(([name]) => ONLY.split('|').some((part) => name.includes(part)))) {
  const r = await autocannon({ url: url + p, connections: CONNECTIONS, duration: DURATION, ...(opts ?? {}) });
  console.log(`| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.errors + r.non2xx} |`);
  if (r.non2xx) console.warn(`  answers by status: ${JSON.stringify(r.statusCodeStats)}`);
}

// autocannon walks away from its last requests at the deadline: let their handlers finish before the pool closes.
const pool = (db.client as { pool?: { numUsed(): number; numPendingAcquires(): number } }).pool;
while (pool && pool.numUsed() + pool.numPendingAcquires() > 0) await new Promise((r) => setTimeout(r, 50));
await shutdown();
if (serverUrl && process.env.BENCH_KEEP_DB) console.log(`\nkept database ${dbName}`);
else if (serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
