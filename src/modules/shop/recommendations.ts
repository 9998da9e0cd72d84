import { db as defaultDb, type Db } from '../../platform/db';
import { unitsSoldInMonth } from './sales';
import { productsQuery } from './skus';

export const RECOMMENDATION_SIZE = 10;

/**
 * Featured Books: the published products administrators featured for the week of the latest
 * Monday (UTC, whatever the database's time zone); when none were chosen for this week, the most recent week that had some, so the shelf
 * is never bare between choices.
 */
export async function featuredIds(db: Db = defaultDb): Promise<number[]> {
  const rows: Array<{ id: number }> = await db('skus')
    .whereNull('parent_sku')
    .where('published', true)
    .where(
      'featured_week',
      db('skus').max('featured_week').where('published', true).whereNull('parent_sku').whereRaw("featured_week <= date_trunc('week', now() at time zone 'utc')::date"),
    )
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(RECOMMENDATION_SIZE)
    .select('id');
  return rows.map((r) => r.id);
}

/** Popular adds up the sales of this many of the month's best-selling SKUs. */
const SALES_CONSIDERED = 200;

/**
 * Popular: the best-selling products of the current month, counting every format sold under a
 * product; when fewer than ten sold, the most-reviewed products fill the shelf. One query (sales,
 * products and reviews are all the shop's tables), so the shelf with its rows costs two.
 */
export async function popularIds(now = new Date(), db: Db = defaultDb): Promise<number[]> {
  const weightiest = [{ column: 'weight', order: 'desc' }, { column: 'id', order: 'desc' }] as const;
  const selling = db('sold')
    .join(productsQuery(db, db('sold').select('sku_id')).as('product'), 'product.sku_id', 'sold.sku_id')
    .join('skus', 'skus.id', 'product.id')
    .where('skus.published', true)
    .groupBy('product.id')
    .select('product.id', db.raw('0 as shelf'), db.raw('sum(sold.units) as weight'))
    .orderBy([...weightiest])
    .limit(RECOMMENDATION_SIZE);
  const reviewed = db('skus')
    .whereNull('parent_sku')
    .where('published', true)
    .whereNotIn('id', db('selling').select('id'))
    .select('id', db.raw('1 as shelf'), db.raw('(select count(*) from reviews r where r.parent_sku = skus.id) as weight'))
    .orderBy([...weightiest])
    .limit(RECOMMENDATION_SIZE);
  const rows: Array<{ id: number }> = await db
    .with('sold', unitsSoldInMonth(db, now, SALES_CONSIDERED))
    .with('selling', selling)
    .from(db('selling').select('id', 'shelf', 'weight').unionAll(reviewed, true).as('shelves'))
    .select('id')
    .orderBy([{ column: 'shelf', order: 'asc' }, ...weightiest])
    .limit(RECOMMENDATION_SIZE);
  return rows.map((r) => r.id);
}

/** New: the newest published products. */
export async function newestIds(db: Db = defaultDb): Promise<number[]> {
  const rows: Array<{ id: number }> = await db('skus')
    .whereNull('parent_sku')
    .where('published', true)
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(RECOMMENDATION_SIZE)
    .select('id');
  return rows.map((r) => r.id);
}
