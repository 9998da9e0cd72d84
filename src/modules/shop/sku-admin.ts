import type { Knex } from 'knex';
import { AppError, notFound } from '../../platform/errors';
import { containsPattern, db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { idsFilter, textFilter, type RaList } from '../../platform/http/ra-list';
import { enqueue } from '../../platform/jobs';
import { sanitizeRichHtml } from '../../platform/html';
import { storage } from '../../platform/storage';
import { skuFileKeys, skuFileOf } from './digital-files';
import { removeFiles, resizeImage } from './images';
import { PRICE_TO_PUBLISH, SKU_DEFAULTS, isSalePrice, type AdminSku, type SkuInput } from './admin-schemas';
import { fullSkuName } from './sku-names';
import { inspectUpload, skuImageKey } from './uploads';

/** Product HTML keeps ordinary formatting; scripts, styles and event handlers never reach a page. */
export const cleanHtml = (html: string | null | undefined) => (html == null ? html : sanitizeRichHtml(html));

/** The columns a SkuInput sets; absent fields stay as they are (or take their defaults on create). */
function columnsOf(input: SkuInput) {
  const cols: Record<string, unknown> = {
    title: input.title,
    subtitle: input.subtitle,
    parent_sku: input.parent_sku,
    qty_on_hand: input.qty_on_hand === null ? SKU_DEFAULTS.qty_on_hand : input.qty_on_hand,
    item_size: input.item_size,
    size_unit: input.size_unit,
    list_price: input.list_price,
    about: cleanHtml(input.about),
    description: cleanHtml(input.description),
    details: cleanHtml(input.details),
    shipping_policy_id: input.shipping_policy_id,
    return_policy: input.return_policy,
    aux_id: input.aux_id,
    featured_week: input.featured_week,
    sort_key: input.sort_key ?? undefined,
    published: input.published,
  };
  return Object.fromEntries(Object.entries(cols).filter(([, v]) => v !== undefined));
}

/**
 * A published SKU carries its own price above 0: checkout charges each SKU its own price and sells
 * nothing for free, so a SKU without one would show "$0.00" and Add to Cart and then be refused.
 * A product with published formats is the exception: they carry the prices.
 */
async function checkPublishable(trx: Knex.Transaction, skuId: number | null, published: boolean, price: unknown): Promise<void> {
  if (!published || isSalePrice(price)) return;
  // A product sold in its formats is priced by them (formats.ts): it is never bought as itself.
  const formats = skuId === null ? undefined : await trx('skus').where({ parent_sku: skuId, published: true }).first('id');
  if (!formats) throw new AppError('validation', PRICE_TO_PUBLISH, 400, { list_price: [PRICE_TO_PUBLISH] });
}

async function checkParent(trx: Knex.Transaction, skuId: number | null, parentId: number | null | undefined): Promise<void> {
  if (parentId == null) return;
  if (parentId === skuId) throw new AppError('validation', 'A SKU cannot be its own parent.', 400, { parent_sku: ['A SKU cannot be its own parent.'] });
  // Walk up from the new parent: meeting this SKU would make a loop.
  for (let id: number | null = parentId, depth = 0; id !== null; depth++) {
    const row: { id: number; parent_sku: number | null } | undefined = await trx('skus').where({ id }).first('id', 'parent_sku');
    if (!row) throw new AppError('validation', 'The parent SKU does not exist.', 400, { parent_sku: ['The parent SKU does not exist.'] });
    if ((skuId !== null && row.parent_sku === skuId) || depth > 10) throw new AppError('validation', 'That parent would make a loop.', 400, { parent_sku: ['That parent would make a loop.'] });
    id = row.parent_sku;
  }
}

async function saveTags(trx: Knex.Transaction, skuId: number, tags: number[] | undefined): Promise<void> {
  if (!tags) return;
  const unique = [...new Set(tags)];
  const known = await trx('product_tags').whereIn('id', unique).count({ n: '*' }).first();
  if (Number(known?.n ?? 0) < unique.length) throw new AppError('validation', 'A tag does not exist.', 400, { tags: ['A tag does not exist.'] });
  await trx('sku_tags').where({ sku_id: skuId }).delete();
  if (unique.length) await trx('sku_tags').insert(unique.map((tag_id) => ({ sku_id: skuId, tag_id })));
}

type Uploads = Map<string, { width: number; height: number }>;

/**
 * The sizes of the fresh uploads a save names, read before its transaction: the files stay in
 * tmp/ until the commit, so a save that fails can be made again with them.
 */
async function inspectUploads(inputs: SkuInput[]): Promise<Uploads> {
  const uploads: Uploads = new Map();
  for (const image of inputs.flatMap((input) => input.images ?? [])) {
    if (!('filename' in image)) continue;
    if (uploads.has(image.filename)) throw new AppError('validation', 'The same picture is listed twice.', 400, { images: ['The same picture is listed twice.'] });
    uploads.set(image.filename, await inspectUpload(image.filename, 'images'));
  }
  return uploads;
}

interface FileWork {
  /** New pictures whose upload moves into place after the commit. */
  placed: Array<{ imageId: number; upload: string }>;
  /** Storage keys of the pictures dropped. */
  removed: string[];
}

/** Sets the SKU's pictures to the list given, in its order: kept ones by id, new uploads by filename. */
async function saveImages(trx: Knex.Transaction, skuId: number, images: SkuInput['images'], uploads: Uploads): Promise<FileWork> {
  if (!images) return { placed: [], removed: [] };
  const existing: Array<{ id: number; storage_key: string; renditions: Record<string, string> | null }> = await trx('sku_images').where({ sku_id: skuId }).select('id', 'storage_key', 'renditions');
  const kept = new Set(images.flatMap((i) => ('id' in i ? [i.id] : [])));
  for (const id of kept) {
    if (!existing.some((e) => e.id === id)) throw new AppError('validation', 'An image does not belong to this SKU.', 400, { images: ['An image does not belong to this SKU.'] });
  }
  const dropped = existing.filter((e) => !kept.has(e.id));
  if (dropped.length) await trx('sku_images').whereIn('id', dropped.map((d) => d.id)).delete();
  const placed: FileWork['placed'] = [];
  for (const [position, image] of images.entries()) {
    if ('id' in image) {
      await trx('sku_images').where({ id: image.id }).update({ position, ...(image.caption !== undefined ? { caption: image.caption } : {}) });
    } else {
      const { width, height } = uploads.get(image.filename)!;
      const [row] = await trx('sku_images').insert({ sku_id: skuId, storage_key: skuImageKey(image.filename), position, caption: image.caption ?? null, width, height }).returning('id');
      placed.push({ imageId: (row as { id: number }).id, upload: image.filename });
    }
  }
  return { placed, removed: dropped.flatMap((d) => [d.storage_key, ...Object.values(d.renditions ?? {})]) };
}

/** The file work of a save, as jobs that run once it commits (dropped if it rolls back). */
async function afterSave(trx: Knex.Transaction, work: FileWork) {
  for (const { imageId, upload } of work.placed) await enqueue(resizeImage, { imageId, upload }, { trx });
  if (work.removed.length) await enqueue(removeFiles, { keys: work.removed }, { trx });
}

/** Creates SKUs (POST /shop/sku {skus}); new ones take the spec's defaults and return policy 1. */
export async function createSkus(inputs: SkuInput[], db: Db = defaultDb): Promise<number[]> {
  const uploads = await inspectUploads(inputs);
  return withTransaction(db, async (trx) => {
    const ids: number[] = [];
    for (const input of inputs) {
      await checkPublishable(trx, null, input.published ?? false, input.list_price);
      await checkParent(trx, null, input.parent_sku);
      const [row] = await trx('skus')
        .insert({ ...SKU_DEFAULTS, ...columnsOf(input), return_policy: input.return_policy ?? SKU_DEFAULTS.return_policy, ...(input.published ? { published_at: trx.fn.now() } : {}) })
        .returning('id');
      const id = (row as { id: number }).id;
      await afterSave(trx, await saveImages(trx, id, input.images, uploads));
      await saveTags(trx, id, input.tags);
      ids.push(id);
    }
    return ids;
  });
}

export async function updateSku(id: number, input: SkuInput, db: Db = defaultDb): Promise<void> {
  const uploads = await inspectUploads([input]);
  await withTransaction(db, async (trx) => {
    const current: { published: boolean; published_at: Date | null; list_price: string | null } | undefined = await trx('skus').where({ id }).forUpdate().first('published', 'published_at', 'list_price');
    if (!current) throw notFound('SKU');
    // What the SKU will be once saved: a field left out keeps its stored value.
    await checkPublishable(trx, id, input.published ?? current.published, input.list_price === undefined ? current.list_price : input.list_price);
    await checkParent(trx, id, input.parent_sku);
    const publishedAt = input.published && !current.published_at ? { published_at: trx.fn.now() } : {};
    await trx('skus').where({ id }).update({ ...columnsOf(input), ...publishedAt, updated_at: trx.fn.now() });
    await afterSave(trx, await saveImages(trx, id, input.images, uploads));
    await saveTags(trx, id, input.tags);
  });
}

/** Publishes (a SKU with a price) or suspends a SKU; the first publication's date is kept. */
export async function setPublished(id: number, published: boolean, db: Db = defaultDb): Promise<void> {
  await withTransaction(db, async (trx) => {
    const sku: { list_price: string | null } | undefined = await trx('skus').where({ id }).forUpdate().first('list_price');
    if (!sku) throw notFound('SKU');
    await checkPublishable(trx, id, published, sku.list_price);
    await trx('skus')
      .where({ id })
      .update({ published, updated_at: trx.fn.now(), ...(published ? { published_at: trx.raw('coalesce(published_at, now())') } : {}) });
  });
}

/** Deletes a SKU with its variants, pictures and download files (the files go by a job after the commit). */
export async function deleteSku(id: number, db: Db = defaultDb): Promise<void> {
  await withTransaction(db, async (trx) => {
    const family: Array<{ id: number }> = await trx.withRecursive('family', (q) => q.select('id').from('skus').where({ id }).unionAll((u) => u.select('s.id').from('skus as s').join('family as f', 's.parent_sku', 'f.id'))).select('id').from('family');
    if (!family.length) throw notFound('SKU');
    const images: Array<{ storage_key: string; renditions: Record<string, string> | null }> = await trx('sku_images').whereIn('sku_id', family.map((f) => f.id)).select('storage_key', 'renditions');
    const files = await skuFileKeys(trx, family.map((f) => f.id));
    await trx('skus').where({ id }).delete();
    const keys = [...images.flatMap((i) => [i.storage_key, ...Object.values(i.renditions ?? {})]), ...files];
    if (keys.length) await enqueue(removeFiles, { keys }, { trx });
  });
}

// ---- the admin console's list and record ----------------------------------------------------------

export const ADMIN_SKU_SORTS = ['id', 'title', 'subtitle', 'created_at', 'updated_at', 'published_at', 'list_price', 'qty_on_hand', 'published', 'parent_sku', 'sort_key', 'featured_week'] as const;

const adminColumns = (db: Db) => [
  'skus.*',
  'p.title as parent_title',
  db.raw('(select count(*)::int from skus c where c.parent_sku = skus.id) as variant_count'),
  db.raw('(select count(*)::int from skus c where c.parent_sku = skus.id and c.published) as published_variant_count'),
];

interface AdminRow extends Omit<AdminSku, 'full_title' | 'item_size' | 'featured_week' | 'created_at' | 'updated_at' | 'published_at' | 'stock_set_aside'> {
  parent_title: string | null;
  item_size: string | null;
  featured_week: string | Date | null;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
}

function presentAdmin(row: AdminRow): AdminSku {
  const { parent_title, item_size, featured_week, created_at, updated_at, published_at, ...rest } = row;
  delete (rest as Record<string, unknown>).search;
  return {
    ...rest,
    full_title: fullSkuName(parent_title === null ? [rest.title] : [parent_title, rest.title]),
    item_size: item_size === null ? null : Number(item_size),
    featured_week: featured_week === null ? null : typeof featured_week === 'string' ? featured_week.slice(0, 10) : featured_week.toISOString().slice(0, 10),
    created_at: new Date(created_at).toISOString(),
    updated_at: new Date(updated_at).toISOString(),
    published_at: published_at && new Date(published_at).toISOString(),
  };
}

/** Every SKU, variants included, for administrators: search by title or id, filter by published. */
export async function listAdminSkus(list: RaList, db: Db = defaultDb): Promise<{ rows: AdminSku[]; total: number }> {
  const base = db('skus').leftJoin('skus as p', 'p.id', 'skus.parent_sku');
  const q = textFilter(list);
  if (q) {
    const like = containsPattern(q);
    base.where((w) => {
      w.whereILike('skus.title', like).orWhereILike('p.title', like);
      if (/^\d{1,9}$/.test(q)) w.orWhere('skus.id', Number(q));
    });
  }
  if (typeof list.filter.published === 'boolean') base.where('skus.published', list.filter.published);
  if (typeof list.filter.parent_sku === 'number') base.where('skus.parent_sku', list.filter.parent_sku);
  // {"parent_sku": null}: top-level SKUs only (the editor's parent picker).
  if (list.filter.parent_sku === null) base.whereNull('skus.parent_sku');
  const ids = idsFilter(list);
  if (ids) base.whereIn('skus.id', ids);
  const counted = await base.clone().count({ n: '*' }).first();
  const sort = list.sort === 'title' ? db.raw('lower(skus.title)') : `skus.${list.sort}`;
  const rows: AdminRow[] = await base.select(adminColumns(db)).orderBy(sort as string, list.order).orderBy('skus.id', list.order).offset(list.offset).limit(list.limit);
  return { rows: rows.map(presentAdmin), total: Number(counted?.n ?? 0) };
}

/** One SKU as the editor needs it: its fields, tag ids, pictures and any stock set aside from it. */
export async function getAdminSku(id: number, db: Db = defaultDb): Promise<AdminSku> {
  const row: AdminRow | undefined = await db('skus').leftJoin('skus as p', 'p.id', 'skus.parent_sku').where('skus.id', id).first(adminColumns(db));
  if (!row) throw notFound('SKU');
  const [tags, images, setAside, file] = await Promise.all([
    db('sku_tags').where({ sku_id: id }).pluck('tag_id') as Promise<number[]>,
    db('sku_images').where({ sku_id: id }).orderBy(['position', 'id']).select('id', 'storage_key', 'caption', 'renditions') as Promise<Array<{ id: number; storage_key: string; caption: string | null; renditions: Record<string, string> | null }>>,
    db('sku_stock_set_aside').where({ sku_id: id }).orderBy('id').select('quantity', 'created_at') as Promise<Array<{ quantity: number; created_at: Date }>>,
    skuFileOf(id, db),
  ]);
  return {
    ...presentAdmin(row),
    tags,
    images: images.map((i) => ({ id: i.id, url: storage.url(i.storage_key), thumb: storage.url(i.renditions?.thumb ?? i.storage_key), caption: i.caption })),
    stock_set_aside: setAside.map((a) => ({ quantity: a.quantity, created_at: new Date(a.created_at).toISOString() })),
    file,
  };
}
