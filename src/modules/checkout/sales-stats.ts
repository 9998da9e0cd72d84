import { db as defaultDb, perUtcDay, type Db } from '../../platform/db';

// Sales as the dashboard counts them: orders by the day they were paid for (UTC), revenue net of
// refunds, units by SKU.

export interface DailySales {
  day: string;
  orders: number;
  revenue: number;
}

const paidBetween = (db: Db, from: string, to: string) =>
  db('orders as o').whereNotNull('o.paid_at').where('o.paid_at', '>=', `${from}T00:00:00Z`).where('o.paid_at', '<', db.raw('?::date + 1', [to]));

/** Paid orders and revenue per day from `from` to `to` (inclusive), days without sales left out. */
export async function salesByDay(from: string, to: string, db: Db = defaultDb): Promise<DailySales[]> {
  return perUtcDay(db, db('orders as o'), 'o.paid_at', from, to).select(db.raw('count(*)::int as orders'), db.raw('sum(o.total - o.refunded_amount)::float as revenue'));
}

export interface SkuSales {
  sku_id: number;
  title: string;
  units: number;
  revenue: number;
}

/** The SKUs that sold the most units in the period, with their revenue. */
export async function bestSellers(from: string, to: string, limit = 10, db: Db = defaultDb): Promise<SkuSales[]> {
  return paidBetween(db, from, to)
    .join('order_lines as l', 'l.order_id', 'o.id')
    .whereNotNull('l.sku_id')
    .select('l.sku_id', db.raw('max(l.title) as title'), db.raw('sum(l.quantity)::int as units'), db.raw('sum(l.quantity * l.unit_price)::float as revenue'))
    .groupBy('l.sku_id')
    .orderBy([{ column: 'units', order: 'desc' }, { column: 'l.sku_id', order: 'asc' }])
    .limit(limit);
}

/** Units of these SKUs sold (paid for) since a moment. */
export async function unitsSoldSince(skuIds: number[], since: Date, db: Db = defaultDb): Promise<number> {
  if (!skuIds.length) return 0;
  const row = (await db('orders as o')
    .join('order_lines as l', 'l.order_id', 'o.id')
    .where('o.paid_at', '>=', since)
    .whereIn('l.sku_id', skuIds)
    .first(db.raw('coalesce(sum(l.quantity), 0)::int as units'))) as { units: number };
  return row.units;
}
