import { notFound } from '../../platform/errors';
import { db as defaultDb, type Db } from '../../platform/db';
import { storage } from '../../platform/storage';
import type { ProductTag, RatingsSummary, ShippingPolicy, SkuExtras, SkuImage, SkuResponse, SkuVariant } from './schemas';

interface SkuRow {
  id: number;
  parent_sku: number | null;
  title: string;
  subtitle: string | null;
  about: string | null;
  description: string | null;
  details: string | null;
  qty_on_hand: number;
  item_size: string | null;
  size_unit: string | null;
  list_price: string | null;
  published: boolean;
  shipping_policy_id: number | null;
  return_policy: number | null;
  aux_id: string | null;
  featured_week: string | Date | null;
  created_at: Date;
  updated_at: Date;
}

interface ImageRow {
  id: number;
  sku_id: number;
  storage_key: string;
  caption: string | null;
  width: number | null;
  height: number | null;
  renditions: Partial<Record<'thumb' | 'medium' | 'large', string>> | null;
}

/** Rendition widths, as the resize job makes them. */
export const RENDITION_WIDTHS = { thumb: 320, medium: 800, large: 1600 } as const;

export interface LoadOptions extends SkuExtras {
  /** Visitors see published SKUs only, and a variant only when every SKU above it is published too. */
  publishedOnly: boolean;
}

const groupBy = <T, K>(rows: T[], key: (r: T) => K) => {
  const map = new Map<K, T[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return map;
};

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

/** The ids of each SKU's ancestors (nearest first), loading parents a level at a time. */
async function ancestry(rows: SkuRow[], db: Db): Promise<Map<number, SkuRow>> {
  const known = new Map(rows.map((r) => [r.id, r]));
  let missing = rows.map((r) => r.parent_sku).filter((p): p is number => p !== null && !known.has(p));
  while (missing.length) {
    const parents: SkuRow[] = await db('skus').whereIn('id', [...new Set(missing)]);
    for (const p of parents) known.set(p.id, p);
    missing = parents.map((p) => p.parent_sku).filter((p): p is number => p !== null && !known.has(p));
  }
  return known;
}

function chainOf(row: SkuRow, known: Map<number, SkuRow>): SkuRow[] {
  const chain: SkuRow[] = [];
  for (let p = row.parent_sku; p !== null && chain.length < 10; p = known.get(p)?.parent_sku ?? null) {
    const parent = known.get(p);
    if (!parent) break;
    chain.push(parent);
  }
  return chain;
}

/** The top-level product a SKU belongs to (itself when it has no parent). */
export const topOf = (row: SkuRow, known: Map<number, SkuRow>) => chainOf(row, known).at(-1) ?? row;

/** The top-level product of each SKU id (itself for a product), however deep its variants go. */
export async function productsOf(skuIds: number[], db: Db = defaultDb): Promise<Map<number, number>> {
  if (!skuIds.length) return new Map();
  const rows: Array<{ sku_id: number; id: number }> = await db
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
  return new Map(rows.map((r) => [r.sku_id, r.id]));
}

/** Ratings per top-level product id (reviews are of a product, whichever format was bought). */
export async function ratingsFor(productIds: number[], db: Db = defaultDb): Promise<Map<number, RatingsSummary>> {
  const rows: Array<{ parent_sku: number; average: string | null; total: number }> = await db('reviews')
    .whereIn('parent_sku', productIds)
    .groupBy('parent_sku')
    .select('parent_sku', db.raw('avg(rating)::numeric(3,2) as average'), db.raw('count(*)::int as total'));
  return new Map(rows.map((r) => [r.parent_sku, { averageRating: Number(r.average ?? 0), total: r.total }]));
}

/**
 * SKUs by id, in the order asked, shaped for the API. Title parts run from the top-level product
 * down; a variant without pictures shows its product's.
 */
export async function loadSkus(ids: number[], options: LoadOptions, db: Db = defaultDb): Promise<SkuResponse[]> {
  if (!ids.length) return [];
  const query = db('skus').whereIn('id', ids);
  if (options.publishedOnly) query.where('published', true);
  const found: SkuRow[] = await query;
  const known = await ancestry(found, db);
  // A published variant of an unpublished product is as hidden as the product.
  const rows = options.publishedOnly ? found.filter((r) => chainOf(r, known).every((p) => p.published)) : found;
  const tops = [...new Set(rows.map((r) => topOf(r, known).id))];
  const withImages = [...new Set([...rows.map((r) => r.id), ...tops])];

  const childQuery = db('skus').whereIn('parent_sku', rows.map((r) => r.id)).orderBy(['sort_key', 'id']);
  if (options.publishedOnly) childQuery.where('published', true);
  const [children, images, policies, ratings, tags] = await Promise.all([
    childQuery.select('id', 'parent_sku', 'title', 'qty_on_hand', 'list_price') as Promise<Array<SkuVariant & { parent_sku: number }>>,
    db('sku_images').whereIn('sku_id', withImages).orderBy(['position', 'id']) as Promise<ImageRow[]>,
    db('shipping_policies').select() as Promise<Array<{ id: number; name: string; free: boolean; min_days: number; max_days: number }>>,
    options.ratings ? ratingsFor(tops, db) : Promise.resolve(new Map<number, RatingsSummary>()),
    options.fpt
      ? (db('sku_tags as st').join('product_tags as t', 't.id', 'st.tag_id').whereIn('st.sku_id', tops).orderBy('t.label').select('st.sku_id', 't.id', 't.name', 't.label', 't.symbol') as Promise<Array<ProductTag & { sku_id: number }>>)
      : Promise.resolve([]),
  ]);
  const childrenOf = groupBy(children, (c) => c.parent_sku);
  const imagesOf = groupBy(images, (i) => i.sku_id);
  const tagsOf = groupBy(tags, (t) => t.sku_id);
  const policyById = new Map(policies.map((p) => [p.id, p]));

  const present = (row: SkuRow): SkuResponse => {
    const chain = chainOf(row, known);
    const top = chain.at(-1) ?? row;
    const policy = row.shipping_policy_id !== null ? policyById.get(row.shipping_policy_id) : undefined;
    const shipping: ShippingPolicy[] = policy ? [{ id: policy.id, name: policy.name, free: policy.free, day_range: `${policy.min_days}-${policy.max_days}` }] : [];
    const ownImages = imagesOf.get(row.id) ?? [];
    return {
      id: row.id,
      title: [...chain.map((p) => p.title).reverse(), row.title],
      subtitle: row.subtitle ?? (row.parent_sku !== null ? top.subtitle : null),
      parent_sku: row.parent_sku,
      parents: chain.map((p) => p.id),
      children: (childrenOf.get(row.id) ?? []).map(({ id, title, qty_on_hand, list_price }) => ({ id, title, qty_on_hand, list_price })),
      qty_on_hand: row.qty_on_hand,
      item_size: row.item_size === null ? null : Number(row.item_size),
      size_unit: row.size_unit,
      list_price: row.list_price,
      images: (ownImages.length ? ownImages : (imagesOf.get(top.id) ?? [])).map(presentImage),
      published: row.published,
      return_policy: row.return_policy,
      aux_id: row.aux_id,
      featured_week: isoDate(row.featured_week),
      created_at: new Date(row.created_at).toISOString(),
      updated_at: new Date(row.updated_at).toISOString(),
      shipping_policy: shipping,
      ...(options.full ? { about: row.about, description: row.description, details: row.details } : {}),
      ...(options.ratings ? { ratings: ratings.get(top.id) ?? { averageRating: 0, total: 0 } } : {}),
      ...(options.fpt ? { tags: (tagsOf.get(top.id) ?? []).map(({ id, name, label, symbol }) => ({ id, name, label, symbol })) } : {}),
    };
  };
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [present(byId.get(id)!)] : []));
}

/** One SKU with everything the product page shows; 404 when missing (or unpublished, for visitors). */
export async function getSku(id: number, publishedOnly: boolean, db: Db = defaultDb): Promise<SkuResponse> {
  const [sku] = await loadSkus([id], { publishedOnly, ratings: true, fpt: true, ship: true, full: true }, db);
  if (!sku) throw notFound('SKU');
  return sku;
}

/**
 * SKUs by id for the product page (GET /shop/sku/pid): the SKUs asked for, with their variants
 * when fc is set, and the top-level product of the first one as _parent.
 */
export async function getSkuFamily(ids: number[], extras: SkuExtras, publishedOnly: boolean, db: Db = defaultDb) {
  const options = { ...extras, publishedOnly };
  let skus = await loadSkus(ids, options, db);
  if (extras.fc) {
    const variantIds = skus.flatMap((s) => s.children.map((c) => c.id)).filter((id) => !ids.includes(id));
    skus = [...skus, ...(await loadSkus(variantIds, options, db))];
  }
  const first = skus[0];
  const topId = first ? (first.parents.at(-1) ?? first.id) : null;
  const _parent = topId === null ? null : (skus.find((s) => s.id === topId) ?? (await loadSkus([topId], options, db))[0] ?? null);
  return { _parent, skus };
}
