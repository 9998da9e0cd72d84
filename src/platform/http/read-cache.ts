import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { ADMINISTRATOR } from '../contract';
import { db } from '../db';
import { readCacheAnswers, routeLabel, setRouteLabel } from '../metrics';
import { keysOfQuery, tableOfKey, type CachedSchema } from './read-keys';
import { surrogateKeyHeader } from './surrogate-keys';

// Public reads answered from this process's memory while nothing they showed has changed.
//
// Keys, not modules: an answer is kept with the keys of what its queries read (read-keys.ts finds
// them in the SQL: `articles:slug=the_edge`, `tags`), and every committed transaction that wrote
// rows public reads show logs the keys it touched under the next value of one clock
// (migrations/20261201000100_read_cache_keys.ts). A request reads the clock afresh, with a read
// started after it arrived, and this process applies the log up to it: each key's last change.
// A kept answer is served while none of its keys changed after the clock it was made at, so a
// write committed before any request is seen by it in every process. Requests arriving together
// share one clock read and one log read.
//
// Two doors: `publicRead` on each route keeps answers and serves members and misses; and
// `cachedAnswers`, early in the app, serves an anonymous request whose answer is kept before the
// request reaches body checks, authentication, routing and the compression middleware, sending
// the answer compressed once per encoding.

/** The platform's tables behind the keys (the triggers write cache_pending). */
export const READ_CACHE_TABLES = ['cache_clock', 'cache_log', 'cache_pending'] as const;

const MAX_BYTES = 64 * 1024 * 1024;
/** Keys whose last change this process remembers; past it, it forgets them all and every answer made before. */
const MAX_CHANGED_KEYS = 500_000;
/** How long the log keeps an entry: a process further behind than that starts afresh. */
const LOG_MINUTES = 15;
/** A CDN may keep an anonymous answer this long (seconds); browsers ask again each time (ETag). */
const SHARED_SECONDS = 10;

/** Encodings kept per answer, best first; smaller answers go as they are (as the compression middleware's threshold has it). */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const COMPRESS_FROM_BYTES = 1024;
const compress: Record<Encoding, (body: string) => Buffer> = {
  // Quality 5 compresses nearly as well as the default 11 for JSON at a fraction of the time.
  br: (body) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body),
};

interface Entry {
  keys: readonly string[];
  /** The clock the answer was made at: its reads saw every write up to it. */
  seq: number;
  /** The route pattern that made it, for the metrics of the answers given early from it. */
  route: string;
  body: string;
  etag: string;
  /** The keys as a shared cache's Surrogate-Key header. */
  surrogateKeys: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Paths of POST reads with answers kept: only these are parsed early (a webhook needs its raw body). */
const postPaths = new Set<string>();

// Room for the body and its compressed forms (each well under the body's size).
const entries = new LRUCache<string, Entry>({ maxSize: MAX_BYTES, sizeCalculation: (e, key) => 2 * e.body.length + key.length });

// ---- The log, as this process has applied it ---------------------------------------------------

/** Each key's last change (its log entry's clock), as far as applied. */
const changed = new Map<string, number>();
/** The clock up to which the log is applied; null before the first request. */
let applied: number | null = null;
/** Answers made before this clock are not served (this process forgot what changed before it). */
let floor = 0;

/** Forgets every change and every answer made before `seq`. */
function startAfresh(seq: number): void {
  changed.clear();
  floor = seq;
  applied = seq;
}

async function readClock(): Promise<number> {
  const row = (await db('cache_clock').first('seq')) as { seq: string | number } | undefined;
  return Number(row?.seq ?? 0);
}

/** Applies the log's entries after `applied` up to `seq`. */
async function applyLog(seq: number): Promise<void> {
  if (applied === null) return startAfresh(seq);
  if (seq <= applied) return;
  const rows: Array<{ seq: string | number; keys: string[] }> = await db('cache_log').where('seq', '>', applied).andWhere('seq', '<=', seq).orderBy('seq').select('seq', 'keys');
  // Entries follow each other one by one; a missing one was pruned: what changed then is unknown.
  if (rows.length !== seq - applied) return startAfresh(seq);
  for (const row of rows) for (const key of row.keys) changed.set(key, Number(row.seq));
  applied = seq;
  if (changed.size > MAX_CHANGED_KEYS) startAfresh(seq);
}

/** The read every newcomer joins until it starts, and the one running. */
let nextRead: Promise<number> | null = null;
let running: Promise<number> | null = null;

/**
 * The clock as of a read started after this call, with the log applied up to it: one read for
 * all who ask meanwhile.
 */
export function currentClock(): Promise<number> {
  nextRead ??= (running ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => {
      // From here on, newcomers wait for a read of their own: this one may start before they arrived.
      nextRead = null;
      const read = readClock().then(async (seq) => {
        await applyLog(seq);
        return seq;
      });
      running = read;
      void read.catch(() => undefined).finally(() => {
        if (running === read) running = null;
      });
      return read;
    });
  return nextRead;
}

/** Whether nothing an answer showed has changed since it was made. */
function isCurrent(entry: Entry): boolean {
  if (entry.seq < floor) return false;
  for (const key of entry.keys) {
    if ((changed.get(key) ?? 0) > entry.seq) return false;
    // A row key is also stale when the whole table was (a TRUNCATE, a transaction of many rows).
    if (key.includes(':') && (changed.get(`${tableOfKey(key)}:*`) ?? 0) > entry.seq) return false;
  }
  return true;
}

/** Deletes the log's entries no process still needs (every few hundred writes, from one process at a time at most). */
let prunedAt = 0;
function pruneLog(seq: number): void {
  if (seq - prunedAt < 500) return;
  prunedAt = seq;
  void db('cache_log')
    .where('logged_at', '<', db.raw(`now() - interval '${LOG_MINUTES} minutes'`))
    .delete()
    .catch(() => undefined);
}

// ---- What a request read -----------------------------------------------------------------------

interface ReadScope {
  keys: Set<string>;
  /** It read a table whose writes are not logged (or the schema was unknown): not to be kept. */
  unkept: boolean;
}

const scope = new AsyncLocalStorage<ReadScope>();
let schema: CachedSchema | null = null;

/** The cached tables and their key columns, from the triggers' arguments; every other table is untracked. */
export async function cachedSchema(): Promise<CachedSchema> {
  const { rows } = await db.raw<{ rows: Array<{ table: string; tracked: boolean; args: string[] }> }>(
    `select c.relname as table, t.oid is not null as tracked,
            array_remove(string_to_array(encode(t.tgargs, 'escape'), '\\000'), '') as args
       from pg_class c
       left join pg_trigger t on t.tgrelid = c.oid and t.tgname = 'cache_keys'
      where c.relkind in ('r', 'p', 'v', 'm') and c.relnamespace = current_schema()::regnamespace`,
  );
  const keyColumns = new Map<string, string[]>();
  const untracked = new Set<string>();
  for (const { table, tracked, args } of rows) {
    if (tracked) keyColumns.set(table, args ?? []);
    else untracked.add(table);
  }
  return { keyColumns, untracked };
}

db.on('query', (query: { sql?: string; bindings?: readonly unknown[] }) => {
  const reading = scope.getStore();
  if (!reading || !query.sql) return;
  if (!schema) return void (reading.unkept = true);
  const found = keysOfQuery(query.sql, query.bindings ?? [], schema);
  for (const key of found.keys) reading.keys.add(key);
  if (found.untracked.length) reading.unkept = true;
});

// ---- The routes' door --------------------------------------------------------------------------

export interface PublicReadOptions {
  /**
   * The answer carries the signed-in viewer's own data (their review, their votes): only
   * anonymous answers are shared. Otherwise a member gets the same shared answer, marked private.
   */
  personal?: boolean;
}

const isAdministrator = (req: Request) => !!req.user?.roles.includes(ADMINISTRATOR);
const keyOf = (req: Request) => (req.method === 'POST' ? `POST ${req.originalUrl} ${JSON.stringify(req.body)}` : `GET ${req.originalUrl}`);
/** The path as asked, wherever the router that sees it is mounted. */
const pathOf = (req: Request) => req.originalUrl.split('?', 1)[0]!;
const strongEtag = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Serves a public read from the cache while nothing it showed has changed, with a strong ETag (a
 * GET answers 304 to a matching If-None-Match). Administrators, who may see unpublished rows,
 * always get a fresh answer. Anonymous GETs may be kept by a CDN for a few seconds; anything asked
 * with a session stays private. Only 200 answers are kept.
 */
export function publicRead({ personal = false }: PublicReadOptions = {}): RequestHandler {
  return async (req, res, next) => {
    const signedIn = !!req.user;
    if (isAdministrator(req) || (personal && signedIn)) return next();
    let seq: number;
    try {
      seq = await currentClock();
      schema ??= await cachedSchema();
    } catch {
      return next(); // the handler reports the database's trouble itself
    }
    pruneLog(seq);
    const key = keyOf(req);
    cacheHeaders(req, res, signedIn);
    const hit = entries.get(key);
    if (hit && isCurrent(hit)) {
      readCacheAnswers.hit.inc();
      return send(res, hit, signedIn);
    }
    readCacheAnswers[hit ? 'stale' : 'miss'].inc();

    const reading: ReadScope = { keys: new Set(), unkept: false };
    const original = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode !== 200 || reading.unkept) return original(body);
      const json = JSON.stringify(body);
      const keys = [...reading.keys];
      const entry: Entry = { keys, seq, route: routeLabel(req), body: json, etag: strongEtag(json), surrogateKeys: surrogateKeyHeader(keys), encoded: {} };
      entries.set(key, entry);
      if (req.method === 'POST') postPaths.add(pathOf(req));
      return send(res, entry, signedIn);
    };
    scope.run(reading, next);
  };
}

/**
 * Serves an anonymous request from the cache when its answer is kept and current; otherwise
 * passes it on. Mounted before compression (it compresses itself) and before the API's body
 * checks, given the API's JSON parser for POST reads.
 */
export function cachedAnswers(jsonBody: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.get('authorization') || !req.path.startsWith('/api/')) return next();
    if (req.method === 'POST' && postPaths.has(pathOf(req))) return jsonBody(req, res, (err?: unknown) => (err ? next(err) : answerFromCache(req, res, next)));
    if (req.method === 'GET' || req.method === 'HEAD') return answerFromCache(req, res, next);
    next();
  };
}

/**
 * Runs in body-parser's callback and in a promise's, where Express's error handling does not reach:
 * whatever throws goes to `next`, never up to the process.
 */
function answerFromCache(req: Request, res: Response, next: (err?: unknown) => void): void {
  try {
    if (!entries.has(keyOf(req))) return next();
    currentClock()
      .then(
        () => {
          const entry = entries.get(keyOf(req));
          if (!entry || !isCurrent(entry)) return next();
          readCacheAnswers.hit.inc();
          sendKept(req, res, entry);
        },
        () => next(), // the route reports the database's trouble itself
      )
      .catch(next);
  } catch (err) {
    next(err);
  }
}

/** A kept answer, compressed once per encoding (or sent as it is when small). */
function sendKept(req: Request, res: Response, entry: Entry): void {
  setRouteLabel(req, entry.route);
  cacheHeaders(req, res, false);
  sharedKeys(res, entry, false);
  res.vary('Accept-Encoding');
  if (req.method !== 'POST') {
    res.set('ETag', entry.etag);
    if (req.fresh) return void res.status(304).end();
  }
  const encoding = entry.body.length >= COMPRESS_FROM_BYTES ? (req.acceptsEncodings(...ENCODINGS) as Encoding | false) : false;
  const body = encoding ? (entry.encoded[encoding] ??= compress[encoding](entry.body)) : entry.body;
  if (encoding) res.set('Content-Encoding', encoding);
  res.status(200).type('application/json').set('Content-Length', String(Buffer.byteLength(body)));
  res.end(req.method === 'HEAD' ? undefined : body);
}

function cacheHeaders(req: Request, res: Response, signedIn: boolean): void {
  // POST reads (searches with a body) are kept here only: no HTTP cache keeps a POST.
  if (req.method === 'POST') return void res.set('Cache-Control', 'no-store');
  res.set('Cache-Control', signedIn ? 'private, no-cache' : `public, max-age=0, s-maxage=${SHARED_SECONDS}`);
  res.vary('Authorization');
}

/** An anonymous GET's keys, for a shared cache in front to purge it by (docs/operations.md "Varnish"). */
function sharedKeys(res: Response, entry: Entry, signedIn: boolean): void {
  if (!signedIn && res.req.method !== 'POST') res.set('Surrogate-Key', entry.surrogateKeys);
}

function send(res: Response, entry: Entry, signedIn: boolean): Response {
  sharedKeys(res, entry, signedIn);
  if (res.req.method !== 'POST') res.set('ETag', entry.etag);
  // res.send answers 304 itself when the request's If-None-Match matches the ETag.
  return res.type('application/json').send(entry.body);
}
