import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { ADMINISTRATOR } from '../contract';
import { db } from '../db';
import { routeLabel, setRouteLabel } from '../metrics';

// Public reads answered from this process's memory while the modules they show are unchanged.
// Each module has a version in cache_versions that every committed write to its public tables
// moves (a trigger: migrations/20261128000100_read_cache_versions.ts). A request reads the
// versions afresh, with a read started after it arrived, so a write committed before any request
// is seen by it in every process; requests arriving together share one read, which under load
// costs one tiny query per round trip, not per request.
//
// Two doors: `publicRead` on each route keeps answers and serves members and misses; and
// `cachedAnswers`, early in the app, serves an anonymous request whose answer is kept before the
// request reaches body checks, authentication, routing and the compression middleware, sending
// the answer compressed once per encoding. A kept key was validated when its answer was made.

/** The modules whose writes make a cached read stale. */
export type CacheModule = 'accounts' | 'community' | 'content' | 'shop';
type Versions = ReadonlyMap<string, string>;

/** The platform's tables behind the versions (the triggers write cache_pending). */
const VERSIONS_TABLE = 'cache_versions';
export const READ_CACHE_TABLES = [VERSIONS_TABLE, 'cache_pending'] as const;

const MAX_BYTES = 64 * 1024 * 1024;
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
  modules: readonly CacheModule[];
  /** The route pattern that made it, for the metrics of the answers given early from it. */
  route: string;
  stamp: string;
  body: string;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Paths of POST reads with answers kept: only these are parsed early (a webhook needs its raw body). */
const postPaths = new Set<string>();

// Room for the body and its compressed forms (each well under the body's size).
const entries = new LRUCache<string, Entry>({ maxSize: MAX_BYTES, sizeCalculation: (e, key) => 2 * e.body.length + key.length });

async function readVersions(): Promise<Versions> {
  const rows: Array<{ module: string; version: string }> = await db(VERSIONS_TABLE).select('module', db.raw('version::text as version'));
  return new Map(rows.map((r) => [r.module, r.version]));
}

/** The read every newcomer joins until it starts, and the one running. */
let nextRead: Promise<Versions> | null = null;
let running: Promise<Versions> | null = null;

/** The versions as of a read started after this call: one read for all who ask meanwhile. */
export function currentVersions(): Promise<Versions> {
  nextRead ??= (running ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => {
      // From here on, newcomers wait for a read of their own: this one may start before they arrived.
      nextRead = null;
      const read = readVersions();
      running = read;
      void read.catch(() => undefined).finally(() => {
        if (running === read) running = null;
      });
      return read;
    });
  return nextRead;
}

export interface PublicReadOptions {
  /**
   * The answer carries the signed-in viewer's own data (their review, their votes): only
   * anonymous answers are shared. Otherwise a member gets the same shared answer, marked private.
   */
  personal?: boolean;
}

const isAdministrator = (req: Request) => !!req.user?.roles.includes(ADMINISTRATOR);
const stampOf = (modules: readonly CacheModule[], versions: Versions) => modules.map((m) => versions.get(m) ?? '').join('.');
const keyOf = (req: Request) => (req.method === 'POST' ? `POST ${req.originalUrl} ${JSON.stringify(req.body)}` : `GET ${req.originalUrl}`);
/** The path as asked, wherever the router that sees it is mounted. */
const pathOf = (req: Request) => req.originalUrl.split('?', 1)[0]!;
const strongEtag = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Serves a public read from the cache while the given modules are unchanged, with a strong ETag
 * (a GET answers 304 to a matching If-None-Match). Administrators, who may see unpublished rows,
 * always get a fresh answer. Anonymous GETs may be kept by a CDN for a few seconds; anything asked
 * with a session stays private. Only 200 answers are kept.
 */
export function publicRead(modules: readonly CacheModule[], { personal = false }: PublicReadOptions = {}): RequestHandler {
  return async (req, res, next) => {
    const signedIn = !!req.user;
    if (isAdministrator(req) || (personal && signedIn)) return next();
    let versions: Versions;
    try {
      versions = await currentVersions();
    } catch {
      return next(); // the handler reports the database's trouble itself
    }
    const stamp = stampOf(modules, versions);
    const key = keyOf(req);
    cacheHeaders(req, res, signedIn);
    const hit = entries.get(key);
    if (hit?.stamp === stamp) return send(res, hit);

    const original = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode !== 200) return original(body);
      const json = JSON.stringify(body);
      const entry: Entry = { modules, route: routeLabel(req), stamp, body: json, etag: strongEtag(json), encoded: {} };
      entries.set(key, entry);
      if (req.method === 'POST') postPaths.add(pathOf(req));
      return send(res, entry);
    };
    next();
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
    const entry = entries.get(keyOf(req));
    if (!entry) return next();
    currentVersions()
      .then(
        (versions) => (stampOf(entry.modules, versions) === entry.stamp ? sendKept(req, res, entry) : next()),
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

function send(res: Response, entry: Entry): Response {
  if (res.req.method !== 'POST') res.set('ETag', entry.etag);
  // res.send answers 304 itself when the request's If-None-Match matches the ETag.
  return res.type('application/json').send(entry.body);
}
