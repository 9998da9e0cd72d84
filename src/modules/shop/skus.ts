import type { Knex } from 'knex';
import { notFound } from '../../platform/errors';
import { db as defaultDb, type Db } from '../../platform/db';
import { storage } from '../../platform/storage';
import type { SkuExtras, SkuImage, SkuResponse } from './schemas';
import { fileTypeOf } from './digital-files';
import { skuRows, type ImageRow, type SkuRow } from './sku-rows';

/** Rendition widths, as the resize job makes them. */
export const RENDITION_WIDTHS = { thumb: 320, medium: 800, large: 1600 } as const;

export interface LoadOptions extends SkuExtras {
  /** Visitors see published SKUs only, and a variant only when every SKU above it is published too. */
  publishedOnly: boolean;
}

const isoDate = (d: string | Date | null) => (d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

function presentImage(row: ImageRow): SkuImage {
  const r = row.renditions ?? {};
  const sizes = (Object.keys(RENDITION_WIDTHS) as Array<keyof typeof RENDITION_WIDTHS>).filter((k) => r[k]);
  const largest = r.large ?? r.medium ?? row.storage_key;
  return {
    id: row.id,
    url: storage.url(largest),
    srcset: sizes.length ? sizes.map((k) => `${storage.url(r[k]!)} ${RENDITION_WIDTHS[k]}w`).join(', ') : null,
    thumb: storage.url(r.thumb ?? row.storage_key),
    caption: row.caption,
    width: row.width,
    height: row.height,
  };
}

/** A SKU as the API shows it: title parts run from the top-level product down; a variant without pictures or subtitle shows its product's. */
const present = (row: SkuRow, options: LoadOptions): SkuResponse => ({
  id: row.id,
  title: [...row.parent_titles, row.title],
  subtitle: row.subtitle ?? (row.parent_sku !== null ? row.top_subtitle : null),
  parent_sku: row.parent_sku,
  parents: row.parents,
  children: row.children,
  qty_on_hand: row.qty_on_hand,
  qty_available: row.qty_available,
  held_until: row.held_until === null ? null : new Date(row.held_until).toISOString(),
  digital: row.digital,
  download_file: row.file && { type: fileTypeOf(row.file.content_type), size: Number(row.file.size) },
  item_size: row.item_size === null ? null : Number(row.item_size),
  size_unit: row.size_unit,
  list_price: row.list_price,
  images: row.images.map(presentImage),
  published: row.published,
  return_policy: row.return_policy,
  aux_id: row.aux_id,
  featured_week: isoDate(row.featured_week),
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
  shipping_policy: row.shipping_policy ? [row.shipping_policy] : [],
  ...(options.full ? { about: row.about ?? null, description: row.description ?? null, details: row.details ?? null } : {}),
  ...(options.ratings ? { ratings: row.ratings! } : {}),
  ...(options.fpt ? { tags: row.tags! } : {}),
});

/** The SKUs the viewer may see among these ids (and their variants, with `variants`), by id, in one query. */
async function skusById(ids: number[], options: LoadOptions & { variants?: boolean }, db: Db): Promise<Map<number, SkuResponse>> {
  const rows = await skuRows(db, ids, options);
  return new Map(rows.map((r) => [r.id, present(r, options)]));
}

/** The SKUs of `found` with these ids, in the order asked. */
const inOrder = (ids: number[], found: Map<number, SkuResponse>) => ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));

/** A query of the top-level product (`id`) of each SKU (`sku_id`) of `skuIds` (itself for a product), however deep its variants go. */
export function productsQuery(db: Db, skuIds: number[] | Knex.QueryBuilder): Knex.QueryBuilder {
  return db
    .withRecursive('up', ['sku_id', 'id', 'parent_sku'], (q) =>
      q
        .select('id as sku_id', 'id', 'parent_sku')
        .from('skus')
        .whereIn('id', skuIds)
        // union, not union all: a loop (which the editor refuses anyway) cannot run forever.
        .union((u) => u.select('up.sku_id', 'p.id', 'p.parent_sku').from('up').join('skus as p', 'p.id', 'up.parent_sku')),
    )
    .from('up')
    .whereNull('parent_sku')
    .select('sku_id', 'id');
}

/** The top-level product of each SKU id (itself for a product), however deep its variants go. */
export async function productsOf(skuIds: number[], db: Db = defaultDb): Promise<Map<number, number>> {
  if (!skuIds.length) return new Map();
  const rows: Array<{ sku_id: number; id: number }> = await productsQuery(db, skuIds);
  return new Map(rows.map((r) => [r.sku_id, r.id]));
}

/** SKUs by id, in the order asked, shaped for the API (one query, whatever the number of ids). */
export async function loadSkus(ids: number[], options: LoadOptions, db: Db = defaultDb): Promise<SkuResponse[]> {
  return inOrder(ids, await skusById(ids, options, db));
}

/** One SKU with everything the product page shows; 404 when missing (or unpublished, for visitors). */
export async function getSku(id: number, publishedOnly: boolean, db: Db = defaultDb): Promise<SkuResponse> {
  const [sku] = await loadSkus([id], { publishedOnly, ratings: true, fpt: true, ship: true, full: true }, db);
  if (!sku) throw notFound('SKU');
  return sku;
}

/**
 * SKUs by id for the product page (GET /shop/sku/pid): the SKUs asked for, with their variants
 * when fc is set (in the same query), and the top-level product of the first one as _parent (a
 * second query only when it is not among them).
 */
export async function getSkuFamily(ids: number[], extras: SkuExtras, publishedOnly: boolean, db: Db = defaultDb) {
  const options = { ...extras, publishedOnly };
  const found = await skusById(ids, { ...options, variants: extras.fc }, db);
  const asked = inOrder(ids, found);
  const variantIds = extras.fc ? asked.flatMap((s) => s.children.map((c) => c.id)).filter((id) => !ids.includes(id)) : [];
  const skus = [...asked, ...inOrder(variantIds, found)];
  const first = skus[0];
  const topId = first ? (first.parents.at(-1) ?? first.id) : null;
  const _parent = topId === null ? null : (skus.find((s) => s.id === topId) ?? (await loadSkus([topId], options, db))[0] ?? null);
  return { _parent, skus };
}
