import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { ADMINISTRATOR } from '../contract';
import { db } from '../db';

// Public reads answered from this process's memory while the modules they show are unchanged.
// Each module has a version in cache_versions that every committed write to its public tables
// moves (a trigger: migrations/20261128000100_read_cache_versions.ts). A request reads the
// versions afresh, with a read started after it arrived, so a write committed before any request
// is seen by it in every process; requests arriving together share one read, which under load
// costs one tiny query per round trip, not per request.

/** The modules whose writes make a cached read stale. */
export type CacheModule = 'accounts' | 'community' | 'content' | 'shop';
type Versions = ReadonlyMap<string, string>;

/** The platform's tables behind the versions (the triggers write cache_pending). */
const VERSIONS_TABLE = 'cache_versions';
export const READ_CACHE_TABLES = [VERSIONS_TABLE, 'cache_pending'] as const;

const MAX_BYTES = 64 * 1024 * 1024;
/** A CDN may keep an anonymous answer this long (seconds); browsers ask again each time (ETag). */
const SHARED_SECONDS = 10;

interface Entry {
  stamp: string;
  body: string;
  etag: string;
}

const entries = new LRUCache<string, Entry>({ maxSize: MAX_BYTES, sizeCalculation: (e, key) => e.body.length + key.length });

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
const keyOf = (req: Request) => (req.method === 'POST' ? `POST ${req.originalUrl} ${JSON.stringify(req.body)}` : `GET ${req.originalUrl}`);
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
    const stamp = modules.map((m) => versions.get(m) ?? '').join('.');
    const key = keyOf(req);
    cacheHeaders(req, res, signedIn);
    const hit = entries.get(key);
    if (hit?.stamp === stamp) return send(res, hit);

    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode !== 200) return json(body);
      const entry = { stamp, body: JSON.stringify(body), etag: '' };
      entry.etag = strongEtag(entry.body);
      entries.set(key, entry);
      return send(res, entry);
    };
    next();
  };
}

function cacheHeaders(req: Request, res: Response, signedIn: boolean): void {
  // POST reads (searches with a body) are kept here only: no HTTP cache keeps a POST.
  if (req.method === 'POST') return;
  res.set('Cache-Control', signedIn ? 'private, no-cache' : `public, max-age=0, s-maxage=${SHARED_SECONDS}`);
  res.vary('Authorization');
}

function send(res: Response, entry: Entry): Response {
  if (res.req.method !== 'POST') res.set('ETag', entry.etag);
  // res.send answers 304 itself when the request's If-None-Match matches the ETag.
  return res.type('application/json').send(entry.body);
}
