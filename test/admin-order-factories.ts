import { randomBytes } from 'node:crypto';
import { db } from '../src/platform/db';

// Orders as checkout leaves them, written straight to the tables, so the administrators' tests do
// not depend on the buyer's side of checkout.

export interface OrderFixture {
  number?: string;
  name?: string;
  /** orders.email; null leaves it to the address's. */
  email?: string | null;
  addressEmail?: string;
  status?: string;
  lines?: Array<{ title: string; unit_price: number; quantity: number; sku_id?: number }>;
  shipping?: number;
  tax?: number;
  created_at?: Date;
  /** Like the seeded demo orders: no payment id on the order, only a payments row. */
  demo?: boolean;
  /** The day's visitor whose quote it was (analytics' funnel). */
  visitor?: { visitor: string; day: string };
}

export const DEFAULT_LINES = [
  { title: 'The Compleat Angler', unit_price: 10, quantity: 2 },
  { title: 'A Field Guide to Margins', unit_price: 5, quantity: 1 },
];

export interface MadeOrder {
  id: number;
  number: string;
  lineIds: number[];
  paymentId: string;
}

/** An order with its address, lines and a test-provider payment; paid unless told otherwise. */
export async function makeOrder(f: OrderFixture = {}): Promise<MadeOrder> {
  const lines = f.lines ?? DEFAULT_LINES;
  const subtotal = lines.reduce((sum, l) => sum + Math.round(l.unit_price * 100) * l.quantity, 0) / 100;
  const shipping = f.shipping ?? 5;
  const tax = f.tax ?? 2;
  const total = Math.round((subtotal + shipping + tax) * 100) / 100;
  const status = f.status ?? 'paid';
  const created = f.created_at ?? new Date();
  const number = f.number ?? `T-${randomBytes(4).toString('hex').toUpperCase()}`;
  const [address] = await db('addresses')
    .insert({ name: f.name ?? 'Ada Reader', email: f.addressEmail ?? 'ada@example.test', phone_number: '(555) 555-0100', street1: '1 Quay St', city: 'Portland', state_code: 'OR', postcode: '97205', country_code: 'US' })
    .returning('id');
  const paymentId = `${f.demo ? 'demo_payment' : 'pi_test'}_${randomBytes(8).toString('hex')}`;
  const [order] = await db('orders')
    .insert({
      number,
      address_id: (address as { id: number }).id,
      status,
      email: f.email === undefined ? (f.demo ? null : 'buyer@example.test') : f.email,
      items_subtotal: subtotal,
      shipping_cost: shipping,
      tax,
      total,
      shipping_level: f.demo ? 'standard' : 'GROUND',
      payment_id: f.demo ? null : paymentId,
      created_at: created,
      updated_at: created,
      paid_at: ['pending', 'failed', 'cancelled'].includes(status) ? null : created,
      visitor: f.visitor?.visitor ?? null,
      visitor_day: f.visitor?.day ?? null,
    })
    .returning('id');
  const id = (order as { id: number }).id;
  const lineRows: Array<{ id: number }> = await db('order_lines').insert(lines.map((l) => ({ ...l, order_id: id }))).returning('id');
  await db('payments').insert({ order_id: id, provider: 'test', provider_payment_id: paymentId, status: 'succeeded', amount: total });
  return { id, number, lineIds: lineRows.map((r) => r.id), paymentId };
}
