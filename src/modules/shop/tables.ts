/** The tables this module owns; no other module names them (src/modules/tables.test.ts). */
export const shopTables = ['shipping_policies', 'skus', 'sku_images', 'product_tags', 'sku_tags', 'reviews', 'services', 'contact_messages', 'quote_requests', 'sku_sales', 'product_buyers', 'sku_words', 'stock_holds', 'hold_spells', 'sku_stock_set_aside', 'sku_files'] as const;
