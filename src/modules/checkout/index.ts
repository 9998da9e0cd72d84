/**
 * Checkout: carts, orders and payments. Other modules use only what is exported here.
 */

/** Units sold per SKU in paid orders since a moment, best-selling first (the shop's Popular list). */
export { unitsSoldSince } from './sales';

export { checkoutJobs } from './jobs';
export { checkoutTables } from './tables';

/** The admin console's orders, refunds, shipping and rate tables (mounted at /api/admin). */
export { checkoutAdminRouter } from './admin-http';
