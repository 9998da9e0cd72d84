import type { Knex } from 'knex';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { defineJob, enqueue } from '../../platform/jobs';
import { moduleLogger } from '../../platform/logger';
import { returnStock } from '../shop';
import { getAdminOrder, paymentOf, requireOrder } from './admin-orders';
import type { AdminOrder, RefundBody } from './admin-schemas';
import { revokeRefundedDownloads } from './downloads';
import { orderMail } from './order-mail-data';
import { mailRefundOnce } from './mail-once';
import { paymentProvider } from './payments';
import { fromCents, toCents } from './payments/provider';
import { planRefund, stockToReturn, type RefundPlan, type RefundableLine } from './refund-plan';
import { refundMail } from './refund-mail';
import type { OrderStatus } from './schemas';

const log = moduleLogger('checkout');

export const DEFAULT_REFUND_REASON = 'requested by an administrator';
/** Orders whose payment went through: anything else has taken no money to give back. */
const REFUNDABLE: readonly OrderStatus[] = ['paid', 'shipped', 'partially_refunded', 'refunded'];
/** An order that could not be filled (out of stock) was paid for all the same. */
const refundable = (order: { status: OrderStatus; problem: string | null }) => REFUNDABLE.includes(order.status) || (order.status === 'cancelled' && order.problem !== null);

const conflict = (message: string) => new AppError('conflict', message, 409);

/** Mails the buyer about one refund, once (its sent mark); enqueued in the refund's transaction. */
export const mailRefund = defineJob('checkout.mail-refund', z.object({ orderId: z.number().int(), refundId: z.number().int() }), async ({ orderId, refundId }) => {
  await mailRefundOnce(refundId, async () => refundMail(await orderMail(orderId), refundId));
});

/** How a refund tells the buyer, in its transaction: by default its own mail (mailRefund). */
export type TellBuyer = (trx: Knex.Transaction, refundId: number) => Promise<void>;

/**
 * Refunds part of an order (given lines and quantities) or the rest of it, through the payment
 * provider, and records it. The order row stays locked from the first read to the commit, so two
 * administrators refunding at once cannot give back the same units twice. The provider is called
 * inside the transaction: when it fails nothing is recorded (a 502), and when the commit fails
 * after it succeeded, the retry sends the same idempotency key (the n-th refund of this order),
 * so the provider refunds once. With `restock` its units go back in stock in the same transaction,
 * and the refund's row says so: a unit is refunded once, so it is restocked at most once. The
 * refund of an order that could not be filled takes this same path, so it and an administrator
 * never both give the money back; it tells the buyer with its own mail instead (`tellBuyer`).
 */
export async function refundOrder(orderId: number, body: RefundBody, db: Db = defaultDb, tellBuyer: TellBuyer = (trx, refundId) => enqueue(mailRefund, { orderId, refundId }, { trx })): Promise<AdminOrder> {
  await withTransaction(db, async (trx) => {
    const order = await requireOrder(orderId, trx, { forUpdate: true });
    if (!refundable(order)) throw conflict(`Only a paid order can be refunded; this one is ${order.status}.`);
    const lines: Array<RefundableLine & { sku_id: number | null }> = await trx('order_lines')
      .where({ order_id: orderId })
      .orderBy('id')
      .select('id', 'sku_id', 'title', 'unit_price', 'quantity', 'refunded_quantity');
    const plan = planRefund(order, lines, body.lines);
    const restock = body.restock ? stockToReturn(order, lines, plan) : [];

    const payment = await paymentOf(order, trx);
    if (!payment) throw conflict('This order has no payment to refund.');
    const provider = paymentProvider();
    // A demo order paid through the test provider cannot be refunded through Stripe, and the reverse.
    if (payment.provider !== provider.name) throw conflict(`This order was paid through the ${payment.provider} provider, but this shop now takes payments through ${provider.name}; refund it there.`);

    const refundsSoFar = Number((await trx('refunds').where({ order_id: orderId }).count({ n: '*' }).first())?.n ?? 0);
    const providerRefundId = await callProvider(() =>
      provider.refund({ paymentId: payment.provider_payment_id, amountCents: plan.amountCents, idempotencyKey: `refund-${orderId}-${refundsSoFar + 1}` }),
    );
    const refundId = await recordRefund(trx, { orderId, total: order.total, refundedBefore: order.refunded_amount }, plan, {
      providerRefundId,
      reason: body.reason ?? DEFAULT_REFUND_REASON,
      restocked: restock.length > 0,
    });
    await returnStock(trx, restock);
    await tellBuyer(trx, refundId);
  });
  return getAdminOrder(orderId, db);
}

async function callProvider(refund: () => Promise<{ id: string }>): Promise<string> {
  try {
    return (await refund()).id;
  } catch (err) {
    log.error({ err }, 'the payment provider refused or failed a refund');
    throw new AppError('payment_provider', 'The payment provider did not make the refund, so nothing was changed. Please try again in a moment.', 502);
  }
}

/** The refund's row (its id returned), the refunded units on each line, and the order's refunded amount and status. */
async function recordRefund(
  trx: Knex.Transaction,
  order: { orderId: number; total: string; refundedBefore: string },
  plan: RefundPlan,
  refund: { providerRefundId: string; reason: string; restocked: boolean },
): Promise<number> {
  const [row] = await trx('refunds')
    .insert({
      order_id: order.orderId,
      provider_refund_id: refund.providerRefundId,
      amount: fromCents(plan.amountCents),
      // jsonb: a JS array would reach PostgreSQL as an array literal, not JSON.
      lines: plan.rest ? null : JSON.stringify(plan.lines),
      reason: refund.reason,
      restocked: refund.restocked,
    })
    .returning('id');
  for (const { line_id, quantity } of plan.lines) {
    await trx('order_lines').where({ id: line_id }).increment('refunded_quantity', quantity);
  }
  await revokeRefundedDownloads(trx, order.orderId);
  const refundedCents = toCents(order.refundedBefore) + plan.amountCents;
  await trx('orders')
    .where({ id: order.orderId })
    .update({
      refunded_amount: fromCents(refundedCents),
      status: refundedCents >= toCents(order.total) ? 'refunded' : 'partially_refunded',
      updated_at: trx.fn.now(),
    });
  return (row as { id: number }).id;
}
