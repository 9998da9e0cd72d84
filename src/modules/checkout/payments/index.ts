import { config } from '../../../platform/config';
import { logger } from '../../../platform/logger';
import type { PaymentProvider } from './provider';
import type Stripe from 'stripe';
import { stripeClient, stripeProvider, verifiedEvent } from './stripe';
import { testProvider } from './test-provider';

export type { PaymentInfo, PaymentProvider } from './provider';
export { fromCents, toCents } from './provider';

/** Stripe's three keys, or null for the test-mode provider (config refuses a partial set at boot). */
export function stripeSettings() {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  return secretKey && publishableKey && webhookSecret ? { secretKey, publishableKey, webhookSecret, apiBase: config.STRIPE_API_BASE } : null;
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
