import type { Db } from '../../platform/db';
import { fromCents, toCents } from './payments/provider';
import type { OrderDetails, OrderLine, OrderRefund } from './schemas';

// Refunds as they are read: what each one gave back (units, shipping, tax), for the order pages and
// the buyer's refund mail. They are made in admin-refunds.ts.

interface RefundRow {
  id: number;
  order_id: number;
  amount: string;
  /** The units chosen; null for a refund of the rest of the order. */
  lines: OrderRefund['lines'] | null;
  created_at: Date;
}

/** The refunds of the given orders, oldest first: what the buyer may see of them (the reason and the restock are staff's). */
export function refundRowsOf(orderIds: number[], db: Db): Promise<RefundRow[]> {
  return db('refunds').whereIn('order_id', orderIds).orderBy('id').select('id', 'order_id', 'amount', 'lines', 'created_at');
}

/**
 * One order's refunds, oldest first. A refund of the rest keeps no lines: its units are those no
 * earlier refund had given back (only refunds change what is refunded of a line).
 */
export function presentRefunds(rows: readonly RefundRow[], lines: ReadonlyArray<Pick<OrderLine, 'id' | 'quantity'>>): OrderRefund[] {
  const given = new Map<number, number>();
  return rows.map((r) => {
    const units = r.lines ?? lines.map((l) => ({ line_id: l.id, quantity: l.quantity - (given.get(l.id) ?? 0) })).filter((u) => u.quantity > 0);
    for (const u of units) given.set(u.line_id, (given.get(u.line_id) ?? 0) + u.quantity);
    return { id: r.id, amount: fromCents(toCents(r.amount)), lines: units, rest: r.lines === null, created_at: new Date(r.created_at).toISOString() };
  });
}

/** What a refund's amount is made of, in dollars: its units at their price, the shipping and the tax. */
export interface RefundCovers {
  items: string;
  shipping: string;
  tax: string;
}

/**
 * Splits a refund's amount: its units at their price first, then the shipping for a refund of the
 * rest (no refund by line gives shipping back), and the remainder is tax (refund-plan.ts adds each
 * refund's share of the tax, and the rest takes what is left of it).
 */
export function refundCovers(order: Pick<OrderDetails, 'listItems' | 'shipping_cost'>, refund: Pick<OrderRefund, 'amount' | 'lines' | 'rest'>): RefundCovers {
  const amount = toCents(refund.amount);
  const priceOf = new Map(order.listItems.map((l) => [l.id, toCents(l.unit_price)]));
  const units = refund.lines.reduce((sum, u) => sum + (priceOf.get(u.line_id) ?? 0) * u.quantity, 0);
  const items = Math.min(units, amount);
  const shipping = refund.rest ? Math.min(toCents(order.shipping_cost), amount - items) : 0;
  return { items: fromCents(items), shipping: fromCents(shipping), tax: fromCents(amount - items - shipping) };
}
