/** Every browser storage key the public app uses (SPEC §9), in one place. */
export const KEYS = {
  /** Cookie: the session token, 1 day. */
  token: 'token',
  /** Cookie: '0' light, '1' dark; 1 year. */
  theme: 'theme',
  /** sessionStorage: where to go after signing in. */
  savedPath: 'savedPath',
  /** localStorage: the guest cart, "id,quantity" pairs joined by ':'. */
  cart: 'cart',
  /** localStorage: the last chosen search tab, 'shop' or 'articles'. */
  searchType: 'searchType',
  /** localStorage: the cart lines left out of checkout, ids joined by ','; guests and members alike. */
  cartDeselected: 'cartDeselected',
  /** localStorage: the last payment's id, for the order confirmation page (SPEC §4, §9). */
  paymentIntentId: 'paymentIntentId',
  /** localStorage: the secret of the checkout under way (the server's ship_options gives it); gone once it is paid. */
  checkoutSecret: 'checkoutSecret',
  /** localStorage: the secret that shows the last payment's order whole (its checkout's, or the order mail link's key). */
  orderSecret: 'orderSecret',
  /** localStorage: the last order whose items left the cart, so showing it again removes nothing more. */
  cartClearedFor: 'cartClearedFor',
} as const;

/** A localStorage value, or null when there is none or storage is disabled. */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Stores a localStorage value, or removes it for null. Storage full or disabled only means it is
 * not remembered: every caller has a way on without it.
 */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Not remembered.
  }
}
