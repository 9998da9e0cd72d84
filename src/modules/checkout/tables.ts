/** The tables this module owns; no other module names them (src/modules/tables.test.ts). */
export const checkoutTables = ['carts', 'checkouts', 'addresses', 'orders', 'order_lines', 'payments', 'payment_events', 'checkout_payments', 'refunds', 'order_link_keys', 'shipping_rates', 'tax_rates', 'download_links', 'downloads', 'download_link_secrets', 'download_reissues'] as const;
