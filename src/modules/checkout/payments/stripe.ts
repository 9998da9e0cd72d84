import Stripe from 'stripe';
import type { PaymentInfo, PaymentProvider } from './provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Only tests set this: the SDK then talks to a local fake of the Stripe API. */
  apiBase?: string;
}

export function stripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base ? { host: base.hostname, port: Number(base.port) || undefined, protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
}

/** Stripe PaymentIntents through the official SDK; the Payment Element confirms them in the browser. */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  const info = (pi: Stripe.PaymentIntent): PaymentInfo => ({ id: pi.id, status: pi.status, amountCents: pi.amount, currency: pi.currency });
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    async createPayment({ amountCents, currency, idempotencyKey, metadata }) {
      const pi = await stripe.paymentIntents.create(
        { amount: amountCents, currency, automatic_payment_methods: { enabled: true }, metadata },
        { idempotencyKey },
      );
      if (!pi.client_secret) throw new Error(`Stripe gave PaymentIntent ${pi.id} no client secret`);
      return { id: pi.id, clientSecret: pi.client_secret };
    },
    async retrieve(paymentId) {
      return info(await stripe.paymentIntents.retrieve(paymentId));
    },
    async refund({ paymentId, amountCents, idempotencyKey }) {
      const refund = await stripe.refunds.create({ payment_intent: paymentId, amount: amountCents }, { idempotencyKey });
      return { id: refund.id };
    },
    async succeededSince(since) {
      const ids: string[] = [];
      for await (const pi of stripe.paymentIntents.list({ created: { gte: Math.floor(since.getTime() / 1000) }, limit: 100 })) {
        if (pi.status === 'succeeded') ids.push(pi.id);
      }
      return ids;
    },
  };
}

/** A webhook's event, or null when the signature (or its timestamp) does not check out. */
export function verifiedEvent(stripe: Stripe, rawBody: Buffer, signature: string | undefined, webhookSecret: string): Stripe.Event | null {
  if (!signature) return null;
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    return null;
  }
}
