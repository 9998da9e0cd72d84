import { describe, expect, it } from 'vitest';
import type { SkuResponse } from '../../api/shop';
import type { SiteSettings } from '../../site';
import { productHead, productMeta } from './meta';

// What a shared link and a search engine read of a product page: a product in formats (issue 26)
// is offered at its formats' prices, never at a price of its own.

const site: SiteSettings = { name: 'Folio', url: 'https://folio.example', shortName: 'Folio', email: 'shop@folio.example', payments: 'test' };

const sku = (over: Partial<SkuResponse>): SkuResponse =>
  ({ id: 1, title: ['The Quiet Page'], subtitle: null, images: [], list_price: null, qty_on_hand: 0, children: [], ...over }) as SkuResponse;

const offersOf = (s: SkuResponse) => {
  const tags = productMeta(productHead({ sku: s, product: s }), site);
  return ((tags.find((t) => 'script:ld+json' in t) as { 'script:ld+json': { offers: object } })['script:ld+json']).offers;
};

describe("a product page's offer", () => {
  it('a product without formats: its own price and stock', () => {
    expect(offersOf(sku({ list_price: '24.00', qty_on_hand: 3, qty_available: 3 }))).toMatchObject({ '@type': 'Offer', price: '24.00', availability: 'https://schema.org/InStock' });
  });

  it('units held for buyers paying are not available (issue 36): every copy held is out of stock to a search engine', () => {
    expect(offersOf(sku({ list_price: '24.00', qty_on_hand: 1, qty_available: 0 }))).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    const children = [{ id: 2, title: 'Hardcover', list_price: '32.00', qty_on_hand: 2, qty_available: 0, digital: false }];
    expect(offersOf(sku({ list_price: null, children }))).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('a product in formats: the lowest and highest of theirs, in stock when one is', () => {
    const children = [
      { id: 2, title: 'Hardcover', list_price: '32.00', qty_on_hand: 0, qty_available: 0, digital: false },
      { id: 3, title: 'Paperback', list_price: '21.00', qty_on_hand: 4, qty_available: 4, digital: false },
    ];
    expect(offersOf(sku({ list_price: '99.00', qty_on_hand: 0, children }))).toEqual({
      '@type': 'AggregateOffer',
      url: 'https://folio.example/shop/1',
      priceCurrency: 'USD',
      lowPrice: '21.00',
      highPrice: '32.00',
      offerCount: 2,
      availability: 'https://schema.org/InStock',
    });
  });

  it('a download is in stock whatever its shelf count, as itself or as a format (issue 36)', () => {
    expect(offersOf(sku({ list_price: '7.00', qty_on_hand: 0, digital: true }))).toMatchObject({ availability: 'https://schema.org/InStock' });
    const children = [{ id: 2, title: 'Ebook', list_price: '7.00', qty_on_hand: 0, qty_available: 0, digital: true }];
    expect(offersOf(sku({ list_price: null, qty_on_hand: 0, children }))).toMatchObject({ availability: 'https://schema.org/InStock' });
  });
});
