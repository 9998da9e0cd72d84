import type { ProductData } from '../../api/shop';
import { absoluteUrl, pageMeta } from '../../lib/meta';
import { plainText } from '../../lib/plain-text';
import { formatPriceRange, hasFormats, joinTitle } from '../../lib/shop';
import type { SiteSettings } from '../../site';

/** What the product page's head says, taken from the SKU by its loader (small: it travels with the page). */
export interface ProductHead {
  id: number;
  name: string;
  description: string;
  images: string[];
  price: string;
  /** A product in formats: the highest of their prices and how many there are (an AggregateOffer). */
  formats: { highPrice: string; count: number } | null;
  inStock: boolean;
  ratings: { average: number; total: number } | null;
}

/** A product in formats is offered at their prices and is in stock when one of them is (issue 26); units held for buyers paying are not (issue 36). */
function offerOf(sku: ProductData['sku']): Pick<ProductHead, 'price' | 'formats' | 'inStock'> {
  // A download never runs out (issue 26).
  if (!hasFormats(sku)) return { price: sku.list_price ?? '0.00', formats: null, inStock: sku.digital || sku.qty_available > 0 };
  const range = formatPriceRange(sku);
  return { price: range?.low ?? '0.00', formats: { highPrice: range?.high ?? '0.00', count: sku.children.length }, inStock: sku.children.some((c) => c.digital || c.qty_available > 0) };
}

export function productHead({ sku }: ProductData): ProductHead {
  return {
    id: sku.id,
    name: joinTitle(sku.title),
    description: (sku.subtitle ?? plainText(sku.description ?? sku.about)).slice(0, 300),
    images: sku.images.map((i) => i.url),
    ...offerOf(sku),
    ratings: sku.ratings?.total ? { average: sku.ratings.averageRating, total: sku.ratings.total } : null,
  };
}

/** The page's title, Open Graph tags and the schema.org Product a search engine reads. */
export function productMeta(head: ProductHead, site: SiteSettings) {
  const path = `/shop/${head.id}`;
  const url = absoluteUrl(site, path);
  const images = head.images.map((image) => absoluteUrl(site, image));
  const description = head.description || `${head.name} at the ${site.name}`;
  return pageMeta(site, {
    title: head.name,
    description,
    path,
    type: 'product',
    images,
    properties: [
      ['product:price:amount', head.price],
      ['product:price:currency', 'USD'],
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: head.name,
      description,
      sku: String(head.id),
      url,
      ...(images.length ? { image: images } : {}),
      offers: {
        url,
        priceCurrency: 'USD',
        ...(head.formats ? { '@type': 'AggregateOffer', lowPrice: head.price, highPrice: head.formats.highPrice, offerCount: head.formats.count } : { '@type': 'Offer', price: head.price }),
        availability: head.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
      ...(head.ratings
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: head.ratings.average, reviewCount: head.ratings.total, bestRating: 5, worstRating: 1 } }
        : {}),
    },
  });
}
