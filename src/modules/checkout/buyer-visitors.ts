import { db as defaultDb, type Db } from '../../platform/db';

// The visitor behind each paid order, for the dashboard's funnel: the day's visitor hash of whoever
// asked for the order's quote (quotes.ts), kept only while that day's rollup may still be rebuilt.

/** The distinct visitors of a UTC day whose quote that day became a paid order. */
export async function buyingVisitorsOn(day: string, db: Db = defaultDb): Promise<string[]> {
  return db('orders').where({ visitor_day: day }).whereNotNull('paid_at').whereNotNull('visitor').distinct('visitor').pluck('visitor');
}

/** Unties orders from the visitors of days before `day`: their rollups are final. */
export async function forgetBuyingVisitorsBefore(day: string, db: Db = defaultDb): Promise<void> {
  await db('orders').where('visitor_day', '<', day).update({ visitor: null, visitor_day: null });
  await db('checkout_payments').where('visitor_day', '<', day).update({ visitor: null, visitor_day: null });
}
