import { db as defaultDb, type Db } from '../../platform/db';

/**
 * A SKU's full name, the one place it is made: its product's title, then the format's own part
 * ("The Quiet Page, Paperback"), joined by commas as the product page's title is (SPEC §2). Order
 * lines keep this name, so orders, mails, the console and the dashboard all say which format.
 */
export const fullSkuName = (titleParts: readonly string[]): string => titleParts.join(', ');

/** A chain of formats is followed this far up (the editor refuses loops; this bounds a bad row). */
const MAX_DEPTH = 10;

/** Full names of SKUs by id (any state: the dashboard names what was viewed). */
export async function skuTitlesOf(ids: number[], db: Db = defaultDb): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const { rows }: { rows: Array<{ id: number; parts: string[] }> } = await db.raw(
    `with recursive up (id, next_id, depth, parts) as (
       select s.id, s.parent_sku, 0, array[s.title] from skus s where s.id = any(?::int[])
       union all
       select up.id, p.parent_sku, up.depth + 1, p.title || up.parts from up join skus p on p.id = up.next_id where up.depth < ${MAX_DEPTH}
     )
     select distinct on (id) id, parts from up order by id, depth desc`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, fullSkuName(r.parts)]));
}

/** A product's id with its formats' ids (what "units sold of this product" adds up). */
export async function skuFamilyIds(id: number, db: Db = defaultDb): Promise<number[]> {
  const children: number[] = await db('skus').where({ parent_sku: id }).pluck('id');
  return [id, ...children];
}
