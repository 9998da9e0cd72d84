import { db as defaultDb, type Db } from '../../platform/db';

/** Titles of SKUs by id (any state: the dashboard names what was viewed). */
export async function skuTitlesOf(ids: number[], db: Db = defaultDb): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows: Array<{ id: number; title: string }> = await db('skus').whereIn('id', [...new Set(ids)]).select('id', 'title');
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** A product's id with its formats' ids (what "units sold of this product" adds up). */
export async function skuFamilyIds(id: number, db: Db = defaultDb): Promise<number[]> {
  const children: number[] = await db('skus').where({ parent_sku: id }).pluck('id');
  return [id, ...children];
}

/**
 * The format's own name (its title part, e.g. 'Paperback') of each SKU among the ids that is a
 * format of a product, i.e. has a parent. Products, and SKUs that are gone, are left out.
 */
export async function formatNamesOf(ids: number[], db: Db = defaultDb): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows: Array<{ id: number; title: string }> = await db('skus').whereIn('id', [...new Set(ids)]).whereNotNull('parent_sku').select('id', 'title');
  return new Map(rows.map((r) => [r.id, r.title]));
}
