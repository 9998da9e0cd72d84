import type { SkuResponse } from './schemas';

// Issue 26: a product that comes in formats (Hardcover, Paperback, Ebook) is a choice of them. The
// formats carry the price and the stock; the product itself is not bought, so a cart, an order or
// a mail always names the format.

/**
 * Whether a SKU is a choice of formats rather than something to buy: it has published formats.
 * `children` as visitors see them (published only); a product whose formats are all drafts is
 * still bought as itself.
 */
export const isChoiceOfFormats = (sku: Pick<SkuResponse, 'children'>): boolean => sku.children.length > 0;
