import { readStored } from './cart';
import { KEYS } from './storage-keys';

// The last payment's id (SPEC §4 step 4, §9): the order confirmation page loads the order by it.

export function rememberPayment(paymentId: string): void {
  try {
    localStorage.setItem(KEYS.paymentIntentId, paymentId);
  } catch {
    // Storage disabled: the confirmation page still has the id in its URL after a redirect.
  }
}

/** The payment to show: Stripe's ?payment_intent= after a redirect first, else the stored one. */
export function paymentToShow(search: URLSearchParams): string | null {
  return search.get('payment_intent') || readStored(KEYS.paymentIntentId);
}
