import path from 'node:path';
import type { Express } from 'express';
import { adminRouters, apiRouters, rawBodyRouters } from './api-routers';
import { resolveUser } from './modules/accounts';
import { productSitemapEntries } from './modules/shop';
import { dailyVisitorOf } from './modules/analytics';
import { articleFeedRouter, articleSitemapEntries } from './modules/content';
import { db } from './platform/db';
import { devApps, mountBuiltApps, type BrowserApps } from './platform/http/apps';
import { createHttpApp } from './platform/http/app';
import { siteFilesRouter } from './platform/http/site-files';
import { pingQueue, queueMode } from './platform/jobs';
import { fillPlaceholders, pageVariant, siteLoadContext } from './site-context';
import { pageKeys } from './platform/http/page-cache';

export type ClientMode = 'built' | 'dev' | 'none';

/** The public site's fixed pages, listed in /sitemap.xml before each module's own. */
const PUBLIC_PAGES = ['/', '/shop', '/services', '/contact', '/articles', '/volumes', '/shop/returns', '/privacy', '/terms', '/about', '/mission', '/links', '/forums', '/members'];

/**
 * The browser apps: the public site (React Router, rendered on the server with each request's
 * load context) and the admin console at /chariot.
 */
function browserApps(): BrowserApps {
  return {
    loadContext: siteLoadContext,
    pageKeyOf: pageKeys(pageVariant),
    spas: [{ base: '/chariot', viteConfig: 'vite.admin.config.ts', buildDir: path.resolve('dist/admin'), fillHtml: fillPlaceholders }],
  };
}

/** The whole product as one Express app, not listening: the modules' routes on the platform's HTTP shell. */
export async function createApp({ client = 'built' }: { client?: ClientMode } = {}): Promise<Express> {
  const apps = browserApps();
  const mounts = {
    built: (app: Express) => mountBuiltApps(app, apps),
    dev: client === 'dev' ? await devApps(apps) : undefined,
    none: undefined,
  };
  return createHttpApp({
    apiRouters,
    rawBodyRouters,
    siteRouters: [siteFilesRouter(PUBLIC_PAGES, [productSitemapEntries, articleSitemapEntries]), articleFeedRouter],
    adminRouters,
    resolveUser,
    identifyVisitor: dailyVisitorOf,
    readiness: {
      database: () => db.raw('select 1'),
      ...(queueMode === 'redis' ? { redis: pingQueue } : {}),
    },
    dev: client === 'dev',
    // Pages are kept when built: in development each render shows the code as it is now.
    ...(client === 'built' ? { pageKeyOf: apps.pageKeyOf } : {}),
    mountClient: mounts[client],
  });
}
