import { db as defaultDb, type Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { hashToken } from '../accounts';
import { downloadsOf } from './downloads';
import { isOrderLinkKey } from './order-links';
import { presentRefunds, refundRowsOf } from './refunds';
import type { MyOrdersResponse, OrderAddress, OrderDetails, OrderLine, OrderSummary } from './schemas';

export interface OrderRow {
  id: number;
  number: string;
  user_id: number | null;
  address_id: number;
  status: OrderDetails['status'];
  problem: string | null;
  items_subtotal: string;
  shipping_cost: string;
  tax: string;
  total: string;
  refunded_amount: string;
  shipping_level: string;
  max_delivery_date: string | Date | null;
  tracking_number: string | null;
  payment_id: string | null;
  created_at: Date;
  paid_at: Date | null;
  shipped_at: Date | null;
}

/** The statuses of an order that still goes ahead: paid, on its way, or refunded in part. */
const LIVE: readonly OrderDetails['status'][] = ['paid', 'shipped', 'partially_refunded'];

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const day = (d: string | Date | null) => (d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/** Orders shaped as SPEC.md §3 Order, with their lines and addresses, in the order given. */
export async function presentOrders(rows: OrderRow[], db: Db = defaultDb): Promise<OrderDetails[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [lines, addresses, refunds] = await Promise.all([
    db('order_lines').whereIn('order_id', ids).orderBy('id').select('id', 'order_id', 'sku_id', 'title', 'unit_price', 'quantity', 'refunded_quantity') as Promise<Array<Omit<OrderLine, 'download'> & { order_id: number }>>,
    db('addresses').whereIn('id', rows.map((r) => r.address_id)).select('id', 'name', 'email', 'phone_number', 'street1', 'street2', 'city', 'country_code', 'state_code', 'postcode') as Promise<Array<OrderAddress & { id: number }>>,
    refundRowsOf(ids, db),
  ]);
  const downloads = await downloadsOf(lines.map((l) => l.id), db);
  const addressOf = new Map(addresses.map(({ id, ...a }) => [id, a]));
  return rows.map((o) => {
    const listItems = lines.filter((l) => l.order_id === o.id).map(({ order_id: _, ...l }) => (downloads.has(l.id) ? { ...l, download: downloads.get(l.id)! } : l));
    // A line without a download link is posted (an unfilled order has neither links nor anything to post).
    const stillShips = o.shipping_level !== null && !o.problem && LIVE.includes(o.status) && listItems.some((l) => !('download' in l) && l.refunded_quantity < l.quantity);
    return {
      orderId: o.number,
      status: o.status,
      problem: o.problem,
      listItems,
      quantities: listItems.map((l) => l.quantity),
      address: addressOf.get(o.address_id)!,
      items_subtotal: o.items_subtotal,
      shipping_cost: o.shipping_cost,
      tax: o.tax,
      total: o.total,
      refunded_amount: o.refunded_amount,
      refunds: presentRefunds(refunds.filter((r) => r.order_id === o.id), listItems),
      still_ships: stillShips,
      shipping_level: o.shipping_level,
      max_delivery_date: day(o.max_delivery_date),
      tracking_number: o.tracking_number,
      created_at: iso(o.created_at)!,
      paid_at: iso(o.paid_at),
      shipped_at: iso(o.shipped_at),
    };
  });
}

export async function orderById(id: number, db: Db = defaultDb): Promise<OrderDetails> {
  const row: OrderRow | undefined = await db('orders').where({ id }).first();
  if (!row) throw notFound('Order');
  return (await presentOrders([row], db))[0]!;
}

/** Who asks for an order by its payment: the signed-in member, and the secret the request holds. */
export interface OrderAsker {
  userId: number | null;
  /** The checkout's secret, or the key of the order mail's link. */
  secret?: string;
}

/** The buyer: the member who bought it, or whoever holds its checkout's secret or its mail link's key. */
export async function isBuyer(row: OrderRow, asker: OrderAsker, db: Db): Promise<boolean> {
  if (asker.userId !== null && row.user_id === asker.userId) return true;
  if (!asker.secret) return false;
  if (await isOrderLinkKey(row.id, asker.secret, db)) return true;
  const hash = hashToken(asker.secret);
  const checkout = await db('addresses as a').join('checkouts as c', 'c.id', 'a.checkout_id').where({ 'a.id': row.address_id, 'c.secret_hash': hash }).first('c.id');
  return checkout !== undefined;
}

/**
 * What confirms an order to someone holding only its payment id (the id travels in a redirect and
 * sits in the browser's storage): the number, the items, the amounts and the address as far as the
 * name's first word, the city, the region and the country; no street, postcode, email, phone,
 * tracking number or download link.
 */
export function summarise({ address, tracking_number: _, ...order }: OrderDetails): OrderSummary {
  const firstName = address.name.trim().split(/\s+/)[0] ?? '';
  const listItems = order.listItems.map(({ download: _, ...l }) => l);
  return { ...order, listItems, address: { name: firstName, city: address.city, state_code: address.state_code, country_code: address.country_code }, tracking_number: null, partial: true };
}

/**
 * The order a payment made (SPEC.md §4 Order by payment), or null while it is being finalised.
 * A payment id nobody opened here is a 404; the route is rate-limited against guessing. The
 * buyer (isBuyer) gets the whole order, anyone else holding the id its summary.
 */
export async function orderByPayment(paymentId: string, asker: OrderAsker, db: Db = defaultDb): Promise<OrderDetails | OrderSummary | null> {
  const row: OrderRow | undefined = await db('orders').where({ payment_id: paymentId }).first();
  if (row) {
    const order = (await presentOrders([row], db))[0]!;
    return (await isBuyer(row, asker, db)) ? order : summarise(order);
  }
  const pending = await db('checkout_payments').where({ payment_id: paymentId }).whereNot('status', 'failed').first('id');
  if (!pending) throw notFound('Order');
  return null;
}

/** The member's own orders, newest first. */
export async function ordersOf(userId: number, offset: number, quantity: number, db: Db = defaultDb): Promise<MyOrdersResponse> {
  const [rows, [count]] = await Promise.all([
    db('orders').where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(offset).limit(quantity) as Promise<OrderRow[]>,
    db('orders').where({ user_id: userId }).count<Array<{ n: string }>>({ n: '*' }),
  ]);
  return { orders: await presentOrders(rows, db), total: Number(count?.n ?? 0) };
}
