/**
 * Checkout: carts, orders and payments. Other modules use only what is exported here.
 */

export { checkoutRouter, paymentWebhookRouter } from './http';
export { checkoutJobs, checkoutSchedules } from './jobs';
export { checkoutTables } from './tables';
