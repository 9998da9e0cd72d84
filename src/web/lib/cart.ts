import type * as Limits from '../../modules/checkout/schemas';
import { KEYS, readStored, writeStored } from './storage-keys';

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

export const readCart = (): CartLine[] => parseCart(readStored(KEYS.cart));

/** Saves the guest cart and tells this tab's listeners. */
export function writeCart(lines: readonly CartLine[]): void {
  writeStored(KEYS.cart, lines.length ? serializeCart(lines) : null);
  window.dispatchEvent(new Event(CART_CHANGED));
}

export const cartCount = (lines: readonly CartLine[]): number => lines.reduce((sum, l) => sum + l.quantity, 0);

// ---- Line operations (guest and member carts alike) ----------------------------------------------

// The server's limits, as values typed by the server's literals (a type-only import keeps zod out
// of the first load; a change there fails the type check here).
/** The most of one SKU a cart line holds (SPEC §9's quantity cap; the server refuses more). */
export const MAX_QUANTITY: typeof Limits.MAX_QUANTITY = 30;
/** Distinct SKUs in one cart. */
export const MAX_CART_LINES: typeof Limits.MAX_CART_LINES = 50;

/** A quantity a line may hold: a whole number from 1 to `cap` (never below 1, SPEC §4 Cart). */
export function clampQuantity(quantity: number, cap: number = MAX_QUANTITY): number {
  const upper = Math.max(1, Math.min(Math.floor(cap), MAX_QUANTITY));
  return Number.isFinite(quantity) ? Math.min(Math.max(Math.floor(quantity), 1), upper) : 1;
}

/** The cart with `quantity` more of a SKU (capped), or null when it is a new line and the cart is full. */
export function addToLines(lines: readonly CartLine[], id: number, quantity: number): CartLine[] | null {
  const line = lines.find((l) => l.id === id);
  if (line) return setLineQuantity(lines, id, line.quantity + quantity);
  if (lines.length >= MAX_CART_LINES) return null;
  return [...lines, { id, quantity: clampQuantity(quantity) }];
}

export function setLineQuantity(lines: readonly CartLine[], id: number, quantity: number): CartLine[] {
  return lines.map((l) => (l.id === id ? { id, quantity: clampQuantity(quantity) } : l));
}

export function removeLines(lines: readonly CartLine[], ids: Iterable<number>): CartLine[] {
  const gone = new Set(ids);
  return lines.filter((l) => !gone.has(l.id));
}

/**
 * A guest's cart poured into the member's server cart at sign-in: the server's lines keep their
 * order and gain the guest's quantities; the guest's other lines follow. Each quantity is capped
 * here at MAX_QUANTITY (the server refuses more and caps by stock itself), and the server's
 * lines are kept first when the two hold more than MAX_CART_LINES.
 */
export function mergeCarts(server: readonly CartLine[], local: readonly CartLine[]): CartLine[] {
  const merged = new Map<number, number>();
  for (const { id, quantity } of [...server, ...local]) merged.set(id, (merged.get(id) ?? 0) + quantity);
  return [...merged]
    .slice(0, MAX_CART_LINES)
    .map(([id, quantity]) => ({ id, quantity: clampQuantity(quantity) }));
}

/** PUT /shop/cart's body: parallel lists. */
export function toCartBody(lines: readonly CartLine[]): { sku_ids: number[]; quantities: number[] } {
  return { sku_ids: lines.map((l) => l.id), quantities: lines.map((l) => clampQuantity(l.quantity)) };
}

/** The server's parallel lists as lines (a repeated id adds up, as the server counts it). */
export function fromCartBody(cart: { sku_ids: readonly number[]; quantities: readonly number[] }): CartLine[] {
  const lines = new Map<number, number>();
  cart.sku_ids.forEach((id, i) => lines.set(id, (lines.get(id) ?? 0) + (cart.quantities[i] ?? 1)));
  return [...lines].map(([id, quantity]) => ({ id, quantity }));
}

// ---- The lines left out of checkout (both guests and members; new lines are selected) ------------

/** "4,9" → {4, 9}; anything that is not a positive whole number is dropped. */
export function parseIdSet(raw: string | null | undefined): Set<number> {
  const ids = (raw ?? '').split(',').filter((p) => /^\d{1,10}$/.test(p)).map(Number);
  return new Set(ids.filter((n) => n > 0));
}

export function writeDeselected(ids: ReadonlySet<number>): void {
  writeStored(KEYS.cartDeselected, ids.size ? [...ids].join(',') : null);
  window.dispatchEvent(new Event(CART_CHANGED));
}
