import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { defineJob, enqueue } from '../../platform/jobs';
import { getAdminOrder, requireOrder } from './admin-orders';
import type { AdminOrder } from './admin-schemas';
import { orderMail } from './order-mail-data';
import { mailOrderOnce } from './mail-once';
import { isShipped, orderShippedMail } from './order-shipping-mail';
import type { OrderStatus } from './schemas';

/** Paid orders, refunded in part or not at all, are the ones with something to send. */
const SHIPPABLE: readonly OrderStatus[] = ['paid', 'partially_refunded'];

/**
 * Mails the buyer that their order shipped, with its tracking number, once (its sent mark). It reads
 * the order as it is when the job runs, and sends nothing for an order that is no longer marked shipped.
 */
export const mailOrderShipped = defineJob('checkout.mail-order-shipped', z.object({ orderId: z.number().int() }), async ({ orderId }) => {
  await mailOrderOnce(orderId, 'shipped_mailed_at', async () => {
    const { order, ...mail } = await orderMail(orderId);
    return isShipped(order) ? orderShippedMail({ ...mail, order }) : null;
  });
});

/**
 * Marks a paid order shipped with its tracking number; the buyer's mail is enqueued in the same
 * transaction (the outbox), so it goes if and only if the order is marked.
 */
export async function shipOrder(orderId: number, trackingNumber: string, db: Db = defaultDb): Promise<AdminOrder> {
  await withTransaction(db, async (trx) => {
    const order = await requireOrder(orderId, trx, { forUpdate: true });
    if (order.shipped_at) throw new AppError('conflict', `This order has already shipped (tracking number ${order.tracking_number ?? 'none'}).`, 409);
    if (order.shipping_level === null) throw new AppError('conflict', 'This order holds downloads only: there is nothing to post.', 409);
    if (!SHIPPABLE.includes(order.status)) {
      throw new AppError('conflict', `Only a paid order can be marked shipped; this one is ${order.status.replace('_', ' ')}.`, 409);
    }
    await trx('orders').where({ id: orderId }).update({ status: 'shipped', tracking_number: trackingNumber, shipped_at: trx.fn.now(), updated_at: trx.fn.now() });
    await enqueue(mailOrderShipped, { orderId }, { trx });
  });
  return getAdminOrder(orderId, db);
}
