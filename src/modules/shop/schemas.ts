import { z } from 'zod';
import { email, id, idsFrom, optionalText, requiredText, tagIdList } from '../../platform/contract';

// The shop API's requests and responses; the web app and the admin console import these.

export const SHOP_SORTS = ['relevance', 'date_newest', 'date_oldest', 'alpha_asc', 'alpha_desc'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export const DEFAULT_SORT: ShopSort = 'date_newest';
export const PAGE_SIZE = 10;

/** The rows of books the shop shows (GET /shop/{shelf}). */
export const SHELVES = ['featured', 'popular', 'new'] as const;
export type Shelf = (typeof SHELVES)[number];

/** GET /shop/{key}: SPEC §8's recommendation keys (featured, popular, _new) and §7's /shop/new. */
export const RECOMMENDATION_KEYS = ['featured', 'popular', '_new', 'new'] as const;
export type RecommendationKey = (typeof RECOMMENDATION_KEYS)[number];
export const UNSUPPORTED_RECOMMENDATION = 'Key is not a supported recommendation type';
export const RecommendationParams = z.strictObject({ key: z.enum(RECOMMENDATION_KEYS, { error: UNSUPPORTED_RECOMMENDATION }) });
export type RecommendationParams = z.infer<typeof RecommendationParams>;

/** The catalogue's filters, shared by the listing (query string) and the count (JSON body). */
const filterShape = {
  keyword: z.string().trim().max(200, 'At most 200 characters.').optional(),
  tag: tagIdList.optional(),
};

export const CatalogueQuery = z.object({
  ...filterShape,
  sort_by: z.enum(SHOP_SORTS, { error: `Sort by one of: ${SHOP_SORTS.join(', ')}.` }).default(DEFAULT_SORT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});
export type CatalogueQuery = z.infer<typeof CatalogueQuery>;

/**
 * POST /shop/sku/count takes the listing's parameters as they are, so a client can send the same
 * object to both: sort_by, offset and pageSize are checked as the listing checks them, then ignored.
 */
export const CountBody = z
  .strictObject({
    ...filterShape,
    sort_by: CatalogueQuery.shape.sort_by.optional(),
    offset: CatalogueQuery.shape.offset.optional(),
    pageSize: CatalogueQuery.shape.pageSize.optional(),
  })
  .transform(({ keyword, tag }): CatalogueFilters => ({ keyword, tag }));
export type CatalogueFilters = Pick<CatalogueQuery, 'keyword' | 'tag'>;

const flag = z.enum(['0', '1', 'true', 'false']).optional().transform((v) => v === '1' || v === 'true');

/** GET /shop/sku/pid: several SKUs by id, with optional extras (see SkuExtras). */
export const SkusByIdQuery = z.object({
  ids: z
    .string({ error: 'ids is required.' })
    .max(600)
    .transform((v, ctx) => {
      const ids = idsFrom(v.split(',').filter(Boolean));
      if (!ids?.length || ids.length > 50) {
        ctx.addIssue({ code: 'custom', message: 'ids must be 1 to 50 SKU ids joined by commas.' });
        return z.NEVER;
      }
      return ids;
    }),
  ratings: flag,
  fc: flag,
  fpt: flag,
  ship: flag,
  full: flag,
});

export type SkusByIdQuery = z.infer<typeof SkusByIdQuery>;

/** What GET /shop/sku/pid adds on request. */
export interface SkuExtras {
  /** ratings=1: the product's ratings summary. */
  ratings?: boolean;
  /** fc=1: also fetch the family: the variants of every SKU asked for. */
  fc?: boolean;
  /** fpt=1: the product tags. */
  fpt?: boolean;
  /** ship=1: the shipping policy with its delivery day range. */
  ship?: boolean;
  /** full=1: the HTML fields (about, description, details). */
  full?: boolean;
}

export const SkuIdParams = z.object({ id });
export const IdsParams = z.object({
  ids: z.string().max(1200).transform((v, ctx) => {
    const ids = idsFrom(v.split(',').filter(Boolean));
    if (!ids?.length || ids.length > 100) {
      ctx.addIssue({ code: 'custom', message: 'ids must be 1 to 100 ids joined by commas.' });
      return z.NEVER;
    }
    return ids;
  }),
});

export interface SkuImage {
  id: number;
  /** The largest rendition (or the original until the renditions exist). */
  url: string;
  /** "url 320w, url 800w, url 1600w" for the renditions that exist. */
  srcset: string | null;
  thumb: string;
  caption: string | null;
  width: number | null;
  height: number | null;
}

export interface ShippingPolicy {
  id: number;
  name: string;
  free: boolean;
  /** "5-8" business days. */
  day_range: string;
}

export interface ProductTag {
  id: number;
  name: string;
  label: string;
  symbol: string | null;
}

export interface RatingsSummary {
  averageRating: number;
  total: number;
}

export interface SkuVariant {
  id: number;
  /** The variant's own title part, e.g. "Hardcover". */
  title: string;
  qty_on_hand: number;
  /** A download (issue 26): never out of stock, whatever its count (issue 36). */
  digital: boolean;
  /** The units no buyer holds while paying (issue 36). */
  qty_available: number;
  list_price: string | null;
}

export interface SkuResponse {
  id: number;
  /** The title parts, parent first: shown joined by commas. */
  title: string[];
  subtitle: string | null;
  parent_sku: number | null;
  /** Ancestor ids, nearest first. */
  parents: number[];
  children: SkuVariant[];
  /** The units on the shelf, held ones included. */
  qty_on_hand: number;
  /**
   * The units on the shelf no buyer holds while paying (issue 36): what a visitor may buy. The same
   * for everyone (answers are shared): a buyer's own checkout adds back what it holds (POST /shop/checkout-holds).
   */
  qty_available: number;
  /** When the first of the holds on it lapses (ISO); null when nothing is held. */
  held_until: string | null;
  /** Sold as a file to download (issue 26): it never runs out, and ships nothing. */
  digital: boolean;
  /** The file a digital SKU's buyer downloads, as the product page and the cart describe it (issue 36): 'EPUB', 'PDF', 'MOBI' or 'ZIP', and bytes. */
  download_file: { type: string; size: number } | null;
  item_size: number | null;
  size_unit: string | null;
  /** Two decimals, USD. */
  list_price: string | null;
  images: SkuImage[];
  published: boolean;
  return_policy: number | null;
  aux_id: string | null;
  featured_week: string | null;
  created_at: string;
  updated_at: string;
  shipping_policy: ShippingPolicy[];
  about?: string | null;
  description?: string | null;
  details?: string | null;
  ratings?: RatingsSummary;
  tags?: ProductTag[];
}

export interface SkuListResponse {
  skus: SkuResponse[];
  /** Keyword searches: the words searched when misspelt ones were corrected ("grammar" for "grmamar"). */
  corrected?: string;
}

export interface SkusByIdResponse {
  /** The top-level product the first requested SKU belongs to. */
  _parent: SkuResponse | null;
  skus: SkuResponse[];
}

export const RATING_REQUIRED = 'Please select a rating.';
const optionalPlain = (max: number) =>
  z
    .string({ error: 'Must be text.' })
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** POST /shop/sku/reviews: a member's one review of a product, created or replaced. */
export const ReviewBody = z.strictObject({
  parent_sku: id,
  review_rating: z.number({ error: RATING_REQUIRED }).int(RATING_REQUIRED).min(1, RATING_REQUIRED).max(5, RATING_REQUIRED),
  review_text: optionalPlain(5000),
  title: optionalPlain(200),
});
export type ReviewBody = z.infer<typeof ReviewBody>;

export const REVIEWS_MAX_PER_CALL = 25;
export const ReviewPageParams = z.object({
  parent_sku: id,
  offset: z.coerce.number().int().min(0).max(1_000_000),
  quantity: z.coerce.number().int().min(1).max(REVIEWS_MAX_PER_CALL),
});

export interface ReviewResponse {
  id: number;
  /** Null when the member's account was deleted. */
  username: string | null;
  rating: number;
  title: string | null;
  body: string | null;
  created_at: string;
  updated_at: string;
  /** The author bought the product here (any of its formats). */
  verified_purchase: boolean;
}

export interface RatingsInfo extends RatingsSummary {
  counts: Record<'1' | '2' | '3' | '4' | '5', number>;
  userReview: ReviewResponse | null;
}

// ---- services, quote requests and contact messages ---------------------------------------------

export { REQUIRED } from '../../platform/contract';

export interface ServiceEntry {
  key: string;
  title: string;
  subtitle: string | null;
  /** Administrators' HTML. */
  description: string | null;
  body: string | null;
  img_src: string | null;
}

export const ServiceKeysParams = z.object({
  ids: z.string().max(1000).transform((v, ctx) => {
    const keys = v.split(',').map((k) => k.trim()).filter(Boolean);
    if (!keys.length || keys.length > 50 || keys.some((k) => !/^[A-Za-z0-9_-]{1,100}$/.test(k))) {
      ctx.addIssue({ code: 'custom', message: 'Service keys are letters, digits, _ and -, joined by commas.' });
      return z.NEVER;
    }
    return [...new Set(keys)];
  }),
});

/** POST /api/services/quote: the services page's 'Get a Quote' form. */
export const QuoteBody = z.strictObject({
  email: email,
  message: requiredText(5000),
  subject: z.string().trim().max(300, 'At most 300 characters.').optional(),
  service_key: z.string().trim().max(100).optional(),
});
export type QuoteBody = z.infer<typeof QuoteBody>;


/** POST /api/contact: the 'Send Us a Message' form (also on /shop/returns). */
export const ContactBody = z.strictObject({
  first_name: optionalText(100),
  last_name: optionalText(100),
  email: email,
  phone: optionalText(30),
  subject: optionalText(300),
  message: requiredText(5000),
});
export type ContactBody = z.infer<typeof ContactBody>;
