import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Metric } from 'prom-client';
import { oldestUnpurged } from './cache-log';
import { config } from './config';
import { db } from './db';
import { rateLimitsCountLocally } from './http/limit-store';
import { ANSWERED_METHODS } from './http/methods';
import { jobCounts } from './job-queue';
import { logger } from './logger';
import { countWaiting, oldestWaiting } from './outbox';
import { onShutdown } from './shutdown';
import { withTimeout } from './timeout';

// Prometheus metrics of this process (prom-client), for operators: GET /metrics behind
// METRICS_TOKEN on the web port, and on WORKER_METRICS_PORT in the worker. Request timing costs
// two clock reads, a finish listener and a few additions per request; what costs a query (queue
// depth, outbox lag) is read only when Prometheus scrapes.

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

// ---- HTTP requests ---------------------------------------------------------------------------------

type Labels = Record<string, string>;

/**
 * A histogram whose observation is a bucket search and three additions, for every request:
 * prom-client's own validates and hashes the labels on each call (about 0.75 µs, five times the
 * rest of the timing). Series are keyed by a string the caller builds; prom-client formats them.
 */
class FastHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
  ) {}

  /** Adds one observation to the series `key`; `labels` names it the first time. */
  observe(key: string, labels: () => Labels, value: number): void {
    let s = this.series.get(key);
    if (!s) this.series.set(key, (s = { labels: labels(), counts: this.bounds.map(() => 0), sum: 0, count: 0 }));
    let i = 0;
    while (i < this.bounds.length && value > this.bounds[i]!) i++;
    if (i < this.bounds.length) s.counts[i]!++;
    s.sum += value;
    s.count++;
  }

  get() {
    const values: Array<{ metricName: string; labels: Record<string, string | number>; value: number }> = [];
    for (const { labels, counts, sum, count } of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((le, i) => values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le }, value: (cumulative += counts[i]!) }));
      values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le: '+Inf' }, value: count });
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: count });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    this.series.clear();
  }
}

const httpDuration = new FastHistogram(
  'http_request_duration_seconds',
  'Time to answer an HTTP request, by method, route pattern and status class.',
  [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);
registry.registerMetric(httpDuration as unknown as Metric);

const ROUTE = Symbol('metrics.route');
const BASE = Symbol('metrics.base');
type Labelled = Request & { [ROUTE]?: string; [BASE]?: string };

/**
 * Records where the routes below this point are mounted (req.baseUrl), for the route label: a
 * router gives its own base back before an error reaches the app's error handler.
 */
export const markRouteBase: RequestHandler = (req, _res, next) => {
  (req as Labelled)[BASE] = req.baseUrl;
  next();
};

/** Labels a request answered without reaching its route (the read cache's early answers). */
export function setRouteLabel(req: Request, route: string): void {
  (req as Labelled)[ROUTE] = route;
}

/**
 * The route pattern a request matched ('/api/shop/sku/:sku_id'), never the path asked, so the
 * labels stay few; requests no route took are counted by area.
 */
export function routeLabel(req: Request): string {
  const r = req as Labelled;
  if (r[ROUTE]) return r[ROUTE];
  const route = req.route as { path?: unknown } | undefined;
  if (route?.path !== undefined) return `${r[BASE] ?? req.baseUrl}${String(route.path)}`;
  const path = req.originalUrl;
  for (const area of ['/api/', '/uploads/', '/assets/', '/chariot']) if (path.startsWith(area)) return `${area.replace(/\/$/, '')}/*`;
  return '(other)';
}

/** Times every request that gets an answer, by method, route pattern and status class. */
export const measureRequests: RequestHandler = (req, res, next) => {
  const start = process.hrtime.bigint();
  res.once('finish', () => {
    const method = ANSWERED_METHODS.has(req.method) ? req.method : 'other';
    const route = routeLabel(req);
    const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    httpDuration.observe(`${method} ${statusClass} ${route}`, () => ({ method, route, status_class: statusClass }), seconds);
  });
  next();
};

// ---- The read cache ------------------------------------------------------------------------------

const readCache = new Counter({
  name: 'read_cache_answers_total',
  help: "Public reads by the read cache's answer: hit (kept and current), stale (kept, but something it showed changed since) or miss (not kept).",
  labelNames: ['result'] as const,
  registers: [registry],
});
/** One counter per result, its labels resolved once (src/platform/http/read-cache.ts counts every public read). */
export const readCacheAnswers = { hit: readCache.labels('hit'), stale: readCache.labels('stale'), miss: readCache.labels('miss') };

/** How the read cache tells its size (src/platform/http/kept-answers.ts owns it). */
let readCacheSize: (() => { entries: number; bytes: number }) | null = null;
export const reportReadCacheSize = (size: typeof readCacheSize) => void (readCacheSize = size);
new Gauge({
  name: 'read_cache_kept',
  help: "What this process's read cache keeps: answers (entries) and the memory counted against READ_CACHE_MB (bytes).",
  labelNames: ['measure'] as const,
  registers: [registry],
  collect() {
    if (!readCacheSize) return;
    const { entries, bytes } = readCacheSize();
    this.set({ measure: 'entries' }, entries);
    this.set({ measure: 'bytes' }, bytes);
  },
});

// ---- Purges of the shared cache in front (src/platform/cache-purge.ts) ------------------------------

const purgeDelay = new Histogram({
  name: 'cache_purge_delay_seconds',
  help: "Time from a write's commit to its purge answered by every Varnish, per log entry this process purged (the window a Varnish reader may see the old answer in).",
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10, 60],
  registers: [registry],
});
export const observePurgeDelay = (seconds: number) => purgeDelay.observe(seconds);

// ---- Jobs ------------------------------------------------------------------------------------------

const jobDuration = new Histogram({
  name: 'job_duration_seconds',
  help: 'Time a job run took in this process, by job name and outcome (completed or error); its count is the number of runs.',
  labelNames: ['name', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 15, 60, 300],
  registers: [registry],
});
const jobsEnqueued = new Counter({ name: 'jobs_enqueued_total', help: 'Jobs this process committed to the outbox, by job name.', labelNames: ['name'] as const, registers: [registry] });
const jobsFailed = new Counter({ name: 'jobs_failed_total', help: 'Jobs given up after their last attempt in this process, by job name.', labelNames: ['name'] as const, registers: [registry] });

/** Runs one attempt of a job, timed under its name and outcome. */
export async function timeJob(name: string, run: () => Promise<void>): Promise<void> {
  const end = jobDuration.startTimer({ name });
  try {
    await run();
    end({ outcome: 'completed' });
  } catch (err) {
    end({ outcome: 'error' });
    throw err;
  }
}

export const countEnqueued = (name: string) => jobsEnqueued.inc({ name });
export const countGivenUp = (name: string) => jobsFailed.inc({ name });

// ---- Read when scraped -----------------------------------------------------------------------------

const COLLECT_TIMEOUT_MS = 1000;

/** Fills a gauge from a read that may fail (the database or Redis away): then the gauge has no samples this scrape. */
function scraped<L extends string>(gauge: Gauge<L>, read: () => Promise<Array<[Partial<Record<L, string>>, number]>>): void {
  (gauge as unknown as { collect: () => Promise<void> }).collect = async () => {
    try {
      const samples = await withTimeout(read(), COLLECT_TIMEOUT_MS, 'collecting a metric');
      gauge.reset();
      for (const [labels, value] of samples) gauge.set(labels, value);
    } catch (err) {
      gauge.reset();
      logger.debug({ err, metric: (gauge as unknown as { name: string }).name }, 'metric not collected');
    }
  };
}

scraped(new Gauge({ name: 'job_queue_jobs', help: 'Jobs in the BullMQ queue by state (Redis only; shared by every process).', labelNames: ['state'] as const, registers: [registry] }), async () =>
  config.REDIS_URL ? Object.entries(await jobCounts()).map(([state, n]) => [{ state }, n]) : [],
);
scraped(new Gauge({ name: 'job_outbox_waiting', help: 'Jobs committed to the outbox and not yet handed on or run (shared by every process).', registers: [registry] }), async () => [[{}, await countWaiting()]]);
scraped(new Gauge({ name: 'job_outbox_lag_seconds', help: 'Age of the oldest due outbox row not yet handed on or run; 0 when none waits.', registers: [registry] }), async () => {
  const oldest = await oldestWaiting();
  return [[{}, oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0]];
});

scraped(new Gauge({ name: 'cache_purge_lag_seconds', help: 'Age of the oldest committed write not yet purged from the shared caches (VARNISH_URLS); 0 when none waits.', registers: [registry] }), async () => {
  if (!config.VARNISH_URLS.length) return [];
  const oldest = await oldestUnpurged();
  return [[{}, oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0]];
});

scraped(new Gauge({ name: 'rate_limits_local', help: '1 while this process counts rate limits in its own memory because Redis is away (each process then allows the limit).', registers: [registry] }), async () => [[{}, rateLimitsCountLocally() ? 1 : 0]]);

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
  max: number;
}
scraped(new Gauge({ name: 'db_pool_connections', help: "This process's database pool: connections used, free, and requests waiting for one.", labelNames: ['state'] as const, registers: [registry] }), async () => {
  const pool = (db.client as { pool?: TarnPool }).pool;
  if (!pool) return [];
  return [
    [{ state: 'used' }, pool.numUsed()],
    [{ state: 'free' }, pool.numFree()],
    [{ state: 'pending_acquires' }, pool.numPendingAcquires()],
    [{ state: 'pending_creates' }, pool.numPendingCreates()],
    [{ state: 'max' }, pool.max],
  ];
});

// ---- Serving ---------------------------------------------------------------------------------------

/** Whether an Authorization header carries the token: hashed first, so lengths leak nothing, then compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** The metrics in Prometheus text format, or 401 when a token is set and the request does not carry it. */
async function answer(authorization: string | undefined, token: string | undefined): Promise<{ status: number; type: string; body: string }> {
  if (token && !bearerMatches(authorization, token)) return { status: 401, type: 'text/plain', body: 'Unauthorized' };
  return { status: 200, type: registry.contentType, body: await registry.metrics() };
}

/** GET /metrics for the web app: the operator's token required (the app answers 404 when none is configured). */
export function metricsEndpoint(token: string): RequestHandler {
  return async (req, res) => {
    const { status, type, body } = await answer(req.get('authorization'), token);
    if (status === 401) res.set('WWW-Authenticate', 'Bearer');
    res.status(status).type(type).set('Cache-Control', 'no-store').send(body);
  };
}

/**
 * A port of its own answering GET /metrics (the worker, which serves nothing else). With
 * METRICS_TOKEN set it asks for the token too; without, keep the port off public networks.
 */
export async function serveMetrics(port: number, token = config.METRICS_TOKEN): Promise<number> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?', 1)[0] !== '/metrics') return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
    answer(req.headers.authorization, token).then(
      ({ status, type, body }) => res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...(status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}) }).end(body),
      (err: unknown) => {
        logger.error({ err }, 'metrics failed');
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, resolve));
  onShutdown('metrics server', () => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}
