import { db as defaultDb, type Db } from '../../platform/db';
import type { ProductTag } from './schemas';

/** Every product tag (the tag finder filters them in the browser), or only the ids asked for. */
export async function productTags(ids?: number[], db: Db = defaultDb): Promise<ProductTag[]> {
  const q = db('product_tags').select('id', 'name', 'label', 'symbol').orderBy('label');
  if (ids) q.whereIn('id', ids);
  return q;
}
