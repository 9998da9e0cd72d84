import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { readClock } from '../cache-log';
import { config } from '../config';
import { db } from '../db';
import { readCacheAnswers, reportReadCacheSize, setRouteLabel } from '../metrics';
import { tableOfKey } from './read-keys';
import { loadCachedSchema } from './read-scope';
import { surrogateKeyHeader } from './surrogate-keys';

// Public answers (JSON reads and server-rendered pages) kept in this process's memory while
// nothing they showed has changed.
//
// Keys, not modules: an answer is kept with the keys of what its queries read (read-scope.ts,
// read-keys.ts: `articles:slug=the_edge`, `tags`), and every committed transaction that wrote
// rows public reads show logs the keys it touched under the next value of one clock
// (migrations/20261201000100_read_cache_keys.ts). A request reads the clock afresh, with a read
// started after it arrived, and this process applies the log up to it: each key's last change.
// A kept answer is served while none of its keys changed after the clock it was made at, so a
// write committed before any request is seen by it in every process. Requests arriving together
// share one clock read and one log read.

/** The platform's tables behind the keys (the triggers write cache_pending). */
export const READ_CACHE_TABLES = ['cache_clock', 'cache_log', 'cache_pending'] as const;

const MB = 1024 * 1024;
/** Gzip forms of kept answers, made for the rare client that does not take Brotli. */
const GZIP_BYTES = 8 * MB;
/**
 * An answer older than this is made again even if nothing it read changed: a read may depend on
 * the time (this week's featured product) as well as on rows.
 */
const MAX_AGE_MS = 10 * 60_000;
/** Keys whose last change this process remembers; past it, it forgets them all and every answer made before. */
const MAX_CHANGED_KEYS = 500_000;
/** A CDN may keep an anonymous answer this long (seconds); browsers ask again each time (ETag). */
const SHARED_SECONDS = 10;

/**
 * Encodings sent, best first. Smaller answers are kept and sent as they are (as the compression
 * middleware's threshold has it); larger ones are kept as Brotli only: a page takes a quarter of
 * the room, so four times as many stay kept. Gzip is made from it when asked, and kept aside.
 */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const COMPRESS_FROM_BYTES = 1024;
// Output in small chunks, copied to memory of its own: zlib's default 16 KB chunks are garbage V8
// does not see. A kept answer must not be a slice of Node's shared 64 KB buffer pool (Buffer.from
// slices anything under 32 KB from it): each kept slice would hold a whole slab alive, three to
// five times the answer, unseen by the cache's byte bound.
const CHUNK = { chunkSize: 2048 };
function exactly(buffer: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}
const compress: Record<Encoding, (body: Buffer) => Buffer> = {
  // Quality 4: a 35 KB product page to 8.3 KB in 0.46 ms, against 7.7 KB in 0.8 ms at quality 5; a miss pays it.
  br: (body) => exactly(brotliCompressSync(body, { ...CHUNK, params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length, [zlib.BROTLI_PARAM_LGWIN]: 18 } })),
  gzip: (body) => exactly(gzipSync(body, CHUNK)),
};

/** An answer as it is kept. */
export interface KeptAnswer {
  keys: readonly string[];
  /** The clock the answer was made at: its reads saw every write up to it. */
  seq: number;
  /** The route pattern that made it, for the metrics of the answers given early from it. */
  route: string;
  /** Content-Type. */
  type: string;
  /** The answer as it is, when it is small; a larger one is kept as `br`. */
  body: Buffer | null;
  br: Buffer | null;
  etag: string;
  /** The keys as a shared cache's Surrogate-Key header. */
  surrogateKeys: string;
  /** Headers of its own (a page's Content-Security-Policy, its Vary). */
  headers: Readonly<Record<string, string>>;
}

/**
 * The memory an answer takes, as measured (a process's RSS over 20,000 kept JSON answers): its
 * bytes, and about 3 KB of objects and strings beside them, most of it its keys held twice (as a
 * list and as the Surrogate-Key header). The cache's bound is in these bytes, so it bounds the
 * process's memory, not only the answers'.
 */
const sizeOf = (e: KeptAnswer, key: string) => (e.body?.length ?? 0) + (e.br?.length ?? 0) + 3 * e.surrogateKeys.length + 2 * key.length + 1500;

const entries = new LRUCache<string, KeptAnswer>({ maxSize: config.READ_CACHE_MB * MB, ttl: MAX_AGE_MS, sizeCalculation: sizeOf });
reportReadCacheSize(() => ({ entries: entries.size, bytes: entries.calculatedSize }));
/** Gzip forms by ETag: the same answer under several URLs is compressed once. */
const gzipped = new LRUCache<string, Buffer>({ maxSize: GZIP_BYTES, ttl: MAX_AGE_MS, sizeCalculation: (b) => b.length });

const strongEtag = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Keeps an answer made at clock `seq` from what it read. */
export function keep(key: string, answer: { keys: readonly string[]; seq: number; route: string; type: string; body: string; headers?: Record<string, string> }): KeptAnswer {
  const body = Buffer.from(answer.body);
  const small = body.length < COMPRESS_FROM_BYTES;
  const entry: KeptAnswer = {
    ...answer,
    body: small ? exactly(body) : null,
    headers: answer.headers ?? {},
    etag: strongEtag(body),
    surrogateKeys: surrogateKeyHeader(answer.keys),
    br: small ? null : compress.br(body),
  };
  entries.set(key, entry);
  return entry;
}

/** Whether an answer is kept under this key (without touching its place in the LRU). */
export const isKept = (key: string): boolean => entries.has(key);

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
export function isCurrent(entry: KeptAnswer): boolean {
  if (entry.seq < floor) return false;
  for (const key of entry.keys) {
    if ((changed.get(key) ?? 0) > entry.seq) return false;
    // A row key is also stale when the whole table was (a TRUNCATE, a transaction of many rows).
    if (key.includes(':') && (changed.get(`${tableOfKey(key)}:*`) ?? 0) > entry.seq) return false;
  }
  return true;
}

/**
 * The clock as of a read started after this call, and the answer kept under `key` if it is
 * current as of it: `kept` tells a stale answer from none.
 */
export async function lookUp(key: string): Promise<{ seq: number; current?: KeptAnswer; kept: boolean }> {
  const seq = await currentClock();
  const entry = entries.get(key);
  return { seq, current: entry && isCurrent(entry) ? entry : undefined, kept: !!entry };
}

/**
 * A door's common part: reads the clock afresh and sends the answer kept under `key` when it is
 * current (counted a hit); otherwise counts it stale or a miss. Resolves 'sent', the clock a new
 * answer is to be made at, or 'unknown' when the database could not say (the route then answers
 * by itself, and reports the trouble).
 */
export async function serveKept(req: Request, res: Response, key: string, { signedIn }: { signedIn: boolean }): Promise<'sent' | 'unknown' | number> {
  let found: Awaited<ReturnType<typeof lookUp>>;
  try {
    await loadCachedSchema();
    found = await lookUp(key);
  } catch {
    return 'unknown';
  }
  cacheHeaders(req, res, signedIn);
  if (found.current) {
    readCacheAnswers.hit.inc();
    sendKept(req, res, found.current, { shared: !signedIn });
    return 'sent';
  }
  readCacheAnswers[found.kept ? 'stale' : 'miss'].inc();
  return found.seq;
}

// ---- Sending -----------------------------------------------------------------------------------

/** How a shared cache may keep an answer: anonymous GETs a few seconds, anything with a session never. */
export function cacheHeaders(req: Request, res: Response, signedIn: boolean): void {
  // POST reads (searches with a body) are kept here only: no HTTP cache keeps a POST.
  if (req.method === 'POST') return void res.set('Cache-Control', 'no-store');
  res.set('Cache-Control', signedIn ? 'private, no-cache' : `public, max-age=0, s-maxage=${SHARED_SECONDS}`);
}

/** The answer as it is: kept so, or kept compressed. */
const identity = (entry: KeptAnswer): Buffer => entry.body ?? brotliDecompressSync(entry.br!);

function gzipOf(entry: KeptAnswer): Buffer {
  let gzip = gzipped.get(entry.etag);
  if (!gzip) gzipped.set(entry.etag, (gzip = compress.gzip(identity(entry))));
  return gzip;
}

/**
 * A kept answer with its strong ETag (a GET with a matching If-None-Match gets a 304), compressed
 * once per encoding (or sent as it is when small). `shared`: an anonymous GET, which a shared
 * cache in front may keep by its Surrogate-Key.
 */
export function sendKept(req: Request, res: Response, entry: KeptAnswer, { shared }: { shared: boolean }): void {
  setRouteLabel(req, entry.route);
  res.set(entry.headers);
  res.vary('Accept-Encoding');
  if (shared && req.method !== 'POST') res.set('Surrogate-Key', entry.surrogateKeys);
  if (req.method !== 'POST') {
    res.set('ETag', entry.etag);
    if (req.fresh) return void res.status(304).end();
  }
  const encoding = entry.body ? false : (req.acceptsEncodings(...ENCODINGS) as Encoding | false);
  const body = entry.body ?? (encoding === 'br' ? entry.br! : encoding === 'gzip' ? gzipOf(entry) : identity(entry));
  if (encoding) res.set('Content-Encoding', encoding);
  res.status(200).set({ 'Content-Type': entry.type, 'Content-Length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}
