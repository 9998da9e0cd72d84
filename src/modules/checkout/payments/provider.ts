/**
 * What checkout needs from a card payment provider: Stripe (./stripe.ts) when its keys are set,
 * else the clearly labelled test-mode provider (./test-provider.ts), which confirms without a card.
 * Amounts are integer cents, so no float reaches a provider.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** Given to Stripe.js in the browser; null for the test provider. */
  readonly publishableKey: string | null;
  /** Opens a payment; the same idempotency key gives back the same payment. */
  createPayment(input: { amountCents: number; currency: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<{ id: string; clientSecret: string }>;
  /** The provider's word on a payment: its status and what it charged. */
  retrieve(paymentId: string): Promise<PaymentInfo>;
  /** Refunds part or all of a payment; the same idempotency key refunds once. */
  refund(input: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }>;
  /** Payments that succeeded since a moment (the daily reconciliation looks for ones without an order). */
  succeededSince(since: Date): Promise<string[]>;
}

export interface PaymentInfo {
  id: string;
  /** Stripe's PaymentIntent status: 'succeeded', 'processing', 'canceled', 'requires_payment_method'… */
  status: string;
  amountCents: number;
  currency: string;
}

/** Dollars as a 2-decimal string or number to integer cents, without float drift. */
export const toCents = (amount: string | number): number => Math.round(Number(amount) * 100);
export const fromCents = (cents: number): string => (cents / 100).toFixed(2);
