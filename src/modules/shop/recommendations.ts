import { db as defaultDb, type Db } from '../../platform/db';
import { unitsSoldInMonth } from './sales';
import { productsOf } from './skus';

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

/**
 * Popular: the best-selling products of the current month, counting every format sold under a
 * product; when fewer than ten sold, the most-reviewed products fill the shelf.
 */
export async function popularIds(now = new Date(), db: Db = defaultDb): Promise<number[]> {
  const sold = await unitsSoldInMonth(now, 200, db);
  const units = new Map<number, number>();
  if (sold.length) {
    const topOf = await productsOf(sold.map((r) => r.sku_id), db);
    for (const { sku_id, units: n } of sold) {
      const top = topOf.get(sku_id);
      if (top !== undefined) units.set(top, (units.get(top) ?? 0) + n);
    }
  }
  const bestSelling = [...units.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]).map(([id]) => id);
  const published: Array<{ id: number }> = bestSelling.length
    ? await db('skus').whereIn('id', bestSelling).where('published', true).select('id')
    : [];
  const visible = new Set(published.map((r) => r.id));
  const ranked = bestSelling.filter((id) => visible.has(id)).slice(0, RECOMMENDATION_SIZE);
  if (ranked.length >= RECOMMENDATION_SIZE) return ranked;

  const reviewed: Array<{ id: number }> = await db('skus')
    .whereNull('parent_sku')
    .where('published', true)
    .whereNotIn('id', ranked)
    .select('id')
    .orderByRaw('(select count(*) from reviews r where r.parent_sku = skus.id) desc, id desc')
    .limit(RECOMMENDATION_SIZE - ranked.length);
  return [...ranked, ...reviewed.map((r) => r.id)];
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
