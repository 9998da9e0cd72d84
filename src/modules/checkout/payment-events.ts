import type { Knex } from 'knex';
import { z } from 'zod';
import { db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { defineJob, enqueue } from '../../platform/jobs';
import { requireCheckout } from './checkouts';
import { finalizeOrder } from './finalize';
import { releaseHoldOf } from './holds';
import { paymentProvider, paymentsOpen } from './payments';

const DAY = 24 * 60 * 60 * 1000;

/** Queues the order's finalisation in the caller's transaction (the outbox): it runs only if this commits, and is never lost. */
const queueFinalisation = (trx: Knex.Transaction, paymentId: string) => enqueue(finalizeOrder, { paymentId }, { trx, dedupeKey: `finalize:${paymentId}` });

export interface PaymentEvent {
  id: string;
  type: string;
  paymentId: string | null;
}

/**
 * A verified webhook event: recorded once by its id (a redelivery changes nothing), and for a
 * succeeded payment the finalisation queued in the same transaction; a failed or cancelled one
 * releases the units its checkout held. The webhook answers 200 only after this commits.
 */
export async function handlePaymentEvent(event: PaymentEvent): Promise<void> {
  await db.transaction(async (trx) => {
    const fresh = await trx('payment_events').insert({ provider_event_id: event.id, type: event.type }).onConflict('provider_event_id').ignore().returning('provider_event_id');
    if (!fresh.length || !event.paymentId) return;
    if (event.type === 'payment_intent.succeeded') await queueFinalisation(trx, event.paymentId);
    if (event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled') {
      const [failed] = await trx('checkout_payments').where({ payment_id: event.paymentId, status: 'open' }).update({ status: 'failed', updated_at: trx.fn.now() }).returning('address_id');
      if (failed) await releaseHoldOf(trx, (failed as { address_id: number }).address_id);
    }
  });
}

/**
 * The test-mode provider's "card confirmed": the payment succeeds and its finalisation is queued
 * exactly as a Stripe webhook would queue it. Only the browser holding the client secret and its
 * checkout's secret can do it.
 */
export async function confirmTestPayment(clientSecret: string, checkoutSecret: string): Promise<{ payment_id: string }> {
  if (paymentProvider().name !== 'test') throw notFound();
  const checkout = await requireCheckout(checkoutSecret, db);
  return db.transaction(async (trx) => {
    const row: { payment_id: string; status: string } | undefined = await trx('checkout_payments')
      .where({ provider: 'test', client_secret: clientSecret })
      .whereIn('address_id', trx('addresses').where({ checkout_id: checkout.id }).select('id'))
      .forUpdate()
      .first('payment_id', 'status');
    if (!row) throw notFound('Payment');
    if (row.status === 'failed') throw new AppError('payment_failed', 'This payment can no longer be completed. Please review your order and try again.', 409);
    if (row.status === 'open') {
      await trx('checkout_payments').where({ payment_id: row.payment_id }).update({ status: 'succeeded', updated_at: trx.fn.now() });
      await queueFinalisation(trx, row.payment_id);
    }
    return { payment_id: row.payment_id };
  });
}

/**
 * Daily: payments the provider says succeeded in the last 3 days that have no order get one, so
 * a webhook that never arrived still makes its order.
 */
export const reconcilePayments = defineJob('checkout.reconcile-payments', z.object({}), async () => {
  if (!paymentsOpen()) return;
  const succeeded = await paymentProvider().succeededSince(new Date(Date.now() - 3 * DAY));
  if (!succeeded.length) return;
  const ordered: Array<{ payment_id: string }> = await db('orders').whereIn('payment_id', succeeded).select('payment_id');
  const known = new Set(ordered.map((o) => o.payment_id));
  await db.transaction(async (trx) => {
    for (const paymentId of succeeded.filter((id) => !known.has(id))) await queueFinalisation(trx, paymentId);
  });
});
