import { randomBytes } from 'node:crypto';
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

/**
 * Security headers. The CSP allows no inline script but the page's own, by its nonce, and what
 * Stripe.js needs. Styles may be
 * inline because react-admin's MUI injects them at run time. Vite's dev server needs its inline
 * preamble and a websocket, so `dev` relaxes exactly those.
 */
export function securityHeaders(dev: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // A nonce would switch 'unsafe-inline' off: development keeps the latter alone.
        scriptSrc: ["'self'", 'https://js.stripe.com', dev ? "'unsafe-inline'" : nonceSource],
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
      },
    },
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
