import type { SkuResponse } from '../../modules/shop/schemas';
import { describe, expect, test } from 'vitest';
import {
  cardPurchase,
  catalogueSearch,
  formatPrice,
  foundText,
  hasFormats,
  hasFreeShipping,
  latestMonday,
  longDate,
  parseCatalogueQuery,
  parseTags,
  priceText,
  quantityOptions,
  ratingLabel,
  reviewPayload,
  starFills,
  stockLabel,
  toCard,
} from './shop';

describe('foundText', () => {
  test('an exact count as SPEC §5 has it; an estimate as about, with separators', () => {
    expect(foundText(1)).toBe('Found: 1 match');
    expect(foundText(42)).toBe('Found: 42 matches');
    expect(foundText(48000, true)).toBe('Found: about 48,000 matches');
  });
});

describe('starFills (SPEC §5: the fraction drawn at 30% to 70%)', () => {
  test('whole ratings fill whole stars and leave no partial star', () => {
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(3)).toEqual([1, 1, 1, 0, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
  });

  test('a small fraction is drawn at 30%, a large one at 70%', () => {
    expect(starFills(4.1)).toEqual([1, 1, 1, 1, 0.3]);
    expect(starFills(2.01)).toEqual([1, 1, 0.3, 0, 0]);
    expect(starFills(3.9)).toEqual([1, 1, 1, 0.7, 0]);
    expect(starFills(0.99)).toEqual([0.7, 0, 0, 0, 0]);
  });

  test('a fraction between the bounds is drawn as it is', () => {
    expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(3.6)).toEqual([1, 1, 1, 0.6, 0]);
    expect(starFills(1.3)).toEqual([1, 0.3, 0, 0, 0]);
    expect(starFills(1.7)).toEqual([1, 0.7, 0, 0, 0]);
  });

  test('floating-point noise is not a fraction; out-of-range ratings are clamped', () => {
    expect(starFills(2.0000000001)).toEqual([1, 1, 0, 0, 0]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(Number.NaN)).toEqual([0, 0, 0, 0, 0]);
  });
});

test('ratingLabel names the rating and the count', () => {
  expect(ratingLabel(4.5, 12)).toBe('Rated 4.5 out of 5 (12 reviews)');
  expect(ratingLabel(3.67, 1)).toBe('Rated 3.7 out of 5 (1 review)');
  expect(ratingLabel(4)).toBe('Rated 4 out of 5');
  expect(ratingLabel(0, 0)).toBe('Not yet rated');
});

test('stock label and quantity options (SPEC §4, §5)', () => {
  expect(stockLabel(0)).toBe('Out of Stock');
  expect(stockLabel(-2)).toBe('Out of Stock');
  expect(stockLabel(1)).toBe('Only 1 left in stock');
  expect(stockLabel(19)).toBe('Only 19 left in stock');
  expect(stockLabel(20)).toBe('In Stock');
  expect(quantityOptions(0)).toEqual([]);
  expect(quantityOptions(-5)).toEqual([]);
  expect(quantityOptions(3)).toEqual([1, 2, 3]);
  expect(quantityOptions(99)).toHaveLength(30);
  expect(quantityOptions(30).at(-1)).toBe(30);
});

test('prices show in dollars, a missing one as $0.00; shipping policy 1 is free', () => {
  expect(formatPrice('12.00')).toBe('$12.00');
  expect(formatPrice('7.5')).toBe('$7.50');
  expect(formatPrice(null)).toBe('$0.00');
  expect(hasFreeShipping([{ id: 1, name: 'Free', free: true, day_range: '5-8' }])).toBe(true);
  expect(hasFreeShipping([{ id: 2, name: 'Standard', free: false, day_range: '3-6' }])).toBe(false);
  expect(hasFreeShipping(undefined)).toBe(false);
});

test('a product in formats (issue 26) shows the lowest of their prices, never its own', () => {
  const format = (list_price: string | null) => ({ id: 1, title: 'Format', qty_on_hand: 1, qty_available: 1, digital: false, list_price });
  expect(hasFormats({ children: [] })).toBe(false);
  expect(priceText({ list_price: '24.00', children: [] })).toBe('$24.00');
  expect(hasFormats({ children: [format('9.00')] })).toBe(true);
  expect(priceText({ list_price: '32.00', children: [format('21.00'), format('12.00'), format(null), format('32.00')] })).toBe('From $12.00');
  expect(priceText({ list_price: null, children: [format('15.00'), format('15')] })).toBe('$15.00');
  expect(priceText({ list_price: '32.00', children: [format(null)] })).toBe('$0.00');
});

test('the latest Monday: the day itself on a Monday, else the Monday before', () => {
  expect(longDate(latestMonday(new Date(2026, 10, 23, 9)))).toBe('November 23, 2026');
  expect(longDate(latestMonday(new Date(2026, 10, 29, 23, 59)))).toBe('November 23, 2026');
  expect(longDate(latestMonday(new Date(2026, 10, 22, 12)))).toBe('November 16, 2026');
  expect(longDate(latestMonday(new Date(2027, 0, 2)))).toBe('December 28, 2026');
  // In UTC (a server render's): late on Sunday in New York is Monday in UTC.
  expect(longDate(latestMonday(new Date('2026-11-30T02:00:00Z'), 'UTC'), 'UTC')).toBe('November 30, 2026');
  expect(longDate(latestMonday(new Date('2026-11-29T23:59:00Z'), 'UTC'), 'UTC')).toBe('November 23, 2026');
  expect(longDate(latestMonday(new Date('2027-01-02T12:00:00Z'), 'UTC'), 'UTC')).toBe('December 28, 2026');
});

describe('the catalogue query string', () => {
  test('reads keyword, sort and pipe-joined tags; a path keyword counts when the query has none', () => {
    expect(parseCatalogueQuery(new URLSearchParams('keyword=%20quiet%20&sort=alpha_asc&tag=3|7|3|x'))).toEqual({
      keyword: 'quiet',
      sort: 'alpha_asc',
      tags: [3, 7],
    });
    expect(parseCatalogueQuery(new URLSearchParams(''), 'margins')).toEqual({ keyword: 'margins', sort: 'date_newest', tags: [] });
    expect(parseCatalogueQuery(new URLSearchParams('sort=bogus')).sort).toBe('date_newest');
  });

  test('writes only what differs from the defaults, and round-trips', () => {
    expect(catalogueSearch({ keyword: '', sort: 'date_newest', tags: [] })).toBe('');
    const state = { keyword: 'page & type', sort: 'relevance' as const, tags: [4, 9] };
    const search = catalogueSearch(state);
    expect(search).toBe('?keyword=page+%26+type&sort=relevance&tag=4%7C9');
    expect(parseCatalogueQuery(new URLSearchParams(search))).toEqual(state);
  });

  test('parseTags drops junk and repeats', () => {
    expect(parseTags('1|0|-2|2.5|abc||5|1')).toEqual([1, 5]);
    expect(parseTags(null)).toEqual([]);
  });
});

test('a review leaves out a blank title and text', () => {
  expect(reviewPayload(5, 4, '  ', '\n')).toEqual({ parent_sku: 5, review_rating: 4 });
  expect(reviewPayload(5, 2, ' Fine ', ' Good read. ')).toEqual({ parent_sku: 5, review_rating: 2, title: 'Fine', review_text: 'Good read.' });
});

describe('what a catalogue card offers to buy', () => {
  const book = { children: [], qty_on_hand: 5, qty_available: 5, list_price: '12.00', digital: false };
  const format = { id: 2, title: 'Paperback', qty_on_hand: 5, qty_available: 5, digital: false, list_price: '9.00' };
  test('a book in stock with a price is added from the card', () => {
    expect(cardPurchase(book)).toBe('quick_add');
  });
  test('a book with formats is chosen on its page, whatever its own stock', () => {
    expect(cardPurchase({ ...book, children: [format] })).toBe('choose_format');
    expect(cardPurchase({ ...book, qty_on_hand: 0, children: [format] })).toBe('choose_format');
  });
  test('a sold-out book says so; an unpriced one offers nothing', () => {
    expect(cardPurchase({ ...book, qty_on_hand: 0, qty_available: 0 })).toBe('sold_out');
    expect(cardPurchase({ ...book, list_price: null })).toBeNull();
    expect(cardPurchase({ ...book, list_price: '0.00' })).toBeNull();
  });
  test('a download is added whatever the count on the shelf (issue 36)', () => {
    expect(cardPurchase({ ...book, qty_on_hand: 0, qty_available: 0, digital: true })).toBe('quick_add');
  });
  test('a book whose every copy is held for buyers paying says so, with no quick add (issue 36)', () => {
    expect(cardPurchase({ ...book, qty_available: 0 })).toBe('held');
    expect(cardPurchase({ ...book, qty_available: 1 })).toBe('quick_add');
  });
});

test('a card keeps what it draws of a book: the cover, title, subtitle, price, stars and what it offers to buy', () => {
  const image = (id: number) => ({ id, url: `/i/${id}.webp`, srcset: `/i/${id}-320.webp 320w`, thumb: `/i/${id}-t.webp`, caption: null, width: 800, height: 1200 });
  const format = { id: 2, title: 'Paperback', qty_on_hand: 5, qty_available: 4, digital: false, list_price: '9.00' };
  const book = {
    id: 1, title: ['Atlas'], subtitle: 'Maps', parent_sku: null, parents: [], children: [format], qty_on_hand: 0, qty_available: 0, held_until: null,
    digital: false, download_file: null, item_size: null, size_unit: null, list_price: null, images: [image(7), image(8)], published: true,
    return_policy: null, aux_id: null, featured_week: null, created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-02T00:00:00Z',
    shipping_policy: [{ id: 1, name: 'Free', free: true, day_range: '5-8' }], ratings: { averageRating: 4.5, total: 2 },
  } satisfies SkuResponse;
  const card = toCard(book);
  expect(card).toEqual({
    id: 1, title: ['Atlas'], subtitle: 'Maps', qty_on_hand: 0, qty_available: 0, digital: false, list_price: null,
    ratings: { averageRating: 4.5, total: 2 }, children: [{ list_price: '9.00' }],
    cover: { url: '/i/7.webp', srcset: '/i/7-320.webp 320w', width: 800, height: 1200, caption: null },
  });
  expect([priceText(card), cardPurchase(card)]).toEqual([priceText(book), cardPurchase(book)]);
  expect(toCard({ ...book, images: [] }).cover).toBeNull();
});
