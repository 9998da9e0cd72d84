/**
 * Shop: the catalogue of SKUs (books and their formats), product tags, reviews, images,
 * services, and the contact and quote-request inboxes. Other modules use only what is exported here.
 */
export { recommendationsRouter, shopRouter } from './http';
export { shopAdminRouter, shopAdminRoutes } from './admin-http';
export { shopJobs, shopSchedules } from './jobs';
export { shopTables } from './tables';

/** What the site's pages read in process (src/site-reads.ts), the API's own answers. */
export { getSkuFamily } from './skus';
export { catalogueListing, shelfListing } from './listings';
export { catalogueCount } from './catalogue';
export { productTags } from './tags';
export { publishedServices } from './services';

/** Checkout's way in: stock taken when an order is paid (and given back by a refund), and the sale recorded for Popular and verified reviews. */
export { OutOfStock, recordSale, returnStock, saleableSkus, takeStock, type ProductOfFormats, type SaleableSku, type SoldLine } from './sales';

/** A digital SKU's file, opened for its buyer's download (issue 26). */
export { openSkuFile, skuFileOf } from './digital-files';

/** Units held for a buyer while they pay, so others are turned away before paying (issue 26), within what one visitor may hold (issue 36). */
export { heldBy, holdStock, releaseHold, type HeldLine, type HoldShortfall } from './holds';
export type { HoldVisitor } from './hold-rules';

/** The published product pages, for /sitemap.xml. */
export { productSitemapEntries } from './sitemap';

/** A SKU's full name (its product's title, then its format: what order lines keep), full names by id, and a product with its formats' ids. */
export { fullSkuName, skuFamilyIds, skuTitlesOf } from './sku-names';
