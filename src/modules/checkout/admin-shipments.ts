import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { defineJob, enqueue } from '../../platform/jobs';
import type { Mail } from '../../platform/mail';
import { getAdminOrder, requireOrder } from './admin-orders';
import type { AdminOrder } from './admin-schemas';
import { mailOrderOnce } from './mail-once';
import { orderShippedMail, type ShippedOrder } from './order-shipping-mail';
import type { OrderStatus } from './schemas';

/** Paid orders, refunded in part or not at all, are the ones with something to send. */
const SHIPPABLE: readonly OrderStatus[] = ['paid', 'partially_refunded'];

/**
 * Mails the buyer that their order shipped, with its tracking number, once (its sent mark). It reads
 * the order as it is when the job runs, and sends nothing for an order that is no longer marked shipped.
 */
export const mailOrderShipped = defineJob('checkout.mail-order-shipped', z.object({ orderId: z.number().int() }), async ({ orderId }) => {
  await mailOrderOnce(orderId, 'shipped_mailed_at', () => shippedMail(orderId));
});

/** The shipping notice for the order as it is now; null for one no longer marked shipped. */
async function shippedMail(orderId: number): Promise<Mail | null> {
  const order: Omit<ShippedOrder, 'lines'> | undefined = await defaultDb('orders as o')
    .join('addresses as a', 'a.id', 'o.address_id')
    .where('o.id', orderId)
    .whereNotNull('o.shipped_at')
    .whereNotNull('o.tracking_number')
    .first(
      'o.number',
      'a.name',
      defaultDb.raw('coalesce(o.email, a.email) as email'),
      'o.tracking_number',
      'o.shipping_level',
      defaultDb.raw("to_char(o.max_delivery_date, 'YYYY-MM-DD') as max_delivery_date"),
    );
  if (!order) return null;
  // Units refunded before shipping are not in the parcel.
  const lines: ShippedOrder['lines'] = await defaultDb('order_lines')
    .where({ order_id: orderId })
    .whereRaw('quantity > refunded_quantity')
    .orderBy('id')
    .select('title', defaultDb.raw('quantity - refunded_quantity as quantity'));
  return orderShippedMail({ ...order, lines });
}

/**
 * Marks a paid order shipped with its tracking number; the buyer's mail is enqueued in the same
 * transaction (the outbox), so it goes if and only if the order is marked.
 */
export async function shipOrder(orderId: number, trackingNumber: string, db: Db = defaultDb): Promise<AdminOrder> {
  await withTransaction(db, async (trx) => {
    const order = await requireOrder(orderId, trx, { forUpdate: true });
    if (order.shipped_at) throw new AppError('conflict', `This order has already shipped (tracking number ${order.tracking_number ?? 'none'}).`, 409);
    if (!SHIPPABLE.includes(order.status)) {
      throw new AppError('conflict', `Only a paid order can be marked shipped; this one is ${order.status.replace('_', ' ')}.`, 409);
    }
    await trx('orders').where({ id: orderId }).update({ status: 'shipped', tracking_number: trackingNumber, shipped_at: trx.fn.now(), updated_at: trx.fn.now() });
    await enqueue(mailOrderShipped, { orderId }, { trx });
  });
  return getAdminOrder(orderId, db);
}
