import type { Express } from 'express';
import { accountsAdminRouter, accountsRouter, resolveUser } from './modules/accounts';
import { productPageHead, productSitemapEntries, shopAdminRouter, shopAdminRoutes, shopRouter } from './modules/shop';
import { analyticsAdminRouter, analyticsRouter } from './modules/analytics';
import { commentPageHead, communityAdminRouter, communityRouter } from './modules/community';
import { articleFeedRouter, articlePageHead, articleSitemapEntries, contentAdminRouter, contentRouter, feedLinkTag } from './modules/content';
import { checkoutAdminRouter, checkoutRouter, paymentWebhookRouter } from './modules/checkout';
import { db } from './platform/db';
import { devClient, mountBuiltClient, type PageHeadResolver, type WebPages } from './platform/http/client';
import { createHttpApp } from './platform/http/app';
import { siteFilesRouter } from './platform/http/site-files';
import { pingQueue, queueMode } from './platform/jobs';
import { KEYS } from './web/lib/storage-keys';
import { PAGE_ROUTES, SERVER_RENDERED_PAGES, type PageName } from './web/route-table';

export type ClientMode = 'built' | 'dev' | 'none';

/** The public site's fixed pages, listed in /sitemap.xml before each module's own. */
const PUBLIC_PAGES = ['/', '/shop', '/services', '/contact', '/articles', '/volumes', '/shop/returns', '/privacy', '/terms'];

/**
 * The public app's pages for the server: the web app's route table (plain data), so unknown paths
 * answer 404; the heads of the pages a shared link shows (product, article, comment thread); the feed's link on every page;
 * the pages an anonymous visitor gets rendered on the server.
 */
export function webPages(): WebPages {
  const heads: Partial<Record<PageName, PageHeadResolver>> = {
    product: ({ sku_id }) => productPageHead(sku_id),
    article: ({ articleId }) => articlePageHead(articleId),
    comment: ({ articleId, commentId }) => commentPageHead(articleId, commentId),
  };
  return { routes: PAGE_ROUTES, heads, siteTags: feedLinkTag(), serverRendered: SERVER_RENDERED_PAGES, sessionCookie: KEYS.token, themeCookie: KEYS.theme };
}

/** The whole product as one Express app, not listening: the modules' routes on the platform's HTTP shell. */
export async function createApp({ client = 'built' }: { client?: ClientMode } = {}): Promise<Express> {
  const pages = webPages();
  const mounts = {
    built: (app: Express) => mountBuiltClient(app, pages),
    dev: client === 'dev' ? await devClient(pages) : undefined,
    none: undefined,
  };
  return createHttpApp({
    apiRouters: [accountsRouter, shopAdminRoutes, shopRouter, contentRouter, communityRouter, checkoutRouter, analyticsRouter],
    rawBodyRouters: [paymentWebhookRouter],
    siteRouters: [siteFilesRouter(PUBLIC_PAGES, [productSitemapEntries, articleSitemapEntries]), articleFeedRouter],
    adminRouters: [accountsAdminRouter, shopAdminRouter, contentAdminRouter, communityAdminRouter, checkoutAdminRouter, analyticsAdminRouter],
    resolveUser,
    readiness: {
      database: () => db.raw('select 1'),
      ...(queueMode === 'redis' ? { redis: pingQueue } : {}),
    },
    dev: client === 'dev',
    mountClient: mounts[client],
  });
}
