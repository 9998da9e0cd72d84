import { KEYS } from './storage-keys';

/** One line of the guest cart. */
export interface CartLine {
  id: number;
  quantity: number;
}

/** Fired on window whenever this tab changes the cart (other tabs get the 'storage' event). */
export const CART_CHANGED = 'cart:changed';

const positiveInt = (s: string | undefined): number | null => {
  if (s === undefined || !/^\s*\d+\s*$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * Parses "12,1:40,2". Malformed pairs are skipped; a missing quantity means 1 (the default
 * quantity); a repeated id adds up, so the result has one line per id.
 */
export function parseCart(raw: string | null | undefined): CartLine[] {
  if (!raw) return [];
  const lines = new Map<number, number>();
  for (const pair of raw.split(':')) {
    const [idPart, qtyPart, ...rest] = pair.split(',');
    if (rest.length > 0) continue;
    const id = positiveInt(idPart);
    const quantity = qtyPart === undefined ? 1 : positiveInt(qtyPart);
    if (id === null || quantity === null) continue;
    lines.set(id, (lines.get(id) ?? 0) + quantity);
  }
  return [...lines].map(([id, quantity]) => ({ id, quantity }));
}

export function serializeCart(lines: readonly CartLine[]): string {
  return lines.map((l) => `${l.id},${l.quantity}`).join(':');
}

export function readCart(): CartLine[] {
  try {
    return parseCart(localStorage.getItem(KEYS.cart));
  } catch {
    return [];
  }
}

/** Saves the guest cart and tells this tab's listeners. */
export function writeCart(lines: readonly CartLine[]): void {
  try {
    if (lines.length === 0) localStorage.removeItem(KEYS.cart);
    else localStorage.setItem(KEYS.cart, serializeCart(lines));
  } catch {
    // Storage full or disabled: the cart simply does not persist.
  }
  window.dispatchEvent(new Event(CART_CHANGED));
}

export const cartCount = (lines: readonly CartLine[]): number => lines.reduce((sum, l) => sum + l.quantity, 0);
