import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { recordSale } from '../modules/shop';
import type { SeededBook } from './books';
import type { Prng } from './prng';
import type { Commenter } from './types';
import type { MemberIds } from './users';

// Fictional addresses for the demo members' orders.
const ADDRESSES: Record<Exclude<Commenter, 'admin'>, { name: string; street1: string; city: string; state_code: string; postcode: string }> = {
  reader: { name: 'Rowan Ellery', street1: '41 Larkspur Lane', city: 'Portland', state_code: 'OR', postcode: '97205' },
  iris: { name: 'Iris Calloway', street1: '9 Wren Court', city: 'Madison', state_code: 'WI', postcode: '53703' },
  tomas: { name: 'Tomás Reyes', street1: '1207 Alder Street', city: 'Santa Fe', state_code: 'NM', postcode: '87501' },
  mina: { name: 'Mina Okafor', street1: '58 Orchard Row', city: 'Providence', state_code: 'RI', postcode: '02903' },
  jonah: { name: 'Jonah Pell', street1: '300 Ferry Road', city: 'Burlington', state_code: 'VT', postcode: '05401' },
};

const STANDARD_SHIPPING = 4.99;
const ORDERS = 10;

const cents = (n: number) => Math.round(n * 100) / 100;

/** A demo order as the dashboard's funnel sees it: who placed it, when, and what they looked at and bought. */
export interface DemoPurchase {
  /** The day's visitor hash of the buyer (32 hex digits, as the site's), here from the order number. */
  visitor: string;
  paidAt: Date;
  bookIds: number[];
  skuIds: number[];
}

/**
 * A few paid orders placed this month, so the shop's Popular section (best sellers of the current
 * month) has something to show on a fresh install. Only published books are bought. Each order is
 * tied to its buyer's visitor of that day, whose visit (visits.ts) led to it.
 */
export async function seedOrders(trx: Knex.Transaction, opts: { books: SeededBook[]; ids: MemberIds; rand: Prng; now: Date }): Promise<DemoPurchase[]> {
  const buyers = Object.keys(ADDRESSES) as Array<keyof typeof ADDRESSES>;
  // Buying from a small shortlist makes some books clearly more popular than others.
  const shortlist = opts.books.filter((b) => b.published).slice(0, 12);
  const monthStart = Date.UTC(opts.now.getUTCFullYear(), opts.now.getUTCMonth(), 1);
  const purchases: DemoPurchase[] = [];

  for (let n = 1; n <= ORDERS; n++) {
    const buyer = buyers[n % buyers.length] as keyof typeof ADDRESSES;
    const paidAt = new Date(Math.max(monthStart, opts.now.getTime() - n * 7 * 3_600_000));
    const [address] = await trx('addresses')
      .insert({ ...ADDRESSES[buyer], user_id: opts.ids[buyer], email: `${buyer}@example.com`, phone_number: '(555) 555-0100', country_code: 'US', created_at: paidAt })
      .returning('id');

    const lines = new Map<number, { sku_id: number; title: string; unit_price: number; quantity: number }>();
    const bookIds = new Set<number>();
    for (let i = opts.rand.int(1, 3); i > 0; i--) {
      const book = opts.rand.pick(shortlist);
      bookIds.add(book.id);
      const item = opts.rand.pick(book.buyable);
      const line = lines.get(item.id) ?? { sku_id: item.id, title: item.title, unit_price: item.price, quantity: 0 };
      line.quantity += opts.rand.int(1, 2);
      lines.set(item.id, line);
    }
    const subtotal = cents([...lines.values()].reduce((sum, l) => sum + l.unit_price * l.quantity, 0));
    const number = `DEMO-${String(n).padStart(4, '0')}`;
    const visitor = createHash('sha256').update(number).digest('hex').slice(0, 32);
    purchases.push({ visitor, paidAt, bookIds: [...bookIds], skuIds: [...lines.keys()] });
    const [order] = await trx('orders')
      .insert({
        number,
        user_id: opts.ids[buyer],
        address_id: (address as { id: number }).id,
        status: 'paid',
        items_subtotal: subtotal,
        shipping_cost: STANDARD_SHIPPING,
        tax: 0,
        total: cents(subtotal + STANDARD_SHIPPING),
        shipping_level: 'GROUND',
        email: `${buyer}@example.com`,
        payment_id: `demo_payment_${n}`,
        created_at: paidAt,
        updated_at: paidAt,
        paid_at: paidAt,
        visitor,
        visitor_day: paidAt.toISOString().slice(0, 10),
      })
      .returning('id');
    const orderId = (order as { id: number }).id;
    await trx('order_lines').insert([...lines.values()].map((l) => ({ ...l, order_id: orderId })));
    await recordSale(trx, { userId: opts.ids[buyer], paidAt, lines: [...lines.values()] });
    await trx('payments').insert({
      order_id: orderId,
      provider: 'test',
      provider_payment_id: `demo_payment_${n}`,
      status: 'succeeded',
      amount: cents(subtotal + STANDARD_SHIPPING),
      created_at: paidAt,
      updated_at: paidAt,
    });
  }
  return purchases;
}
