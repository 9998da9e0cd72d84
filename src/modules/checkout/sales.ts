import { db as defaultDb, type Db } from '../../platform/db';

export interface UnitsSold {
  sku_id: number;
  units: number;
}

/** Units sold per SKU in paid orders since a moment, best-selling first. */
export async function unitsSoldSince(since: Date, limit: number, db: Db = defaultDb): Promise<UnitsSold[]> {
  return db('order_lines as l')
    .join('orders as o', 'o.id', 'l.order_id')
    .where('o.status', 'paid')
    .where('o.paid_at', '>=', since)
    .whereNotNull('l.sku_id')
    .groupBy('l.sku_id')
    .select('l.sku_id', db.raw('sum(l.quantity)::int as units'))
    .orderBy([{ column: 'units', order: 'desc' }, { column: 'l.sku_id', order: 'desc' }])
    .limit(limit);
}
