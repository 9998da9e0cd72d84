import compression from 'compression';
import express, { type Express, type Router } from 'express';
import { configuredPurger } from '../cache-purge';
import { config } from '../config';
import { markRouteBase, measureRequests, metricsEndpoint } from '../metrics';
import { storage, storageUrlPrefix } from '../storage';
import { answerAfterPurge } from './answer-after-purge';
import { authenticate, requireAdmin, type ResolveUser } from './auth';
import { apiNotFound, errorHandler, plainNotFound } from './error-handler';
import type { PageKeyOf } from './page-cache';
import { cachedAnswers } from './read-cache';
import { requestContext } from './request-context';
import { cspNonce, securityHeaders } from './security';
import { limitQueryParameters, rejectAmbiguousQuery, verifyJsonShape } from './input-limits';
import { refuseUnansweredMethods } from './methods';
import { rejectUnsafeFields } from './validate';
import { withTimeout } from '../timeout';
import { identifyVisitors, type IdentifyVisitor } from './visitor';

export interface HttpAppOptions {
  /** Public and member routes, mounted at /api. */
  apiRouters: Router[];
  /** Routes that read their own raw body (signed webhooks), mounted at /api before the JSON parser. */
  rawBodyRouters?: Router[];
  /** Admin routes, mounted at /api/admin behind the administrator check. */
  adminRouters: Router[];
  resolveUser: ResolveUser;
  /** Who a request's sender is as a visitor of the day (req.dailyVisitor); nobody when absent. */
  identifyVisitor?: IdentifyVisitor;
  /** Named readiness checks for /readyz; each throws when its dependency does not answer. */
  readiness: Record<string, () => Promise<unknown>>;
  /** Site-wide files for crawlers (robots.txt, sitemap.xml), before the web app. */
  siteRouters?: Router[];
  /** The key a server-rendered page is kept under for a request (page-cache.ts); none kept without it. */
  pageKeyOf?: PageKeyOf;
  /** Mounts the web app and admin console (built files or Vite), last, after the API. */
  mountClient?: (app: Express) => unknown;
  dev?: boolean;
}

/** Builds the Express app without listening, so tests can start it on port 0. */
export function createHttpApp(options: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(measureRequests);
  app.use(requestContext);
  app.use(refuseUnansweredMethods);
  // Development's policy allows inline scripts without one (Vite's preamble), and a nonce in the
  // page would only differ from the browser's render (browsers hide it from the DOM).
  if (!options.dev) app.use(cspNonce);
  app.use(securityHeaders(options.dev ?? false));
  app.use(limitQueryParameters);
  // Health answers are a few bytes, ahead of the compression middleware, which would only cost them time.
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const checks = await Promise.all(
      Object.entries(options.readiness).map(async ([name, check]) => {
        try {
          await withTimeout(check(), 2000, `the ${name} check`);
          return [name, 'ok'] as const;
        } catch {
          return [name, 'failed'] as const;
        }
      }),
    );
    const failed = checks.filter(([, s]) => s === 'failed').map(([n]) => n);
    res.status(failed.length ? 503 : 200).json({ status: failed.length ? 'unavailable' : 'ok', checks: Object.fromEntries(checks), ...(failed.length ? { failed } : {}) });
  });
  // For the operators' Prometheus, behind their token; without one configured there is nothing here.
  app.get('/metrics', config.METRICS_TOKEN ? metricsEndpoint(config.METRICS_TOKEN) : plainNotFound);
  // Kept public answers go before compression too: they are sent compressed once per encoding.
  // A body's shape is bounded before it is parsed (input-limits.ts), wherever it is parsed.
  const jsonBody = express.json({ limit: '1mb', verify: verifyJsonShape });
  app.use(cachedAnswers(jsonBody, options.pageKeyOf ?? (() => null)));
  app.use(compression());
  // Writes to the API and the pages' forms alike: their answers wait for Varnish's purge.
  if (configuredPurger) app.use(answerAfterPurge(configuredPurger));

  const api = express.Router();
  for (const router of options.rawBodyRouters ?? []) api.use(router);
  api.use(jsonBody);
  api.use(rejectUnsafeFields, rejectAmbiguousQuery);
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(authenticate(options.resolveUser));
  if (options.identifyVisitor) api.use(identifyVisitors(options.identifyVisitor));
  api.use('/admin', markRouteBase, requireAdmin, ...options.adminRouters);
  api.use(markRouteBase, ...options.apiRouters);
  api.use(apiNotFound);
  app.use('/api', api);

  // A missing file is a plain 404 that names no path (serve-static's own error quotes the file system path).
  app.use(storageUrlPrefix, storage.handler, plainNotFound);
  for (const router of options.siteRouters ?? []) app.use(router);
  options.mountClient?.(app);
  app.use(plainNotFound);
  app.use(errorHandler);
  return app;
}
