import type { Request, RequestHandler, Response } from 'express';
import { routeLabel } from '../metrics';
import { keep, sendKept, serveKept } from './kept-answers';
import { readingInto, type ReadScope } from './read-scope';
import { policyForScriptsIn } from './security';

// Server-rendered pages kept as the API's public reads are (kept-answers.ts): by the keys of what
// their loaders read, for anonymous visitors, served with a strong ETag and a Surrogate-Key. A
// kept page is the same for everyone who asks: its inline scripts are allowed by their hashes,
// not by a per-answer nonce. It is still rendered with one, which marks the scripts the render
// wrote itself (only those are hashed) and is then taken out.

/** The key a page is kept under for this request, or null when it is not one to keep (a session's, a form post). */
export type PageKeyOf = (req: Request) => string | null;

/**
 * Keys pages by URL and by `variantOf`: what else of the request the page shows (the reader's
 * theme), or null for a request whose page is its own (a signed-in visitor's).
 */
export const pageKeys =
  (variantOf: (req: Request) => string | null): PageKeyOf =>
  (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const variant = variantOf(req);
    return variant === null ? null : `PAGE ${variant} ${req.originalUrl}`;
  };

/** Renders a page for the request as the framework's handler does. */
export type RenderPage = (req: Request, res: Response) => Promise<globalThis.Response>;

/** Headers the kept answer sets itself. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'cache-control', 'content-security-policy', 'etag']);

/**
 * Serves a kept page while nothing it showed has changed; renders and keeps it otherwise (a 200
 * with no cookie set, from reads of tracked tables only). Requests with no key go on to the
 * framework's own handler.
 */
export function keptPages(keyOf: PageKeyOf, render: RenderPage): RequestHandler {
  return async (req, res, next) => {
    const key = req.method === 'GET' ? keyOf(req) : null;
    if (key === null) return next();
    // A page not kept, or whose database did not answer, is rendered as the framework does.
    const seq = await serveKept(req, res, key, { signedIn: false });
    if (seq === 'unknown') return next();
    if (seq === 'sent') return;
    try {
      const nonce = res.locals.cspNonce as string;
      const reading: ReadScope = { keys: new Set(), unkept: false };
      const page = await readingInto(reading, () => render(req, res));
      const rendered = await page.text();
      const headers: Record<string, string> = { 'Content-Security-Policy': policyForScriptsIn(rendered, nonce) };
      const html = rendered.replaceAll(` nonce="${nonce}"`, '');
      for (const [name, value] of page.headers) if (!OWN_HEADERS.has(name) && name !== 'set-cookie') headers[name] = value;
      const type = page.headers.get('content-type') ?? 'text/html; charset=utf-8';
      if (page.status !== 200 || reading.unkept || page.headers.has('set-cookie') || !type.startsWith('text/html')) {
        return void res
          .status(page.status)
          .set(headers)
          .append('Set-Cookie', page.headers.getSetCookie()).set('Cache-Control', page.headers.get('cache-control') ?? 'no-cache').type(type).send(html);
      }
      const entry = keep(key, { keys: [...reading.keys], seq, route: routeLabel(req), type, body: html, headers });
      sendKept(req, res, entry, { shared: true });
    } catch (err) {
      next(err);
    }
  };
}
