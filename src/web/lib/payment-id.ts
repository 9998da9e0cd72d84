import { KEYS, readStored, writeStored } from './storage-keys';

// The last payment's id (SPEC §4 step 4, §9): the order confirmation page loads the order by it,
// with the secret that shows the order whole (docs/decisions.md, issue 23). And the secret of the
// checkout under way, to which the server ties its address, quotes and payment.

/** The secret of the checkout under way, sent with the next shipping options; null before the first. */
export const checkoutSecret = (): string | null => readStored(KEYS.checkoutSecret);

/** Keeps the secret the server gave this checkout. */
export const keepCheckoutSecret = (secret: string): void => writeStored(KEYS.checkoutSecret, secret);

/** An order just paid for here: its payment, and its checkout's secret to show it whole. The next checkout starts anew. */
export function rememberPaidCheckout(paymentId: string, secret = checkoutSecret()): void {
  writeStored(KEYS.paymentIntentId, paymentId);
  writeStored(KEYS.orderSecret, secret);
  writeStored(KEYS.checkoutSecret, null);
}

/** An order opened from its mail's link: its payment and the link's key. */
export function rememberLinkedOrder(paymentId: string, key: string): void {
  writeStored(KEYS.paymentIntentId, paymentId);
  writeStored(KEYS.orderSecret, key);
}

/**
 * The payment to show and its secret: from the URL (Stripe's redirect, whose checkout is the one
 * under way, or the order mail's link with its key) first, else the stored ones.
 */
export function paymentToShow(search: URLSearchParams): { pid: string; secret: string | null } | null {
  const fromUrl = search.get('payment_intent');
  if (fromUrl) return { pid: fromUrl, secret: search.get('key') ?? checkoutSecret() };
  const pid = readStored(KEYS.paymentIntentId);
  return pid ? { pid, secret: readStored(KEYS.orderSecret) } : null;
}
