// npm run bench:workload: the built site (dist/server.js, as one child process, as it runs in
// production) under a visitors' mix rather than one hot URL: products and articles drawn by a Zipf
// law (s = 1) over a fixed random order of popularity, half products and half articles, as the
// site's JSON reads (GET /api/shop/sku/pid?ids=… with the product page's extras, GET /api/article?id=…)
// or as pages (/shop/<id>, /article/<slug>), sent as a browser sends them (Accept, and
// Accept-Encoding: br, gzip, so the compressed answer is what is measured); with and without 5 writes
// a second that the bench commits itself in plain SQL (an article's likes, a product's qty_on_hand,
// alternately, each a Zipf draw), and the most popular product's page alone.
// Needs DATABASE_URL (a PostgreSQL server whose role may create databases): a fresh database
// workload_<hex> is created on it, migrated and filled with BENCH_SKUS (default 100000) top-level
// products and BENCH_ARTICLES (default 100000) articles by 20 authors (bench/generate.ts), then
// analyzed; it is dropped afterwards unless BENCH_KEEP_DB=1, and BENCH_DATABASE=<name> runs again
// on a kept one without generating. REDIS_URL, when set, is passed to the server (otherwise it runs
// without Redis), and so is READ_CACHE_MB. Run `npm run build` first.
// BENCH_DURATION seconds per run (default 10), after BENCH_WARMUP seconds (default BENCH_DURATION)
// of the same traffic, not counted; BENCH_CONNECTIONS concurrent connections (default 32);
// BENCH_ONLY runs only the scenarios whose name contains it, or one of its |-separated parts (e.g. 'pages|hot').
// Each scenario runs against a bare Express 5 server answering the same bytes (200 of the app's own
// answers to the scenario's traffic, chosen by a hash of the path: bench/bare.ts), alternately,
// BENCH_ROUNDS times (default 3), and reports the median req/s, the median of the rounds' ratios,
// the median p50 and p99, the server's peak RSS (/proc/<pid>/status every 500 ms; one process serves
// every scenario, so a later row's peak includes what the earlier ones grew) and the read cache's
// hit rate over the counted runs (its /metrics, behind a METRICS_TOKEN the bench sets).
// Each row says whether its goal is met (a p99 goal holds in every round or not at all).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBareSamples, type SampledAnswer } from './bare';

const SKUS = Number(process.env.BENCH_SKUS ?? 100_000);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? DURATION);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ONLY = process.env.BENCH_ONLY ?? '';
const KEEP = Boolean(process.env.BENCH_KEEP_DB);
const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const reused = process.env.BENCH_DATABASE;
const dbName = reused ?? `workload_${randomBytes(4).toString('hex')}`;
const WRITES_PER_SECOND = 5;
const SAMPLES = 200;
const RSS_GOAL_MB = 400;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const root = path.resolve(import.meta.dirname, '..');
/** What `npm run build` makes that the server serves (as scripts/built-site.mjs checks). */
const BUILT = ['dist/server.js', 'dist/site/server/index.js', 'dist/admin/index.html'];
const missing = BUILT.filter((file) => !fs.existsSync(path.join(root, file)));
if (missing.length) {
  console.error(`Build the site first (npm run build): no ${missing.join(', ')}`);
  process.exit(1);
}
if (!serverUrl) {
  console.error('npm run bench:workload needs DATABASE_URL: a PostgreSQL server on which it may create a database (e.g. postgres://postgres@127.0.0.1:5432/postgres).');
  process.exit(2);
}
/** The newest file under p, as npm start decides whether to build again. */
const newestMtime = (p: string): number => {
  const stat = fs.statSync(p);
  return stat.isDirectory() ? Math.max(0, ...fs.readdirSync(p).map((f) => newestMtime(path.join(p, f)))) : stat.mtimeMs;
};
const stamp = path.join(root, 'dist/.build-stamp');
if (fs.existsSync(stamp) && ['src', 'migrations'].some((d) => newestMtime(path.join(root, d)) > fs.statSync(stamp).mtimeMs)) {
  console.warn('Warning: src/ or migrations/ changed since the last build: this measures the build in dist/, not the sources (npm run build).');
}

const benchUrl = new URL(serverUrl);
benchUrl.pathname = `/${dbName}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athenaeum-workload-'));
// This process only migrates, generates and reads the URL populations; the server gets Redis.
process.env.DATABASE_URL = benchUrl.toString();
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = 'warn';
delete process.env.REDIS_URL;

/** Run last first, whatever failed before. */
const cleanups: Array<() => Promise<unknown>> = [];
const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- Seeded draws ----------------------------------------------------------------------------------

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A copy of xs in a fixed random order (Fisher-Yates on a seeded PRNG): the order of popularity. */
function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const rand = prng(seed);
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Draws from ranked (most popular first) by Zipf's law with s = 1: P(rank k) ∝ 1/k. The CDF is computed once. */
function zipf<T>(ranked: readonly T[]): (u: number) => T {
  const cdf = new Float64Array(ranked.length);
  let sum = 0;
  for (let k = 0; k < ranked.length; k++) cdf[k] = sum += 1 / (k + 1);
  for (let k = 0; k < ranked.length; k++) cdf[k]! /= sum;
  cdf[ranked.length - 1] = 1;
  return (u) => {
    let lo = 0;
    let hi = ranked.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cdf[mid]! < u) lo = mid + 1;
      else hi = mid;
    }
    return ranked[lo]!;
  };
}

// ---- The server ------------------------------------------------------------------------------------

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Its first lines are passed on (to stderr); the rest are only counted, so a flood of errors does not bury the table. */
const SERVER_LINES_SHOWN = 50;
let serverLines = 0;
function relay(stream: NodeJS.ReadableStream | null) {
  let rest = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop()!;
    for (const line of lines) if (line.trim() && ++serverLines <= SERVER_LINES_SHOWN) log(`[server] ${line}`);
  });
}

/** dist/server.js on a free port with the bench's database, answering /healthz and /readyz. */
async function startServer(metricsToken: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      PORT: String(port),
      DATABASE_URL: benchUrl.toString(),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      // Queue and rate-limit keys of its own in a shared Redis.
      QUEUE_PREFIX: dbName,
      // As the scripts that measure the built site start it (scripts/built-site.mjs): React's production build.
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      METRICS_TOKEN: metricsToken,
    },
  });
  relay(child.stdout);
  relay(child.stderr);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it answered /readyz`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer /readyz within 60 s');
    await sleep(200);
  }
  return { child, url };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(killer);
}

/** The process's resident memory now, in MB (0 once it is gone). */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

type CacheCounts = Record<'hit' | 'stale' | 'miss', number>;
/** The read cache's answers so far (read_cache_answers_total), or null when /metrics does not answer. */
async function cacheCounts(url: string, token: string): Promise<CacheCounts | null> {
  try {
    const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) return null;
    const counts: CacheCounts = { hit: 0, stale: 0, miss: 0 };
    for (const [, result, value] of (await res.text()).matchAll(/^read_cache_answers_total\{result="(hit|stale|miss)"\} (\S+)$/gm)) counts[result as keyof CacheCounts] = Number(value);
    return counts;
  } catch {
    return null;
  }
}

/** One GET as it comes off the wire (node:http does not decode the body). */
function getRaw(url: string, headers: Record<string, string>): Promise<SampledAnswer & { status: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            contentType: res.headers['content-type'] ?? 'application/octet-stream',
            contentEncoding: res.headers['content-encoding'],
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

// ---- Scenarios -------------------------------------------------------------------------------------

interface Goal {
  /** At least this share of bare Express's req/s (median of the rounds' ratios). */
  ratio?: number;
  /** p99 at most this many ms in every round. */
  p99?: number;
}
interface Scenario {
  name: string;
  accept: string;
  /** A new stream of paths from a seeded PRNG: the same seed, the same paths. */
  paths: (seed: number) => () => string;
  writes: boolean;
  goal?: Goal;
}
interface Row {
  name: string;
  bytes: number;
  rps: number;
  bareRps: number;
  ratio: number;
  p50: number;
  p99: number;
  worstP99: number;
  non2xx: number;
  errors: number;
  statuses: string;
  peakRss: number;
  cache: CacheCounts | null;
  writes?: { done: number; failed: number; skipped: number };
  sampleErrors: number;
  goal: string;
  /** The machine's 1-minute load average when the scenario ended (2 cores: above 2, something else competed). */
  load: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  if (!reused) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
  }
  if (!reused && !KEEP) {
    cleanups.push(async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
      // The server's queue keys (QUEUE_PREFIX is the database's name) go with it.
      if (redisUrl) {
        const { Redis } = await import('ioredis');
        const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
        const keys: string[] = [];
        for await (const batch of redis.scanStream({ match: `${dbName}:*`, count: 1000 })) keys.push(...(batch as string[]));
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      }
    });
  } else cleanups.push(async () => log(`\nkept database ${dbName}`));

  const { db } = await import('../src/platform/db');
  const { migrateLatest } = await import('../src/platform/migrator');
  const { migrations } = await import('../migrations');
  const { shutdown } = await import('../src/platform/shutdown');
  const { generateArticles, generateProducts } = await import('./generate');

  let generatedMs = 0;
  await migrateLatest(db, migrations);
  if (!reused) {
    const started = Date.now();
    log(`generating ${SKUS} products and ${ARTICLES} articles in ${dbName}…`);
    const authors: Array<{ id: number }> = await db('users')
      .insert(Array.from({ length: 20 }, (_, i) => ({ username: `author${i}`, email: `author${i}@example.test`, password_hash: 'x' })))
      .returning('id');
    await generateProducts(db, SKUS);
    await generateArticles(db, ARTICLES, authors.map((a) => a.id));
    // As autovacuum would have by now: fresh statistics and a visibility map.
    await db.raw('vacuum analyze');
    generatedMs = Date.now() - started;
    log(`generated in ${(generatedMs / 1000).toFixed(1)} s`);
  }
  // What visitors can reach: published top-level products (variants show on their parent's page) and published articles.
  const productIds: number[] = await db('skus').where({ published: true }).whereNull('parent_sku').orderBy('id').pluck('id');
  const articleRows: Array<{ id: number; slug: string }> = await db('articles').where({ published: true }).orderBy('id').select('id', 'slug');
  // The server opens its own pool: this one would only hold connections.
  await shutdown();
  if (!productIds.length || !articleRows.length) throw new Error(`${dbName} has no published product or no published article`);

  const productRanks = shuffled(productIds, 1);
  const drawProduct = zipf(productRanks);
  const drawArticle = zipf(shuffled(articleRows, 2));
  const hot = productRanks[0]!;
  /** Half products, half articles, alternately; each a Zipf draw on a PRNG of its own seed. */
  const mix = (product: (id: number) => string, article: (slug: string) => string) => (seed: number) => {
    const rand = prng(seed);
    let n = 0;
    return () => (n++ % 2 === 0 ? product(drawProduct(rand())) : article(drawArticle(rand()).slug));
  };
  // The reads the site's own pages make in the browser (src/web/api/reads.ts: skuFamily and article).
  const jsonMix = mix((id) => `/api/shop/sku/pid?ids=${id}&fc=1&ratings=1&fpt=1&ship=1&full=1`, (slug) => `/api/article?id=${encodeURIComponent(slug)}`);
  const pageMix = mix((id) => `/shop/${id}`, (slug) => `/article/${encodeURIComponent(slug)}`);
  const JSON_ACCEPT = 'application/json';
  const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  const writes = ` + ${WRITES_PER_SECOND} writes/s`;
  const scenarios: Scenario[] = [
    { name: 'json zipf', accept: JSON_ACCEPT, paths: jsonMix, writes: false },
    { name: `json zipf${writes}`, accept: JSON_ACCEPT, paths: jsonMix, writes: true, goal: { ratio: 0.5, p99: 50 } },
    { name: 'pages zipf', accept: HTML_ACCEPT, paths: pageMix, writes: false, goal: { ratio: 0.25 } },
    { name: `pages zipf${writes}`, accept: HTML_ACCEPT, paths: pageMix, writes: true, goal: { ratio: 0.15 } },
    { name: 'one hot page', accept: HTML_ACCEPT, paths: () => () => `/shop/${hot}`, writes: false, goal: { ratio: 0.5 } },
  ];
  const chosen = scenarios.filter(({ name }) => ONLY.split('|').some((part) => name.includes(part)));

  const metricsToken = randomBytes(16).toString('hex');
  const server = await startServer(metricsToken);
  cleanups.push(() => stopServer(server.child));
  const pid = server.child.pid!;
  const exited: { how: string | null } = { how: null };
  server.child.on('exit', (code, signal) => (exited.how = `${code ?? signal}`));
  const rss = { scenario: 0, overall: rssMb(pid) };
  const sampler = setInterval(() => {
    const mb = rssMb(pid);
    rss.scenario = Math.max(rss.scenario, mb);
    rss.overall = Math.max(rss.overall, mb);
  }, 500);
  cleanups.push(async () => clearInterval(sampler));

  const bare = await startBareSamples();
  cleanups.push(() => bare.close());
  const writer = new pg.Client({ connectionString: benchUrl.toString() });
  await writer.connect();
  cleanups.push(() => writer.end());
  const metricsReachable = (await cacheCounts(server.url, metricsToken)) !== null;

  /** Commits WRITES_PER_SECOND writes a second, an article's like and a product's stock alternately, one at a time (a tick skipped while one is still in flight). */
  function startWrites(seed: number) {
    const rand = prng(seed);
    const counts = { done: 0, failed: 0, skipped: 0 };
    let n = 0;
    let inFlight: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (inFlight) {
        counts.skipped++;
        return;
      }
      const write = n++ % 2 === 0 ? writer.query('update articles set likes = likes + 1 where id = $1', [drawArticle(rand()).id]) : writer.query('update skus set qty_on_hand = qty_on_hand + 1 where id = $1', [drawProduct(rand())]);
      inFlight = write.then(
        () => counts.done++,
        (err: Error) => {
          if (++counts.failed <= 3) log(`write failed: ${err.message}`);
        },
      ).finally(() => (inFlight = null));
    }, 1000 / WRITES_PER_SECOND);
    return async () => {
      clearInterval(timer);
      await inFlight;
      return counts;
    };
  }

  const run = (base: string, s: Scenario, seconds: number, seed: number) => {
    const next = s.paths(seed);
    return autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: seconds,
      headers: { accept: s.accept, 'accept-encoding': 'br, gzip', 'user-agent': BROWSER },
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }],
    });
  };

  log(`\n${productIds.length} published products and ${articleRows.length} published articles in ${dbName}; server pid ${pid} at ${server.url}${redisUrl ? ' with Redis' : ' without Redis'}; metrics ${metricsReachable ? 'reachable' : 'not reachable'}`);
  const rows: Row[] = [];
  for (const s of chosen) {
    // Each scenario's own paths (the same distribution, another sequence), so one does not replay the last one's into a warm cache.
    const seed = 1000 * (scenarios.indexOf(s) + 1);
    rss.scenario = rssMb(pid);
    const stopWrites = s.writes ? startWrites(seed + 999) : null;
    // The bare server's answers: the app's own to SAMPLES paths of this traffic (one fetch per distinct path).
    const headers = { accept: s.accept, 'accept-encoding': 'br, gzip', 'user-agent': BROWSER };
    const next = s.paths(seed);
    const fetched = new Map<string, Promise<SampledAnswer & { status: number }>>();
    const samples: Array<SampledAnswer & { status: number }> = [];
    for (let i = 0; i < SAMPLES; i++) {
      const p = next();
      if (!fetched.has(p)) fetched.set(p, getRaw(server.url + p, headers));
      samples.push(await fetched.get(p)!);
    }
    const sampleErrors = (await Promise.all(fetched.values())).filter((a) => a.status !== 200).length;
    if (sampleErrors) log(`${s.name}: ${sampleErrors} of ${fetched.size} sampled paths answered other than 200 (${[...new Set(samples.map((a) => a.status))].join(', ')})`);
    bare.answer(samples);
    const bytes = samples.reduce((n, a) => n + a.body.length, 0) / samples.length;
    const encodings = [...new Set(samples.map((a) => a.contentEncoding ?? 'identity'))].join('/');

    log(`${s.name}: warm-up ${WARMUP} s, then ${ROUNDS} round(s) of ${DURATION} s against bare Express (sample: ${fetched.size} distinct answers, mean ${Math.round(bytes)} bytes, ${encodings})`);
    if (WARMUP > 0) {
      await run(server.url, s, WARMUP, seed + 1);
      await run(bare.url, s, Math.min(WARMUP, 2), seed + 1);
    }
    const before = await cacheCounts(server.url, metricsToken);
    const rounds: Array<{ app: autocannon.Result; bare: autocannon.Result }> = [];
    for (let i = 0; i < ROUNDS; i++) {
      const app = await run(server.url, s, DURATION, seed + 2 + i);
      rounds.push({ app, bare: await run(bare.url, s, DURATION, seed + 2 + i) });
    }
    const after = await cacheCounts(server.url, metricsToken);
    const written = await stopWrites?.();
    if (exited.how !== null) throw new Error(`the server exited (${exited.how}) during "${s.name}"`);

    const cache = before && after ? { hit: after.hit - before.hit, stale: after.stale - before.stale, miss: after.miss - before.miss } : null;
    const ratio = median(rounds.map((r) => r.app.requests.average / r.bare.requests.average));
    const worstP99 = Math.max(...rounds.map((r) => r.app.latency.p99));
    const peakRss = rss.scenario;
    const misses = [
      s.goal?.ratio !== undefined && ratio < s.goal.ratio && `ratio < ${s.goal.ratio}`,
      s.goal?.p99 !== undefined && worstP99 > s.goal.p99 && `p99 > ${s.goal.p99} ms`,
      peakRss > RSS_GOAL_MB && `RSS > ${RSS_GOAL_MB} MB`,
    ].filter(Boolean);
    const answered = Math.min(...rounds.map((r) => r.app.requests.total));
    const row: Row = {
      name: s.name,
      bytes,
      rps: median(rounds.map((r) => r.app.requests.average)),
      bareRps: median(rounds.map((r) => r.bare.requests.average)),
      ratio,
      p50: median(rounds.map((r) => r.app.latency.p50)),
      p99: median(rounds.map((r) => r.app.latency.p99)),
      worstP99,
      non2xx: rounds.reduce((n, r) => n + r.app.non2xx, 0),
      errors: rounds.reduce((n, r) => n + r.app.errors, 0),
      statuses: JSON.stringify(rounds.map((r) => r.app.statusCodeStats)),
      peakRss,
      cache,
      writes: written,
      sampleErrors,
      goal: answered === 0 ? 'missed: no answer within the run' : misses.length ? `missed: ${misses.join(', ')}` : s.goal ? 'met' : 'met (peak RSS)',
      load: os.loadavg()[0]!,
    };
    rows.push(row);
    log(`${s.name}: ${Math.round(row.rps)} req/s, bare ${Math.round(row.bareRps)}, ratio ${ratio.toFixed(2)}, p99 ${row.p99} ms, peak RSS ${Math.round(peakRss)} MB`);
    const bareErrors = rounds.reduce((n, r) => n + r.bare.non2xx + r.bare.errors, 0);
    if (bareErrors) log(`  bare Express: ${bareErrors} non-2xx or errors`);
  }

  const pct = (c: CacheCounts | null) => {
    const total = c ? c.hit + c.stale + c.miss : 0;
    return c && total ? `${((100 * c.hit) / total).toFixed(1)}%` : 'n/a';
  };
  console.log(
    `\n${productIds.length} products and ${articleRows.length} articles published (BENCH_SKUS ${SKUS}, BENCH_ARTICLES ${ARTICLES}) in ${dbName}${reused ? ' (kept)' : `, generated in ${(generatedMs / 1000).toFixed(1)} s`}; ` +
      `dist/server.js${redisUrl ? ' with Redis' : ''}, READ_CACHE_MB ${process.env.READ_CACHE_MB ?? '128 (default)'}; ${CONNECTIONS} connections, ${WARMUP} s warm-up, ${DURATION} s per run, ${ROUNDS} alternating round(s) against bare Express\n`,
  );
  console.log('| scenario | bytes | req/s | bare req/s | ratio | p50 ms | p99 ms | non-2xx | errors | peak RSS MB | cache hits | goal |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    const cells = [r.name, Math.round(r.bytes), Math.round(r.rps), Math.round(r.bareRps), r.ratio.toFixed(2), r.p50, r.p99, r.non2xx, r.errors, Math.round(r.peakRss), pct(r.cache), r.goal];
    console.log(`| ${cells.join(' | ')} |`);
  }
  console.log(`\npeak RSS over the whole run: ${Math.round(rss.overall)} MB (goal ≤ ${RSS_GOAL_MB} MB: ${rss.overall <= RSS_GOAL_MB ? 'met' : 'missed'})`);
  for (const r of rows) {
    const notes = [
      `load average ${r.load.toFixed(1)} at its end`,
      r.cache && `read cache ${r.cache.hit} hits, ${r.cache.stale} stale, ${r.cache.miss} misses`,
      r.writes && `${r.writes.done} writes committed, ${r.writes.failed} failed, ${r.writes.skipped} ticks skipped (one still in flight)`,
      r.p99 !== r.worstP99 && `worst round's p99 ${r.worstP99} ms`,
      r.non2xx + r.errors > 0 && `answers by status per round: ${r.statuses}`,
      r.sampleErrors > 0 && `${r.sampleErrors} sampled answers were not 200`,
    ].filter(Boolean);
    if (notes.length) console.log(`- ${r.name}: ${notes.join('; ')}`);
  }
  if (!metricsReachable) console.log('- /metrics did not answer: no read cache figures');
  if (serverLines > SERVER_LINES_SHOWN) console.log(`- the server wrote ${serverLines} log lines (the first ${SERVER_LINES_SHOWN} are above, on stderr)`);
}

try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((err: unknown) => console.error(err));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
