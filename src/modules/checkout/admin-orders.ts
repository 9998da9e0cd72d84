import { AppError, notFound } from '../../platform/errors';
import { containsPattern, db as defaultDb, type Db } from '../../platform/db';
import { invalidInput } from '../../platform/http/validate';
import type { RaList } from '../../platform/http/ra-list';
import { ADMIN_ORDER_SORTS, OrderFilter, type AdminOrder, type AdminOrderRow, type AdminRefund } from './admin-schemas';
import { fetchPage } from './admin-page';
import { presentOrders, type OrderRow } from './orders';
import { reissuesOf } from './download-reissues';

// The administrators' view of orders: the list (search, status, dates) and one order with its
// lines, address, payment and refunds. Refunds and shipping change orders (admin-refunds.ts,
// admin-shipments.ts); nothing here writes.

/** The list sorts by the contract's fields, and by id (react-admin's default and getMany). */
export const ORDER_LIST_SORTS = ['id', ...ADMIN_ORDER_SORTS] as const;

const money = (amount: string | number) => Number(amount).toFixed(2);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const DAY_MS = 24 * 60 * 60 * 1000;

/** The buyer's address is the order's: orders.email when checkout kept one, else the address's. */
const BUYER_EMAIL = 'coalesce(o.email, a.email)';

/**
 * The list's filter, checked with the contract's schema (a bad status or date is a 400 naming it).
 * Dates are whole days in UTC, both ends included.
 */
function readFilter(list: RaList): OrderFilter {
  const parsed = OrderFilter.safeParse(list.filter);
  if (!parsed.success) throw invalidInput(parsed.error);
  if (parsed.data.from && parsed.data.to && parsed.data.to < parsed.data.from) {
    throw new AppError('validation', 'Please correct the highlighted fields.', 400, { to: ['On or after the first day.'] });
  }
  return parsed.data;
}

interface ListRow extends Omit<AdminOrderRow, 'total' | 'refunded_amount' | 'created_at' | 'paid_at'> {
  total: string;
  refunded_amount: string;
  created_at: Date;
  paid_at: Date | null;
}

/** A page of orders, newest first by default: `q` searches the number, the buyer's name and email. */
export async function listAdminOrders(list: RaList, db: Db = defaultDb): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const filter = readFilter(list);
  const base = db('orders as o').join('addresses as a', 'a.id', 'o.address_id');
  if (filter.q) {
    const like = containsPattern(filter.q);
    base.where((w) => w.whereILike('o.number', like).orWhereILike('a.name', like).orWhereRaw(`${BUYER_EMAIL} ilike ?`, [like]));
  }
  if (filter.status) base.where('o.status', filter.status);
  if (filter.from) base.where('o.created_at', '>=', new Date(`${filter.from}T00:00:00Z`));
  if (filter.to) base.where('o.created_at', '<', new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS));
  const { rows, total } = await fetchPage<ListRow>(base, list, {
    tieBreak: 'o.id',
    column: Object.fromEntries(ORDER_LIST_SORTS.map((f) => [f, `o.${f}`])),
    select: [
      'o.id',
      'o.number',
      'o.status',
      'o.problem',
      'a.name',
      db.raw(`${BUYER_EMAIL} as email`),
      'o.total',
      'o.refunded_amount',
      db.raw('(select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as items'),
      'o.created_at',
      'o.paid_at',
    ],
  });
  return {
    rows: rows.map((r) => ({ ...r, total: money(r.total), refunded_amount: money(r.refunded_amount), created_at: iso(r.created_at)!, paid_at: iso(r.paid_at) })),
    total,
  };
}

/** One order row; `forUpdate` locks it until the transaction ends (refunds and shipping). */
export async function requireOrder(id: number, db: Db, { forUpdate = false } = {}): Promise<OrderRow> {
  const q = db('orders').where({ id }).first();
  const row: OrderRow | undefined = await (forUpdate ? q.forUpdate() : q);
  if (!row) throw notFound('Order');
  return row;
}

export interface PaymentRow {
  provider: string;
  provider_payment_id: string;
  status: string;
  amount: string;
}

/** The payment an order was paid by: the one checkout recorded on the order, else its latest (demo orders). */
export async function paymentOf(order: Pick<OrderRow, 'id' | 'payment_id'>, db: Db): Promise<PaymentRow | null> {
  const q = db('payments').where({ order_id: order.id }).orderBy('id', 'desc').first('provider', 'provider_payment_id', 'status', 'amount');
  if (order.payment_id) q.where({ provider_payment_id: order.payment_id });
  return (await q) ?? null;
}

/**
 * One order as the console shows it: the buyer's view of it, with its payment, what only staff see
 * of its refunds (the reason, the restock), and its lines' fresh download links (who made them).
 */
export async function getAdminOrder(id: number, db: Db = defaultDb): Promise<AdminOrder> {
  const order = await requireOrder(id, db);
  const [[details], payment, notes, reissues] = await Promise.all([
    presentOrders([order], db),
    paymentOf(order, db),
    db('refunds').where({ order_id: id }).select('id', 'reason', 'restocked') as Promise<Array<Pick<AdminRefund, 'id' | 'reason' | 'restocked'>>>,
    reissuesOf(id, db),
  ]);
  const noteOf = new Map(notes.map(({ id: refundId, ...note }) => [refundId, note]));
  return {
    ...details!,
    id: order.id,
    user_id: order.user_id,
    payment: payment && { provider: payment.provider, payment_id: payment.provider_payment_id, status: payment.status, amount: money(payment.amount) },
    refunds: details!.refunds.map((r) => ({ ...r, reason: '', restocked: false, ...noteOf.get(r.id) })),
    reissues,
  };
}
