// npm run bench: the catalogue's and the library's listings and keyword searches (exact and
// misspelt) over generated products and articles, and pages of one long discussion (bench/generate.ts).
// BENCH_SKUS and BENCH_ARTICLES (default 10000 each) top-level products and articles; BENCH_COMMENTS
// (default 100000) comments on one article; BENCH_BEACONS (default 100000) analytics beacons over 30
// days and BENCH_ORDERS (default 10000) paid orders; BENCH_DURATION seconds per scenario (default 10);
// BENCH_CONNECTIONS concurrent connections (default 10; 1 gives the time of a single request);
// BENCH_ONLY runs only the scenarios whose name contains it, or one of its |-separated parts (e.g. 'beacons|dashboard').
// Last, "sign-in during a flood": a member's sign-in alone and while 200 connections send wrong passwords from one address.
// The cached public reads run against a bare Express 5 server answering the same bytes, alternately,
// BENCH_ROUNDS times (default 3), and report the median ratio of req/s; "uncached" scenarios are
// sent as an administrator, whom the read cache never answers. Each row says whether its goal is met.
// With DATABASE_URL it runs on a fresh database on that server (dropped afterwards; BENCH_KEEP_DB
// keeps it, and BENCH_DATABASE=<name> runs again on a kept one without generating); otherwise on
// PGlite in a temporary directory.
import { randomBytes } from 'node:crypto';
import { dropBenchDatabase, useBenchDatabase } from './database';
import autocannon from 'autocannon';

const SKUS = Number(process.env.BENCH_SKUS ?? 10_000);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 100_000);
const BEACONS = Number(process.env.BENCH_BEACONS ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ONLY = process.env.BENCH_ONLY ?? '';
const serverUrl = process.env.DATABASE_URL;
const reused = process.env.BENCH_DATABASE;
const dbName = reused ?? `bench_${randomBytes(4).toString('hex')}`;

await useBenchDatabase(serverUrl, dbName, { kept: !!reused });

const { db, dbEngine } = await import('../src/platform/db');
const { migrateLatest } = await import('../src/platform/migrator');
const { migrations } = await import('../migrations');
const { createApp } = await import('../src/app');
const { serve } = await import('../src/platform/http/serve');
const { shutdown } = await import('../src/platform/shutdown');

const { generateArticles, generateBeacons, generateComments, generateOrders, generateProducts } = await import('./generate');
const { rollupDay } = await import('../src/modules/analytics/rollups');
const { startBareExpress } = await import('./bare');
const { createSession, hashPassword } = await import('../src/modules/accounts');
const { signInDuringFlood } = await import('./sign-in-flood');

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

/** A kept database's generated figures, read back as generate() returned them. */
async function generated() {
  const discussed: { id: number; slug: string } = await db('articles').where({ published: true }).orderBy('id').first('id', 'slug');
  return { tagIds: await db('product_tags').orderBy('id').pluck('id'), articleTagIds: await db('tags').orderBy('id').pluck('id'), discussed, ms: 0 };
}

await migrateLatest(db, migrations);
const { tagIds, articleTagIds, discussed, ms } = reused ? await generated() : await generate();
/** Where a reader who scrolled half way down the discussion (Highest Rated) asks for the next page, and a comment with many replies. */
const halfway: { likes: number; id: number } = await db('comments').where({ article_id: discussed.id, parent_comment: null }).orderBy([{ column: 'likes', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(Math.floor(COMMENTS / 4)).first('likes', 'id');
const busiest: { id: number } = await db('comments').where({ article_id: discussed.id }).orderBy('reply_count', 'desc').first('id');
/** An administrator's session for the dashboard. */
const adminId = ((await db('users').orderBy('id').first('id')) as { id: number }).id;
if (!reused) await db('user_roles').insert({ user_id: adminId, role_id: ((await db('roles').where({ slug: 'administrator' }).first('id')) as { id: number }).id });
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
/** The cache never answers an administrator: their requests measure the uncached read (session lookup included). */
const uncached = (opts: { method?: string; headers?: Record<string, string>; body?: string } = {}) => ({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${adminToken}` } });
let spelling = 0;
/**
 * Each call another spelling of the keyword that searches read the same (letter case, spaces
 * around it): a visitor's search that the read cache has not kept, every time.
 */
function respelt(keyword: string): string {
  const i = spelling++;
  const letters = [...keyword];
  const pad = ' '.repeat(Math.floor(i / 2 ** letters.length));
  return pad + letters.map((c, k) => ((i >> k) & 1 ? c.toUpperCase() : c)).join('') + pad;
}
type Prepared = { headers?: Record<string, string>; body?: string; path?: string };
const uncachedShop = (keyword: string, sort = '') => ({
  requests: [{ method: 'GET' as const, setupRequest: (req: Prepared) => ({ ...req, path: `/api/shop/p/sku?keyword=${encodeURIComponent(respelt(keyword))}${sort}` }) }],
});
const uncachedArticles = (body: { keyword: string; sort_by?: string }) => ({
  requests: [{ method: 'POST' as const, headers: { 'content-type': 'application/json' }, setupRequest: (req: Prepared) => ({ ...req, body: JSON.stringify({ ...body, keyword: respelt(body.keyword) }) }) }],
});
const someSku: { id: number } = await db('skus').whereNull('parent_sku').where({ published: true }).orderBy('id').offset(Math.floor(SKUS / 2)).first('id');

interface Goal {
  /** At least this share of bare Express's req/s (median over the rounds). */
  ratio?: number;
  p97_5?: number;
  p99?: number;
}
interface Scenario {
  name: string;
  path: string;
  opts?: object;
  /** Run against bare Express answering the same bytes, alternately, BENCH_ROUNDS times. */
  compare?: boolean;
  goal?: Goal;
}
const CACHED: Goal = { ratio: 0.5, p99: 50 };
const SEARCH: Goal = { p97_5: 20 };
const scenarios: Scenario[] = [
  { name: 'healthz', path: '/healthz', compare: true },
  { name: 'shop: listing, first page (newest)', path: '/api/shop/p/sku', compare: true, goal: CACHED },
  { name: 'shop: tag list', path: '/api/shop/product_tags', compare: true, goal: CACHED },
  { name: 'shop: a product', path: `/api/shop/sku/${someSku.id}`, compare: true, goal: CACHED },
  { name: 'shop: keyword "garden" (relevance)', path: '/api/shop/p/sku?keyword=garden&sort_by=relevance', compare: true, goal: CACHED },
  { name: 'articles: list, first page (newest)', path: '/api/article/search/f', opts: json({}), compare: true, goal: CACHED },
  { name: 'articles: one article', path: '/api/article?id=article_500', compare: true, goal: CACHED },
  { name: `comments: first page of ${COMMENTS} (Highest Rated)`, path: `/api/article/comment?article_id=${discussed.slug}`, compare: true, goal: CACHED },
  { name: 'shop: listing, page 50 (offset 490)', path: '/api/shop/p/sku?offset=490' },
  { name: 'shop: listing, title A-Z', path: '/api/shop/p/sku?sort_by=alpha_asc' },
  { name: 'shop: two tags', path: `/api/shop/p/sku?tag=${tagIds[0]}|${tagIds[1]}` },
  { name: 'shop: count, keyword "garden"', path: '/api/shop/sku/count', opts: json({ keyword: 'garden' }) },
  { name: 'articles: list, page 50 (offset 490)', path: '/api/article/search/f', opts: json({ offset: 490 }) },
  { name: 'articles: tag, by likes', path: '/api/article/search', opts: json({ tag: [articleTagIds[0]], sort_by: 'likes' }) },
  { name: `comments: first page of ${COMMENTS} (New)`, path: `/api/article/comment?article_id=${discussed.slug}&sort_by=created_at` },
  { name: 'comments: more replies of the busiest comment', path: `/api/article/comment?article_id=${discussed.slug}&parent_comment=${busiest.id}` },
  { name: 'uncached shop: keyword "garden" (relevance)', path: '/api/shop/p/sku?keyword=garden&sort_by=relevance', opts: uncachedShop('garden', '&sort_by=relevance'), goal: SEARCH },
  { name: 'uncached shop: keyword "garden memory"', path: '/api/shop/p/sku?keyword=garden%20memory&sort_by=relevance', opts: uncachedShop('garden memory', '&sort_by=relevance'), goal: SEARCH },
  { name: 'uncached shop: misspelt "gardne" (relevance)', path: '/api/shop/p/sku?keyword=gardne&sort_by=relevance', opts: uncachedShop('gardne', '&sort_by=relevance'), goal: SEARCH },
  { name: 'uncached shop: misspelt "typogrpahy" (newest)', path: '/api/shop/p/sku?keyword=typogrpahy', opts: uncachedShop('typogrpahy'), goal: SEARCH },
  { name: 'uncached articles: keyword "garden" (relevance)', path: '/api/article/search/f', opts: uncachedArticles({ keyword: 'garden', sort_by: 'relevance' }), goal: SEARCH },
  { name: 'uncached articles: keyword "garden memory"', path: '/api/article/search/f', opts: uncachedArticles({ keyword: 'garden memory', sort_by: 'relevance' }), goal: SEARCH },
  { name: 'uncached articles: misspelt "gardne" (relevance)', path: '/api/article/search/f', opts: uncachedArticles({ keyword: 'gardne', sort_by: 'relevance' }), goal: SEARCH },
  { name: 'uncached articles: misspelt "typogrpahy" (newest)', path: '/api/article/search/f', opts: uncachedArticles({ keyword: 'typogrpahy' }), goal: SEARCH },
  { name: `uncached comments: first page of ${COMMENTS} (Highest Rated)`, path: `/api/article/comment?article_id=${discussed.slug}`, opts: uncached(), goal: { p97_5: 10 } },
  { name: 'uncached comments: a page half way down (cursor)', path: `/api/article/comment?article_id=${discussed.slug}&cursor=${halfway.likes}.${halfway.id}`, opts: uncached(), goal: { p97_5: 10 } },
  { name: 'beacons: page view', path: '/api/mercury/p', opts: beacon('/api/mercury/p', { page_path: '/shop' }) },
  { name: 'beacons: add to cart', path: '/api/mercury/i', opts: beacon('/api/mercury/i', { component_id: 'sku-1', kind: 'add_to_cart' }) },
  { name: `dashboard: 30 days over ${BEACONS} beacons and ${ORDERS} orders`, path: `/api/admin/dashboard?${thirtyDays}`, opts: uncached() },
];
const chosen = scenarios.filter(({ name }) => ONLY.split('|').some((part) => name.includes(part)));

type RequestOpts = { method?: string; path?: string; headers?: Record<string, string>; body?: string; requests?: Array<Prepared & { method: string; setupRequest?: (req: Prepared) => Prepared }> };
/** The scenario's answer, once, as bare Express will send it; a scenario that answers an error measures nothing: say so before timing it. */
async function answerOf({ name, path, opts }: Scenario): Promise<string> {
  const o = (opts ?? {}) as RequestOpts;
  const first = o.requests?.[0];
  const r = first ? { ...first, ...first.setupRequest?.(first) } : o;
  const res = await fetch(url + (r.path ?? path), { method: r.method ?? 'GET', headers: r.headers, body: r.body });
  const text = await res.text();
  if (!res.ok) console.warn(`${name}: ${res.status} ${text.slice(0, 200)}`);
  return text;
}

const bare = await startBareExpress();
const run = (base: string, { path, opts }: Scenario) => autocannon({ url: base + path, connections: CONNECTIONS, duration: DURATION, ...(opts ?? {}) });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const met = (goal: Goal | undefined, m: { ratio?: number; p97_5: number; p99: number; answered: number }) => {
  if (!goal) return '';
  if (m.answered === 0) return 'missed: no answer within the run';
  const misses = [
    goal.ratio !== undefined && m.ratio !== undefined && m.ratio < goal.ratio && `ratio < ${goal.ratio}`,
    goal.p97_5 !== undefined && m.p97_5 > goal.p97_5 && `p97.5 > ${goal.p97_5} ms`,
    goal.p99 !== undefined && m.p99 > goal.p99 && `p99 > ${goal.p99} ms`,
  ].filter(Boolean);
  return misses.length ? `missed: ${misses.join(', ')}` : 'met';
};

console.log(`\n${SKUS} products (+ variants), ${ARTICLES} articles, ${COMMENTS} comments, ${BEACONS} beacons and ${ORDERS} orders on ${dbEngine}, generated in ${(ms / 1000).toFixed(1)} s; ${DURATION} s per run, ${CONNECTIONS} connection(s), ${ROUNDS} alternating rounds against bare Express where compared\n`);
console.log('| scenario | bytes | req/s | bare req/s | ratio | p50 ms | p97.5 ms | p99 ms | errors | goal |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const scenario of chosen) {
  const answer = await answerOf(scenario);
  bare.answer(answer);
  const rounds: Array<{ app: autocannon.Result; bare?: autocannon.Result }> = [];
  for (let i = 0; i < (scenario.compare ? ROUNDS : 1); i++) {
    const app = await run(url, scenario);
    rounds.push({ app, bare: scenario.compare ? await run(bare.url, scenario) : undefined });
  }
  const rps = median(rounds.map((r) => r.app.requests.average));
  const bareRps = scenario.compare ? median(rounds.map((r) => r.bare!.requests.average)) : undefined;
  const ratio = scenario.compare ? median(rounds.map((r) => r.app.requests.average / r.bare!.requests.average)) : undefined;
  // The worst round's tail: a goal on p99 holds in every round or not at all.
  const p97_5 = Math.max(...rounds.map((r) => r.app.latency.p97_5));
  const p99 = Math.max(...rounds.map((r) => r.app.latency.p99));
  const errors = rounds.reduce((n, r) => n + r.app.errors + r.app.non2xx, 0);
  const cells = [scenario.name, Buffer.byteLength(answer), Math.round(rps), bareRps === undefined ? '' : Math.round(bareRps), ratio?.toFixed(2) ?? '', median(rounds.map((r) => r.app.latency.p50)), p97_5, p99, errors, met(scenario.goal, { ratio, p97_5, p99, answered: Math.min(...rounds.map((r) => r.app.requests.total)) })];
  console.log(`| ${cells.join(' | ')} |`);
  if (errors) console.warn(`  answers by status: ${JSON.stringify(rounds.map((r) => r.app.statusCodeStats))}`);
}
await bare.close();

const FLOOD = 'sign-in during a flood';
if (ONLY.split('|').some((part) => FLOOD.includes(part))) {
  console.log(`\n| ${FLOOD} | | | |\n|---|---|---|---|`);
  for (const row of await signInDuringFlood(url, db, hashPassword, DURATION)) console.log(row);
}

// autocannon walks away from its last requests at the deadline: let their handlers finish before the pool closes.
const pool = (db.client as { pool?: { numUsed(): number; numPendingAcquires(): number } }).pool;
while (pool && pool.numUsed() + pool.numPendingAcquires() > 0) await new Promise((r) => setTimeout(r, 50));
await shutdown();
await dropBenchDatabase(serverUrl, dbName, { keep: !!(reused || process.env.BENCH_KEEP_DB) });
