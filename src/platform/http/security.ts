import helmet from 'helmet';
import { isProduction } from '../config';

const STRIPE = ['https://js.stripe.com', 'https://hooks.stripe.com'];

/**
 * Security headers. The CSP allows no inline script, only what Stripe.js needs. Styles may be
 * inline because react-admin's MUI injects them at run time. Vite's dev server needs its inline
 * preamble and a websocket, so `dev` relaxes exactly those.
 */
export function securityHeaders(dev: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com', ...(dev ? ["'unsafe-inline'"] : [])],
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
