import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getCart, putCart } from '../api/cart';
import { keys } from '../api/keys';
import { queryClient } from '../api/query-client';
import {
  CART_CHANGED,
  addToLines,
  fromCartBody,
  mergeCarts,
  parseCart,
  parseIdSet,
  readCart,
  removeLines,
  setLineQuantity,
  toCartBody,
  writeCart,
  writeDeselected,
  type CartLine,
} from '../lib/cart';
import { KEYS, readStored, writeStored } from '../lib/storage-keys';
import { useAuth } from './auth';
import { authStore } from './auth-store';

// The cart (SPEC §4 Cart). A guest's lives in localStorage ('id,quantity' pairs). A member's is the
// server's, cached under keys.cart(userId): every change shows at once and is PUT behind it. At
// sign-in the guest cart is merged into the member's and leaves this browser, so signing out shows
// the (now empty) local cart and the next sign-in does not add it twice. Which lines go to checkout
// is kept apart, as the set of deselected ids, for guests and members alike.

// ---- The guest cart and the selection: localStorage, live across tabs ----------------------------

function subscribeStorage(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === KEYS.cart || e.key === KEYS.cartDeselected) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGED, onChange);
  };
}

/**
 * A snapshot parsed from a stored string, the same object while the string does not change; with
 * nothing stored, `none` (what the server renders), so hydrating re-renders nothing.
 */
function storedSnapshot<T>(key: string, parse: (raw: string | null) => T, none: T): () => T {
  let last: { raw: string | null; value: T } | null = null;
  return () => {
    const raw = readStored(key);
    if (!last || last.raw !== raw) last = { raw, value: raw === null ? none : parse(raw) };
    return last.value;
  };
}

const NO_LINES: CartLine[] = [];
const NO_IDS: ReadonlySet<number> = new Set();
const guestLines = storedSnapshot(KEYS.cart, parseCart, NO_LINES);
const deselectedIds = storedSnapshot(KEYS.cartDeselected, parseIdSet, NO_IDS);

// ---- The member's cart: the server's ---------------------------------------------------------------

let merging: Promise<CartLine[]> | null = null;

/**
 * Pours the guest cart into the member's server cart (quantities add; the server caps them and
 * answers what it stored), then empties the guest cart. One at a time: a second fetch while one
 * runs waits for it instead of adding the guest cart twice.
 */
function mergeGuestCart(): Promise<CartLine[]> {
  merging ??= (async () => {
    try {
      const local = readCart();
      const server = fromCartBody((await getCart()).cart);
      const stored = fromCartBody((await putCart(toCartBody(mergeCarts(server, local)))).cart);
      writeCart([]);
      return stored;
    } finally {
      merging = null;
    }
  })();
  return merging;
}

/**
 * The member's cart. It is fetched when a member appears (sign-in, or a page load with a token),
 * merging any guest cart first; after that only this tab changes it, so it never goes stale by
 * itself (a background refetch could land on top of a change still being saved).
 */
export const memberCartQuery = (userId: number) =>
  queryOptions({
    queryKey: keys.cart(userId),
    queryFn: async ({ signal }) => {
      try {
        return merging || readCart().length ? await mergeGuestCart() : fromCartBody((await getCart({ signal })).cart);
      } catch (err) {
        // SPEC §8: a cart that fails to load is only logged (a fetch called off is no failure).
        if (!signal.aborted) console.error('Could not load the cart.', err);
        throw err;
      }
    },
    staleTime: Infinity,
  });

interface Writer {
  dirty: boolean;
  running: boolean;
}
const writers = new Map<number, Writer>();

/**
 * Saves the member's cart as it is now. One PUT at a time: clicks while one is under way are
 * coalesced into one more PUT of the latest cart, so the last state always reaches the server.
 * The server's answer (capped by stock) replaces the cart unless a newer change is waiting.
 * Failures go to the console only (SPEC §8); the next change sends the whole cart again.
 */
function saveMemberCart(userId: number): void {
  const writer = writers.get(userId) ?? { dirty: false, running: false };
  writers.set(userId, writer);
  writer.dirty = true;
  if (writer.running) return;
  writer.running = true;
  void (async () => {
    while (writer.dirty) {
      writer.dirty = false;
      const lines = queryClient.getQueryData<CartLine[]>(keys.cart(userId));
      // Signed out (or in as someone else) meanwhile: this cart is no longer ours to send.
      if (!lines || authStore.get().user?.id !== userId) break;
      try {
        const stored = fromCartBody((await putCart(toCartBody(lines))).cart);
        if (!writer.dirty) queryClient.setQueryData(keys.cart(userId), stored);
      } catch (err) {
        console.error('Could not update the cart.', err);
      }
    }
    writer.running = false;
    writers.delete(userId);
  })();
}

async function changeMemberCart(userId: number, change: (lines: CartLine[]) => CartLine[] | null): Promise<void> {
  const key = keys.cart(userId);
  try {
    // A change made before the cart has loaded waits for it: applied to nothing, it would replace the cart.
    if (!queryClient.getQueryData(key)) await queryClient.fetchQuery(memberCartQuery(userId));
    await queryClient.cancelQueries({ queryKey: key });
  } catch {
    return; // the query has logged why
  }
  const lines = queryClient.getQueryData<CartLine[]>(key);
  const next = lines && change(lines);
  if (!next) return;
  queryClient.setQueryData(key, next);
  saveMemberCart(userId);
}

// ---- What the app calls ----------------------------------------------------------------------------

function changeCart(change: (lines: CartLine[]) => CartLine[] | null): void {
  const user = authStore.get().user;
  if (user) {
    void changeMemberCart(user.id, change);
    return;
  }
  const next = change(readCart());
  if (next) writeCart(next);
}

/** The cart as known right now, without waiting (a member's before it loads: none). */
function currentLines(): CartLine[] {
  const user = authStore.get().user;
  return user ? (queryClient.getQueryData<CartLine[]>(keys.cart(user.id)) ?? []) : readCart();
}

function setSelected(ids: Iterable<number>, selected: boolean): void {
  const deselected = new Set(deselectedIds());
  for (const id of ids) {
    if (selected) deselected.delete(id);
    else deselected.add(id);
  }
  writeDeselected(deselected);
}

export const cartActions = {
  /**
   * Adds `quantity` of a SKU (the product page, a quick add); the line is selected. False when it
   * would be a new line in a full cart (MAX_CART_LINES).
   */
  add(id: number, quantity: number): boolean {
    if (!addToLines(currentLines(), id, quantity)) return false;
    changeCart((lines) => addToLines(lines, id, quantity));
    setSelected([id], true);
    return true;
  },

  /** Sets a line's quantity (never below 1, never above 30). */
  setQuantity(id: number, quantity: number): void {
    changeCart((lines) => setLineQuantity(lines, id, quantity));
  },

  /** Deletes a line and forgets that it was deselected (SPEC §4: remove deletes and deselects). */
  remove(id: number): void {
    changeCart((lines) => removeLines(lines, [id]));
    setSelected([id], true);
  },

  setSelected(id: number, selected: boolean): void {
    setSelected([id], selected);
  },

  /**
   * After an order: the bought SKUs leave the cart, once per order (its page may be shown again
   * after the same books were added anew). A member's server cart was already cleared by the
   * order, so it is fetched again instead of being written.
   */
  forgetBought(orderId: string, ids: readonly number[]): void {
    if (readStored(KEYS.cartClearedFor) === orderId) return;
    writeStored(KEYS.cartClearedFor, orderId);
    const user = authStore.get().user;
    if (user) void queryClient.invalidateQueries({ queryKey: keys.cart(user.id) });
    else writeCart(removeLines(readCart(), ids));
    setSelected(ids, true);
  },
};

export interface CartState {
  lines: CartLine[];
  /** True until the lines are known (the session check, a member's cart loading). */
  loading: boolean;
}

/** The cart's lines: the guest's from localStorage, a member's from the server. */
export function useCart(): CartState {
  const { user, status } = useAuth();
  const guest = useSyncExternalStore(subscribeStorage, guestLines, () => NO_LINES);
  const member = useQuery({ ...memberCartQuery(user?.id ?? 0), enabled: !!user });
  if (!user) return { lines: guest, loading: status === 'loading' };
  return { lines: member.data ?? NO_LINES, loading: member.isPending };
}

/** The ids left out of checkout. */
export function useDeselected(): ReadonlySet<number> {
  return useSyncExternalStore(subscribeStorage, deselectedIds, () => NO_IDS);
}
