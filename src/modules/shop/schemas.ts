import { z } from 'zod';
import { email, id, idsFrom, optionalText, REQUIRED, requiredText } from '../../platform/contract';

// The shop API's requests and responses; the web app and the admin console import these.

export const SHOP_SORTS = ['relevance', 'date_newest', 'date_oldest', 'alpha_asc', 'alpha_desc'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export const DEFAULT_SORT: ShopSort = 'date_newest';
export const PAGE_SIZE = 10;

/** "3|7|12" (SPEC: tags joined by a pipe), or an array of ids in a JSON body. */
const tagList = z
  .union([z.string().max(500), z.array(id).max(20)])
  .transform((v, ctx) => {
    const ids = Array.isArray(v) ? [...new Set(v)] : idsFrom(v.split('|').map((p) => p.trim()).filter(Boolean));
    if (!ids) {
      ctx.addIssue({ code: 'custom', message: 'Tags must be ids joined by |.' });
      return z.NEVER;
    }
    return ids.slice(0, 20);
  });

/** The catalogue's filters, shared by the listing (query string) and the count (JSON body). */
const filterShape = {
  keyword: z.string().trim().max(200, 'At most 200 characters.').optional(),
  tag: tagList.optional(),
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
  qty_on_hand: number;
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

// ---- administrators: SKU editing ----------------------------------------------------------------

/** A form's '' (a cleared numeric field) becomes null (SPEC §3). */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const numeric = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());
const adminText = (max: number) => z.preprocess(blankToNull, z.string({ error: 'Must be text.' }).trim().max(max, `At most ${max} characters.`).nullable());

export const SKU_DEFAULTS = { qty_on_hand: 99, item_size: 1, size_unit: 'ct', return_policy: 1 } as const;

/** The name POST /sku_img_tmp_upload gives a picture: random hex, WebP. */
export const UPLOAD_FILENAME = /^[a-f0-9]{32}\.webp$/;

/**
 * A picture of a SKU being saved: one already stored (id) or a fresh upload (filename). What the
 * console shows with it (url, thumb) comes back in its record and is dropped.
 */
export const SkuImageInput = z.union([
  z.object({ id, caption: adminText(300).optional() }),
  z.object({ filename: z.string().regex(UPLOAD_FILENAME, 'Upload the image first.'), caption: adminText(300).optional() }),
]);

export const SkuInput = z.strictObject({
  title: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true }).max(300, 'At most 300 characters.'),
  subtitle: adminText(500).optional(),
  parent_sku: numeric(id).optional(),
  qty_on_hand: numeric(z.coerce.number({ error: 'Please enter a number.' }).int('Please enter a whole number.').min(0, 'Cannot be negative.').max(1_000_000)).optional(),
  item_size: numeric(z.coerce.number({ error: 'Please enter a number.' }).positive('Must be more than 0.').max(1_000_000)).optional(),
  size_unit: adminText(20).optional(),
  list_price: numeric(
    z.coerce
      .number({ error: 'Please enter a number.' })
      .min(0, 'Cannot be negative.')
      .max(1_000_000)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most two decimals.'),
  ).optional(),
  about: adminText(100_000).optional(),
  description: adminText(100_000).optional(),
  details: adminText(100_000).optional(),
  shipping_policy_id: numeric(id).optional(),
  return_policy: numeric(z.coerce.number().int().min(0).max(1000)).optional(),
  aux_id: adminText(100).optional(),
  featured_week: numeric(
    z.iso.date('Use a date like 2026-11-23.').refine((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1, 'The featured week starts on a Monday.'),
  ).optional(),
  sort_key: numeric(z.coerce.number().int().min(-1000).max(1000)).optional(),
  published: z.boolean().optional(),
  tags: z.array(id).max(50).optional(),
  images: z.array(SkuImageInput).max(20, 'At most 20 images.').optional(),
});
export type SkuInput = z.infer<typeof SkuInput>;
/**
 * A SKU as the console sends it (POST and PUT /api/admin/skus): ra-data-simple-rest sends the
 * whole record back, so its read-only fields (id, full_title, created_at...) are dropped, not refused.
 */
export const SkuRecordInput = z.object(SkuInput.shape);

export const CreateSkusBody = z.strictObject({ skus: z.array(SkuInput).min(1, 'Send at least one SKU.').max(50) });
export const SkuIdBody = z.strictObject({ id });

export interface UploadedImage {
  /** Pass back as images[].filename when saving the SKU. */
  filename: string;
  url: string;
  width: number;
  height: number;
}

/** A SKU as the admin console edits it (GET /api/admin/skus/:id). */
export interface AdminSku {
  id: number;
  title: string;
  /** The title parts joined, parent first. */
  full_title: string;
  subtitle: string | null;
  parent_sku: number | null;
  qty_on_hand: number;
  item_size: number | null;
  size_unit: string | null;
  list_price: string | null;
  about: string | null;
  description: string | null;
  details: string | null;
  shipping_policy_id: number | null;
  return_policy: number | null;
  aux_id: string | null;
  featured_week: string | null;
  sort_key: number;
  published: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  variant_count: number;
  tags?: number[];
  images?: Array<{ id: number; url: string; thumb: string; caption: string | null }>;
}

// ---- administrators: services and the inbox --------------------------------------------------------

export const IMAGE_ADDRESS = 'Use an http:// or https:// address, or a path on this site under /uploads/.';
/** A fresh upload's address (/uploads/tmp/{filename}): saving a service with it claims the upload. */
export const TMP_UPLOAD_PATH = /^\/uploads\/tmp\/([a-f0-9]{32}\.webp)$/;
const STORED_PATH = /^\/uploads\/[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** An http(s) address, or a stored file of ours (a path under /uploads/; in tmp/ only a fresh upload). */
export function isImageAddress(value: string): boolean {
  if (value.startsWith('/')) return STORED_PATH.test(value) && !value.includes('..') && (!value.startsWith('/uploads/tmp/') || TMP_UPLOAD_PATH.test(value));
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * A service as the console sends it (POST and PUT /api/admin/services): ra-data-simple-rest sends
 * the whole record back, so its read-only fields (id, created_at...) are dropped, not refused.
 */
export const ServiceInput = z.object({
  key: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true }).max(100).regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, _ and - (it becomes the page anchor).'),
  title: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true }).max(300, 'At most 300 characters.'),
  subtitle: adminText(500).optional(),
  description: adminText(100_000).optional(),
  body: adminText(100_000).optional(),
  img_src: z.preprocess(blankToNull, z.string({ error: 'Must be text.' }).trim().max(1000, 'At most 1000 characters.').refine(isImageAddress, IMAGE_ADDRESS).nullable()).optional(),
  position: numeric(z.coerce.number().int().min(0).max(10_000)).optional(),
  published: z.boolean().optional(),
});
export type ServiceInput = z.infer<typeof ServiceInput>;

export interface AdminService extends ServiceEntry {
  id: number;
  position: number;
  published: boolean;
  created_at: string;
  updated_at: string;
}

/** Marking a contact message or quote request handled (or not) from the admin console. */
export const HandledBody = z.object({ handled: z.boolean({ error: 'handled must be true or false.' }) });

export interface InboxItem {
  id: number;
  email: string;
  subject: string | null;
  message: string;
  handled: boolean;
  handled_at: string | null;
  created_at: string;
}
export interface ContactMessage extends InboxItem {
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
}
export interface QuoteRequest extends InboxItem {
  service_key: string | null;
}
