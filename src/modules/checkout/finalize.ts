import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';
import { config } from '../../platform/config';
import { db } from '../../platform/db';
import { defineJob, enqueue } from '../../platform/jobs';
import { logger } from '../../platform/logger';
import { OutOfStock, recordSale, takeStock, type SoldLine } from '../shop';
import { refundOrder } from './admin-refunds';
import { removeFromCart } from './cart';
import { grantDownloads } from './downloads';
import { releaseHoldOf } from './holds';
import { orderMail } from './order-mail-data';
import { mailOrderOnce } from './mail-once';
import { orderConfirmationMail, orderUnfilledMail } from './order-mails';
import { fromCents, paymentProvider, toCents, type PaymentInfo } from './payments';

const log = logger.child({ module: 'checkout' });

interface PaymentRow {
  provider: string;
  payment_id: string;
  user_id: number | null;
  address_id: number;
  shipping_level: string;
  max_delivery_date: string | Date | null;
  /** `digital` since issue 26 (absent before: nothing to download). */
  items: Array<SoldLine & { title: string; unit_price: string; digital?: boolean }>;
  items_subtotal: string;
  shipping_cost: string;
  tax: string;
  total: string;
  currency: string;
  visitor: string | null;
  visitor_day: string | Date | null;
}

// No 0/O or 1/I: an order number is read out on the phone.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** 'ATH-261123-7KQ2XM': the shop, the day, and six characters chosen at random. */
export function orderNumber(now = new Date()): string {
  const ymd = now.toISOString().slice(2, 10).replace(/-/g, '');
  const tail = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${config.siteShortName}-${ymd}-${tail}`;
}

/**
 * Makes the order a succeeded payment paid for, exactly once (orders.payment_id is unique and the
 * payment row is locked), in one transaction: stock taken by conditional updates (so a hold that
 * lapsed during the payment cannot oversell), the checkout's hold released, the sale recorded, the
 * bought lines out of the member's cart, the digital lines' download links made, the confirmation mail queued. When a unit ran out
 * meanwhile the order is kept as cancelled ('out_of_stock') and its refund queued.
 * Returns the order id, or null for a payment this shop never opened.
 */
export async function createOrder(paymentId: string, info: PaymentInfo): Promise<number | null> {
  return db.transaction(async (trx) => {
    const payment: PaymentRow | undefined = await trx('checkout_payments').where({ payment_id: paymentId }).forUpdate().first();
    if (!payment) {
      log.warn({ paymentId }, 'a succeeded payment that no quote opened; ignored');
      return null;
    }
    const done: { id: number } | undefined = await trx('orders').where({ payment_id: paymentId }).first('id');
    if (done) return done.id;

    let problem: string | null = info.amountCents === toCents(payment.total) ? null : 'amount_mismatch';
    if (!problem) problem = await tryToTakeStock(trx, payment.items);
    // Taken or not, the units are no longer the checkout's to hold: its order is made.
    await releaseHoldOf(trx, payment.address_id);
    const address: { email: string } = await trx('addresses').where({ id: payment.address_id }).first('email');
    const now = new Date();
    const [order] = await trx('orders')
      .insert({
        number: orderNumber(now),
        user_id: payment.user_id,
        address_id: payment.address_id,
        email: address.email,
        status: problem ? 'cancelled' : 'paid',
        problem,
        items_subtotal: payment.items_subtotal,
        shipping_cost: payment.shipping_cost,
        tax: payment.tax,
        total: payment.total,
        currency: payment.currency,
        shipping_level: payment.shipping_level,
        max_delivery_date: payment.max_delivery_date,
        payment_id: paymentId,
        paid_at: now,
        visitor: payment.visitor,
        visitor_day: payment.visitor_day,
      })
      .returning('id');
    const orderId = (order as { id: number }).id;
    const lineIds: Array<{ id: number }> = await trx('order_lines')
      .insert(payment.items.map((l) => ({ order_id: orderId, sku_id: l.sku_id, title: l.title, unit_price: l.unit_price, quantity: l.quantity })))
      .returning('id');
    await trx('payments').insert({ order_id: orderId, provider: payment.provider, provider_payment_id: paymentId, status: 'succeeded', amount: fromCents(info.amountCents) });
    await trx('checkout_payments').where({ payment_id: paymentId }).update({ status: 'succeeded', updated_at: trx.fn.now() });

    if (problem) {
      await enqueue(refundUnfilledOrder, { orderId }, { trx });
    } else {
      await recordSale(trx, { userId: payment.user_id, paidAt: now, lines: payment.items });
      // Inserted in the items' order, so the ids pair with them.
      await grantDownloads(trx, payment.items.map((l, i) => ({ ...l, id: lineIds[i]!.id })), now);
      if (payment.user_id !== null) await removeFromCart(payment.user_id, payment.items.map((l) => l.sku_id), trx);
      await enqueue(mailOrderConfirmation, { orderId }, { trx });
    }
    log.info({ orderId, paymentId, problem }, 'order created');
    return orderId;
  });
}

/** Takes the stock in a savepoint: all of it, or none and 'out_of_stock'. */
async function tryToTakeStock(trx: Knex.Transaction, lines: readonly SoldLine[]): Promise<string | null> {
  try {
    await trx.transaction((savepoint) => takeStock(savepoint, lines));
    return null;
  } catch (err) {
    if (err instanceof OutOfStock) return 'out_of_stock';
    throw err;
  }
}

/**
 * 'order retries': asks the provider (never trusting the caller) and makes the order. A payment
 * still processing is retried with backoff; one that failed makes nothing.
 */
export const finalizeOrder = defineJob(
  'checkout.finalize-order',
  z.object({ paymentId: z.string() }),
  async ({ paymentId }) => {
    const info = await paymentProvider().retrieve(paymentId);
    if (info.status === 'processing') throw new Error(`payment ${paymentId} is still processing`);
    if (info.status !== 'succeeded') {
      log.warn({ paymentId, status: info.status }, 'finalisation of a payment that did not succeed; nothing made');
      return;
    }
    await createOrder(paymentId, info);
  },
  { attempts: 10, backoffMs: 1000 },
);

export const mailOrderConfirmation = defineJob('checkout.mail-order-confirmation', z.object({ orderId: z.number().int() }), async ({ orderId }) => {
  await mailOrderOnce(orderId, 'confirmation_mailed_at', async () => orderConfirmationMail(await orderMail(orderId)));
});

/**
 * Refunds in full an order that could not be filled, through the administrators' refund path
 * (the order row locked, the provider's idempotency key), then tells the buyer in that transaction
 * with the "could not be filled" mail, which says it was refunded: not the refund mail as well.
 */
export const refundUnfilledOrder = defineJob('checkout.refund-unfilled-order', z.object({ orderId: z.number().int() }), async ({ orderId }) => {
  const order: { total: string; refunded_amount: string } | undefined = await db('orders').where({ id: orderId }).first('total', 'refunded_amount');
  if (!order || toCents(order.refunded_amount) >= toCents(order.total)) return;
  await refundOrder(orderId, { reason: 'An item sold out before the payment finished.' }, db, (trx) => enqueue(mailOrderUnfilled, { orderId }, { trx }));
});

export const mailOrderUnfilled = defineJob('checkout.mail-order-unfilled', z.object({ orderId: z.number().int() }), async ({ orderId }) => {
  await mailOrderOnce(orderId, 'unfilled_mailed_at', async () => orderUnfilledMail(await orderMail(orderId)));
});
