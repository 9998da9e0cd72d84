import { config } from '../../platform/config';
import { escapeHtml, type PageHead } from '../../platform/http/client';
import { id } from '../../platform/contract';
import type { SkuResponse } from './schemas';
import { loadSkus } from './skus';

const plain = (html: string | null | undefined) => (html ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
const absolute = (url: string) => (url.startsWith('http') ? url : `${config.publicUrl}${url}`);
/** JSON inside <script>: '<' escaped so no text can close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The schema.org Product a search engine reads, and the Open Graph tags a shared link shows. */
export function productHead(sku: SkuResponse): PageHead {
  const name = sku.title.join(', ');
  const description = (sku.subtitle ?? plain(sku.description ?? sku.about)).slice(0, 300) || `${name} at the ${config.SITE_NAME}`;
  const url = `${config.publicUrl}/shop/${sku.id}`;
  const images = sku.images.map((i) => absolute(i.url));
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
  const og: Array<[string, string]> = [
    ['og:type', 'product'],
    ['og:site_name', config.SITE_NAME],
    ['og:title', name],
    ['og:description', description],
    ['og:url', url],
    ...(images[0] ? ([['og:image', images[0]]] as Array<[string, string]>) : []),
    ['product:price:amount', sku.list_price ?? '0.00'],
    ['product:price:currency', 'USD'],
  ];
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...og.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    `<meta name="twitter:card" content="${images.length ? 'summary_large_image' : 'summary'}" />`,
    `<script type="application/ld+json">${jsonForScript(product)}</script>`,
  ];
  return { title: `${name} | ${config.SITE_NAME}`, description, tags: tags.map((t) => `    ${t}`).join('\n') };
}

/** The head of the product page /shop/{sku_id}; 'not-found' unless a visitor may see that SKU. */
export async function productPageHead(skuId: string | undefined): Promise<PageHead | 'not-found'> {
  const parsed = id.safeParse(skuId);
  if (!parsed.success) return 'not-found';
  const [sku] = await loadSkus([parsed.data], { publishedOnly: true, ratings: true, full: true });
  return sku ? productHead(sku) : 'not-found';
}
