import { z } from 'zod';
import { day, id, REQUIRED } from '../../platform/contract';
import type { ServiceEntry } from './schemas';

// The shop's administrators' requests and records: SKU editing, pictures, services and the inbox.
// The admin console imports these (types and zod), as the web app imports schemas.ts.

// ---- administrators: SKU editing ----------------------------------------------------------------

/** A form's '' (a cleared numeric field) becomes null (SPEC §3). */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const numeric = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());
const adminText = (max: number) => z.preprocess(blankToNull, z.string({ error: 'Must be text.' }).trim().max(max, `At most ${max} characters.`).nullable());

export const SKU_DEFAULTS = { qty_on_hand: 99, item_size: 1, size_unit: 'ct', return_policy: 1 } as const;

/** Why a SKU without a price cannot be published: the shop sells nothing for free (docs/decisions.md). */
export const PRICE_TO_PUBLISH = 'Set a price above $0.00 before publishing.';
/** A price a published SKU may carry: more than 0 (blank, 0 and anything not a number are no price). */
export const isSalePrice = (price: unknown): boolean => price !== null && price !== undefined && price !== '' && Number(price) > 0;

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
    day.refine((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1, 'The featured week starts on a Monday.'),
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
  /** Published variants: with any, the product is sold in them and not as itself (issue 26). */
  published_variant_count: number;
  tags?: number[];
  images?: Array<{ id: number; url: string; thumb: string; caption: string | null }>;
  /** Units once counted on the product itself, taken off sale when it came to be sold in formats (issue 26). */
  stock_set_aside?: Array<{ quantity: number; created_at: string }>;
  /** A SKU with a file is digital: the file is what its buyers download (issue 26). */
  digital: boolean;
  file?: SkuFile | null;
}

/** A digital SKU's file as the console shows it. */
export interface SkuFile {
  /** The name the buyer's download is saved under (the uploaded file's). */
  name: string;
  /** Bytes. */
  size: number;
  content_type: string;
  uploaded_at: string;
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
