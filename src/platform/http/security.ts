import { createHash, randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { isProduction } from '../config';

const STRIPE = ['https://js.stripe.com', 'https://hooks.stripe.com'];

/** A fresh nonce per answer, for the inline scripts a server-rendered page carries (res.locals.cspNonce). */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

const nonceSource = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce as string}'`;

type Source = string | typeof nonceSource;

/**
 * The CSP. It allows no inline script but the page's own: by its nonce, or by its hash in a page
 * kept for every visitor (a nonce sent to everyone would be no secret). Plus what Stripe.js needs.
 * Styles may be inline because react-admin's MUI injects them at run time. Vite's dev server needs
 * its inline preamble and a websocket, so `dev` relaxes exactly those.
 */
function directives(dev: boolean, inlineScripts: Source[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://js.stripe.com', ...inlineScripts],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'https://api.stripe.com', ...(dev ? ['ws:'] : [])],
    frameSrc: STRIPE,
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** Security headers; the CSP's inline scripts by the answer's nonce (development: 'unsafe-inline', which a nonce would switch off). */
export function securityHeaders(dev: boolean) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directives(dev, [dev ? "'unsafe-inline'" : nonceSource]) },
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** An inline `<script>` (one with no src): its attributes and its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The production CSP for a page kept for every visitor: its own inline scripts by their SHA-256
 * hashes. Its own are those the render gave its nonce: a fresh random value, so nothing stored
 * and shown on the page (a review, an article) can carry it, and a script that got past the
 * sanitiser is not allowed by the policy of the page that shows it.
 */
export function policyForScriptsIn(html: string, nonce: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => attributes!.includes(` nonce="${nonce}"`))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
  return Object.entries(directives(false, [...new Set(hashes)]))
    .map(([name, sources]) => [kebab(name), ...(sources as string[])].join(' '))
    .join(';');
}
