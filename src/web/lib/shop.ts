import type { ShippingPolicy, ShopSort, SkuImage, SkuResponse, SkuVariant } from '../../modules/shop/schemas';
import { MAX_QUANTITY } from './cart';

export { MAX_QUANTITY };

// Pure helpers of the shop pages (SPEC §4 Stock, §5 quantity options and rating stars, §9).
// The server's constants are repeated here as values, checked against its types: importing values
// from schemas.ts would carry zod into the shop's first load.

export const SORT_OPTIONS = [
  { id: 'relevance', label: 'Relevance' },
  { id: 'date_newest', label: 'Newest' },
  { id: 'date_oldest', label: 'Oldest' },
  { id: 'alpha_asc', label: 'Title A–Z' },
  { id: 'alpha_desc', label: 'Title Z–A' },
] as const satisfies ReadonlyArray<{ id: ShopSort; label: string }>;

export const DEFAULT_SORT: ShopSort = 'date_newest';
/** Catalogue page size (SPEC §9). */
export const PAGE_SIZE = 10;
/** Reviews asked for per call (SPEC §9; the server's REVIEWS_MAX_PER_CALL). */
export const REVIEWS_PER_CALL = 25;
/** Reviews shown more at each scroll step (SPEC §9). */
export const REVIEWS_PER_STEP = 10;
export const LOW_STOCK = 20;
/** Shipping policy id 1 means free shipping (SPEC §3). */
export const FREE_SHIPPING_ID = 1;
export const RATING_REQUIRED = 'Please select a rating.';

const isSort = (v: string | null): v is ShopSort => SORT_OPTIONS.some((o) => o.id === v);

/** The catalogue's filters as the URL carries them: keyword, sort (date_newest left out), tag. */
export interface CatalogueState {
  keyword: string;
  sort: ShopSort;
  tags: number[];
}

/** "3|7|12" → [3, 7, 12]; anything that is not a positive whole number is dropped, repeats too. */
export function parseTags(raw: string | null | undefined): number[] {
  if (!raw) return [];
  const ids = raw
    .split('|')
    .map((p) => p.trim())
    .filter((p) => /^\d{1,10}$/.test(p))
    .map(Number)
    .filter((n) => n > 0 && n <= 2 ** 31 - 1);
  return [...new Set(ids)];
}

/** Reads the shop's query string; a keyword in the path (/shop/search/:keyword) counts when the query has none. */
export function parseCatalogueQuery(params: URLSearchParams, pathKeyword?: string): CatalogueState {
  const sort = params.get('sort');
  return {
    keyword: (params.get('keyword') ?? pathKeyword ?? '').trim(),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    tags: parseTags(params.get('tag')),
  };
}

/** The query string for a state: only what differs from the defaults. */
export function catalogueSearch(state: CatalogueState): string {
  const params = new URLSearchParams();
  const keyword = state.keyword.trim();
  if (keyword) params.set('keyword', keyword);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.tags.length) params.set('tag', state.tags.join('|'));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** 'Found: 1 match', 'Found: 12 matches'. */
/** 'Found: N matches', or 'Found: about 48,000 matches' for an estimated total. */
export const foundText = (total: number, estimated = false) => `Found: ${estimated ? `about ${total.toLocaleString('en-US')}` : total} ${total === 1 ? 'match' : 'matches'}`;

/** The words for a catalogue search that found nothing. */
export function catalogueEmptyText(keyword: string, tagCount: number): string {
  if (keyword) return `No books match "${keyword}". Try fewer words or remove a tag.`;
  if (tagCount) return 'No books carry all of these tags. Try removing a tag.';
  return 'The catalogue has no books yet. Please come back soon.';
}

/** The Monday that starts the week holding `now` (the day itself on a Monday), at midnight in the reader's time zone or in UTC. */
export function latestMonday(now: Date, timeZone?: 'UTC'): Date {
  if (timeZone === 'UTC') {
    const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return new Date(day - ((now.getUTCDay() + 6) % 7) * 86_400_000);
  }
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return monday;
}

/** "November 23, 2026". */
export { fullDate as longDate } from './relative-age';

/** "$12.00"; a missing price shows as $0.00 (SPEC §2: list price defaults to '0.00'). */
export function formatPrice(price: string | null | undefined): string {
  const n = Number(price ?? '0.00');
  return `$${(Number.isFinite(n) ? n : 0).toFixed(2)}`;
}

/** A SKU's full name, "The Quiet Page, Paperback" (SPEC §2; the server's fullSkuName, which order lines keep). */
export const joinTitle = (parts: readonly string[]) => parts.join(', ');

/**
 * A product with formats is a choice of them (issue 26; the server's isChoiceOfFormats): they carry
 * the price and the stock, and Add to Cart needs one chosen. `children` as the API gives them to
 * visitors: published formats only.
 */
export const hasFormats = (sku: WithFormats) => sku.children.length > 0;

/** What the prices and the way to buy read of a product's formats: their prices (a card keeps no more). */
interface WithFormats {
  children: readonly Pick<SkuVariant, 'list_price'>[];
}

/**
 * A book as its card shows it (ProductCard): the shelves and the catalogue keep only this in the
 * query cache, so the HTML that hydrates them carries no more of a book than its card draws (the
 * API's full records add its formats' stock, holds, shipping, every image and dates).
 */
export interface SkuCard extends WithFormats, Pick<SkuResponse, 'id' | 'title' | 'subtitle' | 'qty_on_hand' | 'qty_available' | 'digital' | 'list_price' | 'ratings'> {
  /** The first image, the card's cover. */
  cover: Pick<SkuImage, 'url' | 'srcset' | 'width' | 'height' | 'caption'> | null;
}

export function toCard(sku: SkuResponse): SkuCard {
  const { id, title, subtitle, qty_on_hand, qty_available, digital, list_price, ratings, children, images } = sku;
  const image = images[0];
  return {
    id,
    title,
    subtitle,
    qty_on_hand,
    qty_available,
    digital,
    list_price,
    ratings,
    children: children.map((c) => ({ list_price: c.list_price })),
    cover: image ? { url: image.url, srcset: image.srcset, width: image.width, height: image.height, caption: image.caption } : null,
  };
}

/** The lowest and highest price among a product's formats (those with a price), or null when none has one. */
export function formatPriceRange(sku: WithFormats): { low: string; high: string } | null {
  const prices = sku.children.flatMap((c) => (c.list_price === null ? [] : [c.list_price])).sort((a, b) => Number(a) - Number(b));
  return prices.length ? { low: prices[0]!, high: prices.at(-1)! } : null;
}

/** A book's price as a card or its page shows it: its own, or for a product in formats "From $12.00" (or their one price). */
export function priceText(sku: WithFormats & Pick<SkuResponse, 'list_price'>): string {
  if (!hasFormats(sku)) return formatPrice(sku.list_price);
  const range = formatPriceRange(sku);
  if (!range) return formatPrice(null);
  return Number(range.low) === Number(range.high) ? formatPrice(range.low) : `From ${formatPrice(range.low)}`;
}

/**
 * What a catalogue card offers to buy: a product with formats is chosen on its page
 * ('choose_format'); one sold as itself is added from the card ('quick_add') while in stock and
 * priced, else says it is sold out; a product without a price (published before prices were
 * required) offers nothing.
 */
export function cardPurchase(sku: WithFormats & Pick<SkuResponse, 'qty_on_hand' | 'qty_available' | 'list_price' | 'digital'>): 'quick_add' | 'choose_format' | 'sold_out' | 'held' | null {
  if (hasFormats(sku)) return 'choose_format';
  // A download never runs out (issue 26).
  if (!sku.digital && sku.qty_on_hand <= 0) return 'sold_out';
  if (!sku.digital && sku.qty_available <= 0) return 'held';
  return Number(sku.list_price) > 0 ? 'quick_add' : null;
}

/** A SKU whose every unit is held for buyers paying for them (issue 36), where there is no room for when to come back. */
export const HELD = 'Held for other buyers';

export const hasFreeShipping = (policies: readonly ShippingPolicy[] | undefined) => !!policies?.some((p) => p.id === FREE_SHIPPING_ID);

/** SPEC §4 Stock. */
export function stockLabel(qty: number): string {
  if (qty <= 0) return 'Out of Stock';
  if (qty < LOW_STOCK) return `Only ${qty} left in stock`;
  return 'In Stock';
}

/** SPEC §5: 1 to the stock level, capped at 30; none when nothing is in stock. */
export function quantityOptions(qty: number): number[] {
  const n = Math.min(Math.max(Math.floor(qty), 0), MAX_QUANTITY);
  return Array.from({ length: n }, (_, i) => i + 1);
}

/**
 * How much of each of the five stars is filled, 0 to 1 (SPEC §5): whole stars full, the star
 * holding the fraction drawn at no less than 30% and no more than 70%, then empty stars. A rating
 * with no fraction leaves no partial star.
 */
export function starFills(rating: number): number[] {
  const r = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), 5) : 0;
  const whole = Math.floor(r);
  const fraction = Math.round((r - whole) * 100) / 100;
  return Array.from({ length: 5 }, (_, i) => {
    if (i < whole) return 1;
    if (i === whole && fraction > 0) return Math.min(Math.max(fraction, 0.3), 0.7);
    return 0;
  });
}

/** "4.5": a rating to one decimal, without a trailing .0. */
export const ratingText = (rating: number) => String(Math.round(rating * 10) / 10);

export const reviewCount = (n: number) => (n === 1 ? '1 review' : `${n} reviews`);

/** The stars' accessible name: 'Rated 4.5 out of 5 (12 reviews)', or 'Not yet rated'. */
export function ratingLabel(rating: number, total?: number): string {
  if (total === 0) return 'Not yet rated';
  const base = `Rated ${ratingText(rating)} out of 5`;
  return total === undefined ? base : `${base} (${reviewCount(total)})`;
}

/** The review as the server takes it: blank (after trimming) title or text left out. */
export function reviewPayload(parentSku: number, rating: number, title: string, text: string) {
  return {
    parent_sku: parentSku,
    review_rating: rating,
    ...(title.trim() ? { title: title.trim() } : {}),
    ...(text.trim() ? { review_text: text.trim() } : {}),
  };
}
