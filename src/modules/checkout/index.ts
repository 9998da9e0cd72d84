/**
 * Checkout: carts, orders and payments. Other modules use only what is exported here.
 */

export { checkoutJobs } from './jobs';
export { checkoutTables } from './tables';
