import { randomBytes } from 'node:crypto';
import { db } from '../../../platform/db';
import type { PaymentProvider } from './provider';

// The clearly labelled test-mode provider of the embedded default (no Stripe keys): a payment is
// a checkout_payments row, "confirmed" without a card by POST /api/shop/test-payment/confirm,
// which then takes the very path a Stripe webhook takes (./../payment-events.ts).

const token = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, '').slice(0, bytes);

const STATUS: Record<string, string> = { open: 'requires_payment_method', succeeded: 'succeeded', failed: 'canceled' };

export const testProvider: PaymentProvider = {
  name: 'test',
  publishableKey: null,
  async createPayment() {
    const id = `pi_test_${token(24)}`;
    return { id, clientSecret: `${id}_secret_${token(24)}` };
  },
  async retrieve(paymentId) {
    const row = await db('checkout_payments').where({ payment_id: paymentId, provider: 'test' }).first('status', 'total', 'currency');
    if (!row) return { id: paymentId, status: 'canceled', amountCents: 0, currency: 'usd' };
    return { id: paymentId, status: STATUS[row.status] ?? 'canceled', amountCents: Math.round(Number(row.total) * 100), currency: row.currency };
  },
  async refund() {
    return { id: `re_test_${token(24)}` };
  },
  async succeededSince(since) {
    const rows: Array<{ payment_id: string }> = await db('checkout_payments').where({ provider: 'test', status: 'succeeded' }).where('updated_at', '>=', since).select('payment_id');
    return rows.map((r) => r.payment_id);
  },
};
