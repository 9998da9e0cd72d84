import type { Request, RequestHandler, Response } from 'express';
import { ADMINISTRATOR } from '../contract';
import { readCacheAnswers, routeLabel } from '../metrics';
import { cacheHeaders, isKept, keep, lookUp, sendKept, serveKept } from './kept-answers';
import type { PageKeyOf } from './page-cache';
import { readingInto, type ReadScope } from './read-scope';

// The API's public reads, kept (kept-answers.ts) by what they read (read-scope.ts).
//
// Two doors: `publicRead` on each route keeps answers and serves members and misses; and
// `cachedAnswers`, early in the app, serves an anonymous request whose answer is kept before the
// request reaches body checks, authentication, routing and the compression middleware.

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
const JSON_TYPE = 'application/json; charset=utf-8';
/** A member's answer is the anonymous one, but a shared cache must not give it to the other. */
const ANSWER_HEADERS = { Vary: 'Authorization' };

/** Paths of POST reads with answers kept: only these are parsed early (a webhook needs its raw body). */
const postPaths = new Set<string>();

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
    const key = keyOf(req);
    const seq = await serveKept(req, res, key, { signedIn });
    if (seq === 'unknown') return next();
    if (seq === 'sent') return;

    const reading: ReadScope = { keys: new Set(), unkept: false };
    const original = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode !== 200 || reading.unkept) return original(body);
      const entry = keep(key, { keys: [...reading.keys], seq, route: routeLabel(req), type: JSON_TYPE, body: JSON.stringify(body), headers: ANSWER_HEADERS });
      if (req.method === 'POST') postPaths.add(pathOf(req));
      sendKept(req, res, entry, { shared: !signedIn });
      return res;
    };
    readingInto(reading, next);
  };
}

/**
 * Serves an anonymous request from the cache when its answer is kept and current (an API read, or
 * a page: page-cache.ts); otherwise passes it on. Mounted before compression (it compresses
 * itself) and before the API's body checks, given the API's JSON parser for POST reads.
 */
export function cachedAnswers(jsonBody: RequestHandler, pageKeyOf: PageKeyOf): RequestHandler {
  return (req, res, next) => {
    if (req.get('authorization')) return next();
    if (!req.path.startsWith('/api/')) return answerFromCache(req, res, next, pageKeyOf(req));
    if (req.method === 'POST' && postPaths.has(pathOf(req))) return jsonBody(req, res, (err?: unknown) => (err ? next(err) : answerFromCache(req, res, next, keyOf(req))));
    if (req.method === 'GET' || req.method === 'HEAD') return answerFromCache(req, res, next, keyOf(req));
    next();
  };
}

/**
 * Runs in body-parser's callback and in a promise's, where Express's error handling does not reach:
 * whatever throws goes to `next`, never up to the process.
 */
function answerFromCache(req: Request, res: Response, next: (err?: unknown) => void, key: string | null): void {
  try {
    if (key === null || !isKept(key)) return next();
    lookUp(key)
      .then(
        ({ current }) => {
          if (!current) return next();
          readCacheAnswers.hit.inc();
          cacheHeaders(req, res, false);
          sendKept(req, res, current, { shared: true });
        },
        () => next(), // the route reports the database's trouble itself
      )
      .catch(next);
  } catch (err) {
    next(err);
  }
}
