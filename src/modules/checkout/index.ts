/**
 * Checkout: carts, orders and payments. Other modules use only what is exported here.
 */

export { checkoutRouter, paymentWebhookRouter } from './http';
export { checkoutJobs, checkoutSchedules } from './jobs';
export { checkoutTables } from './tables';

/** The admin console's orders, refunds, shipping and rate tables (mounted at /api/admin). */
export { checkoutAdminRouter } from './admin-http';

/** Paid orders and revenue per day, the best-selling SKUs, units sold since a moment: the dashboard's sales figures. */
export { bestSellers, salesByDay, unitsSoldSince, type DailySales, type SkuSales } from './sales-stats';

/** The visitors whose quote of a day became a paid order (the funnel's last step), and forgetting them once the day is final. */
export { buyingVisitorsOn, forgetBuyingVisitorsBefore } from './buyer-visitors';

/** What the web process logs at start when payments are not real (the test mode) or not set up. */
export { paymentsWarning } from './payments';
