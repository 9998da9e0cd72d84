// npm run bench: the catalogue's listing and keyword search over generated SKUs.
// BENCH_SKUS (default 10000) top-level products; BENCH_DURATION seconds per scenario (default 10);
// BENCH_CONNECTIONS concurrent connections (default 10; 1 gives the time of a single request).
// With DATABASE_URL it runs on a fresh database on that server (dropped afterwards); otherwise on
// PGlite in a temporary directory.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const SKUS = Number(process.env.BENCH_SKUS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
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

// A deterministic word salad, so every run searches the same catalogue.
let seed = 42;
const rand = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const WORDS = ['typography', 'garden', 'letters', 'history', 'river', 'design', 'craft', 'memory', 'atlas', 'winter', 'printing', 'ink', 'library', 'silence', 'harbour', 'machine', 'paper', 'light', 'city', 'voices', 'grammar', 'island', 'bindings', 'margins', 'archive', 'compass', 'orchard', 'lantern', 'meridian', 'folio'] as const;
const title = () => `The ${pick(WORDS)} of ${pick(WORDS)} ${pick(WORDS)}`.replace(/^./, (c) => c.toUpperCase());
const sentence = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');

async function generate() {
  const started = Date.now();
  const tagIds: number[] = [];
  for (const w of WORDS.slice(0, 12)) tagIds.push((await db('product_tags').insert({ name: w, label: w }).returning('id'))[0].id as number);
  const base = Date.UTC(2024, 0, 1);
  for (let done = 0; done < SKUS; done += 1000) {
    const rows = Array.from({ length: Math.min(1000, SKUS - done) }, (_, i) => ({
      title: title(),
      subtitle: sentence(6),
      description: `<p>${sentence(60)}</p>`,
      list_price: (5 + rand() * 60).toFixed(2),
      qty_on_hand: Math.floor(rand() * 120),
      published: rand() > 0.05,
      created_at: new Date(base + (done + i) * 60_000),
    }));
    const ids: Array<{ id: number }> = await db('skus').insert(rows).returning('id');
    const variants = ids.filter(() => rand() < 0.3).flatMap(({ id }) => ['Hardcover', 'Paperback'].map((t, k) => ({ title: t, parent_sku: id, sort_key: k, published: true, list_price: '19.00' })));
    if (variants.length) await db('skus').insert(variants);
    const tags = ids.flatMap(({ id }) => [...new Set([pick(tagIds), pick(tagIds)])].map((tag_id) => ({ sku_id: id, tag_id })));
    await db('sku_tags').insert(tags);
  }
  await db.raw('analyze');
  return { tagIds, ms: Date.now() - started };
}

await migrateLatest(db, migrations);
const { tagIds, ms } = await generate();
const app = await createApp({ client: 'none' });
const { port } = await serve(app, 0, '127.0.0.1');
const url = `http://127.0.0.1:${port}`;

const scenarios: Array<[string, string, object?]> = [
  ['listing, first page (newest)', '/api/shop/p/sku'],
  ['listing, page 50 (offset 490)', '/api/shop/p/sku?offset=490'],
  ['listing, title A-Z', '/api/shop/p/sku?sort_by=alpha_asc'],
  ['keyword "garden" (relevance)', '/api/shop/p/sku?keyword=garden&sort_by=relevance'],
  ['keyword "lantern orchard"', '/api/shop/p/sku?keyword=lantern%20orchard'],
  ['misspelt "typograhpy"', '/api/shop/p/sku?keyword=typograhpy&sort_by=relevance'],
  ['two tags', `/api/shop/p/sku?tag=${tagIds[0]}|${tagIds[1]}`],
  ['count, keyword "garden"', '/api/shop/sku/count', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ keyword: 'garden' }) }],
];

console.log(`\n${SKUS} products (+ variants) on ${dbEngine}, generated in ${(ms / 1000).toFixed(1)} s; ${DURATION} s per scenario, ${CONNECTIONS} connection(s)\n`);
console.log('| scenario | req/s | p50 ms | p97.5 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const [name, p, opts] of scenarios) {
  const r = await autocannon({ url: url + p, connections: CONNECTIONS, duration: DURATION, ...(opts ?? {}) });
  console.log(`| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.errors + r.non2xx} |`);
}

await shutdown();
if (serverUrl && process.env.BENCH_KEEP_DB) console.log(`\nkept database ${dbName}`);
else if (serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
