import { accountsAdminRouter, accountsRouter } from './modules/accounts';
import { analyticsAdminRouter, analyticsRouter } from './modules/analytics';
import { checkoutAdminRouter, checkoutRouter, paymentWebhookRouter } from './modules/checkout';
import { communityAdminRouter, communityRouter } from './modules/community';
import { contentAdminRouter, contentRouter } from './modules/content';
import { newslettersAdminRouter, newslettersRouter } from './modules/newsletters';
import { recommendationsRouter, shopAdminRouter, shopAdminRoutes, shopRouter } from './modules/shop';
import { siteAdminRouter, siteRouter } from './modules/site';

// Every module's routers, in one list the app mounts and the faults suite attacks, so a new
// module's routes are never left out of either.

/** Mounted at /api. The shop's recommendations last: GET /shop/{key} answers the /shop/{word} paths no other route took. */
export const apiRouters = [accountsRouter, shopAdminRoutes, shopRouter, contentRouter, communityRouter, checkoutRouter, analyticsRouter, siteRouter, newslettersRouter, recommendationsRouter];

/** Mounted at /api before the JSON parser: they read the raw body (payment webhooks' signatures). */
export const rawBodyRouters = [paymentWebhookRouter];

/** Mounted at /api/admin, administrators only. */
export const adminRouters = [accountsAdminRouter, shopAdminRouter, contentAdminRouter, communityAdminRouter, checkoutAdminRouter, analyticsAdminRouter, siteAdminRouter, newslettersAdminRouter];
