import { config } from '../../platform/config';
import type { PageHead } from '../../platform/http/client';
import { absoluteUrl, plainText, sharedPageHead } from '../../platform/http/page-head';
import { id } from '../../platform/contract';
import type { SkuResponse } from './schemas';
import { loadSkus } from './skus';

/** The schema.org Product a search engine reads, and the Open Graph tags a shared link shows. */
export function productHead(sku: SkuResponse): PageHead {
  const name = sku.title.join(', ');
  const description = (sku.subtitle ?? plainText(sku.description ?? sku.about)).slice(0, 300) || `${name} at the ${config.SITE_NAME}`;
  const path = `/shop/${sku.id}`;
  const url = `${config.publicUrl}${path}`;
  const images = sku.images.map((i) => absoluteUrl(i.url));
  const inStock = sku.qty_on_hand > 0;
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    sku: String(sku.id),
    url,
    ...(images.length ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'USD',
      price: sku.list_price ?? '0.00',
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(sku.ratings && sku.ratings.total > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: sku.ratings.averageRating, reviewCount: sku.ratings.total, bestRating: 5, worstRating: 1 } }
      : {}),
  };
  const properties: Array<[string, string]> = [
    ['product:price:amount', sku.list_price ?? '0.00'],
    ['product:price:currency', 'USD'],
  ];
  return sharedPageHead({ name, description, path, type: 'product', images, properties, jsonLd: product });
}

/** The head of the product page /shop/{sku_id}; 'not-found' unless a visitor may see that SKU. */
export async function productPageHead(skuId: string | undefined): Promise<PageHead | 'not-found'> {
  const parsed = id.safeParse(skuId);
  if (!parsed.success) return 'not-found';
  const [sku] = await loadSkus([parsed.data], { publishedOnly: true, ratings: true, full: true });
  return sku ? productHead(sku) : 'not-found';
}
