import { db } from '../src/platform/db';

export interface SkuFixture {
  title: string;
  subtitle?: string | null;
  description?: string | null;
  parent_sku?: number | null;
  published?: boolean;
  list_price?: number | null;
  qty_on_hand?: number;
  /** Marked digital without a file (digital-files.api.test.ts attaches real ones). */
  digital?: boolean;
  created_at?: Date;
  featured_week?: string | null;
  shipping_policy_id?: number | null;
  sort_key?: number;
}

/** Inserts a SKU (published unless told otherwise) and returns its id. */
export async function makeSku(fixture: SkuFixture): Promise<number> {
  const [row] = await db('skus')
    .insert({ published: true, list_price: 10, ...fixture, ...(fixture.created_at ? { updated_at: fixture.created_at } : {}) })
    .returning('id');
  return (row as { id: number }).id;
}

/** Inserts a product tag and returns its id. */
export async function makeTag(name: string, label = name): Promise<number> {
  const [row] = await db('product_tags').insert({ name, label }).returning('id');
  return (row as { id: number }).id;
}

export const tagSku = (skuId: number, ...tagIds: number[]) => db('sku_tags').insert(tagIds.map((tag_id) => ({ sku_id: skuId, tag_id })));
