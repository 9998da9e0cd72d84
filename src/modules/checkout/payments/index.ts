import { config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import { PAYMENTS_UNAVAILABLE } from '../schemas';
import type { PaymentProvider } from './provider';
import type Stripe from 'stripe';
import { stripeClient, stripeProvider, verifiedEvent } from './stripe';
import { testProvider } from './test-provider';

export type { PaymentInfo, PaymentProvider } from './provider';
export { fromCents, toCents } from './provider';

/** Stripe's three keys, or null without them (config refuses a partial set at boot). */
export function stripeSettings() {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  return secretKey && publishableKey && webhookSecret ? { secretKey, publishableKey, webhookSecret, apiBase: config.STRIPE_API_BASE } : null;
}

/** Whether this shop takes payments at all: production without payment keys does not (config.paymentsMode). */
export const paymentsOpen = () => config.paymentsMode !== 'off';

/** Checkout's answer while the shop takes no payments. */
export const paymentsUnavailable = () => new AppError('payments_unavailable', PAYMENTS_UNAVAILABLE, 503);

/**
 * What the web process says at start when its payments are not real: the test mode takes orders
 * without charging anyone; without it, checkout is closed. Null with Stripe.
 */
export function paymentsWarning(): string | null {
  if (config.paymentsMode === 'test') {
    return `payments: TEST MODE${config.PAYMENTS_TEST_MODE === '1' ? ' (PAYMENTS_TEST_MODE=1)' : ''}: orders are placed without a card and nothing is charged; every page says so. Set the STRIPE_* keys to take payments.`;
  }
  if (config.paymentsMode === 'off') return 'payments: not set up (no STRIPE_* keys): checkout answers 503 until they are set, or PAYMENTS_TEST_MODE=1 for the test mode.';
  return null;
}

let provider: PaymentProvider | null = null;

/** The payment provider this process uses, chosen once from the configuration; a 503 while there is none. */
export function paymentProvider(): PaymentProvider {
  if (!paymentsOpen()) throw paymentsUnavailable();
  if (!provider) {
    const stripe = stripeSettings();
    provider = stripe ? stripeProvider(stripe) : testProvider;
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
