import { config } from '../../../platform/config';
import { logger } from '../../../platform/logger';
import type { PaymentProvider } from './provider';
import type Stripe from 'stripe';
import { stripeClient, stripeProvider, verifiedEvent } from './stripe';
import { testProvider } from './test-provider';

export type { PaymentInfo, PaymentProvider } from './provider';
export { fromCents, toCents } from './provider';

/** Stripe's three keys, or none (the test-mode provider); a partial set is a configuration error. */
export function stripeSettings() {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (!secretKey && !publishableKey && !webhookSecret) return null;
  if (!secretKey || !publishableKey || !webhookSecret) {
    throw new Error('Set all of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or none (the test-mode provider).');
  }
  return { secretKey, publishableKey, webhookSecret, apiBase: config.STRIPE_API_BASE };
}

let provider: PaymentProvider | null = null;

/** The payment provider this process uses, chosen once from the configuration. */
export function paymentProvider(): PaymentProvider {
  if (!provider) {
    const stripe = stripeSettings();
    provider = stripe ? stripeProvider(stripe) : testProvider;
    if (!stripe) logger.info('payments: no Stripe keys, using the test-mode provider (no card, nothing charged)');
  }
  return provider;
}

type WebhookVerifier = (rawBody: Buffer, signature: string | undefined) => Stripe.Event | null;
let verifier: WebhookVerifier | null | undefined;

/** Checks a Stripe webhook's signature and timestamp; null when this shop does not use Stripe. */
export function stripeWebhookVerifier(): WebhookVerifier | null {
  if (verifier === undefined) {
    const settings = stripeSettings();
    const stripe = settings && stripeClient(settings);
    verifier = settings && stripe ? (raw, signature) => verifiedEvent(stripe, raw, signature, settings.webhookSecret) : null;
  }
  return verifier;
}
