import type { SkuResponse } from '../../api/shop';
import type { CartLine } from '../../lib/cart';
import { MAX_QUANTITY, cartCount } from '../../lib/cart';
import { subtotalCents } from '../../lib/money';
import { hasFormats, joinTitle } from '../../lib/shop';
import { unitsFor, type OwnHolds } from '../shop/held-stock';

// The cart's lines joined with their SKUs and the selection: what the drawer, the checkout and the
// header's badge show.

/**
 * loading: details not here yet (or whether the buyer holds a held line themselves); unavailable:
 * no longer published (or gone); choose_format: a product sold in its formats (issue 26), put in
 * the cart before it had them; held: every unit on the shelf is held for other buyers (issue 36).
 */
export type ItemState = 'loading' | 'available' | 'out_of_stock' | 'held' | 'unavailable' | 'choose_format';

export interface CartItem {
  id: number;
  /** The line's quantity; for an available line never more than maxQuantity. */
  quantity: number;
  /** The quantity stored, when stock has fallen below it (the line is then brought down to maxQuantity). */
  storedQuantity: number;
  sku: SkuResponse | null;
  title: string;
  /** List price, 2 decimals; null when unknown. */
  price: string | null;
  thumb: string | null;
  /** min(what can be bought now, 30): the quantity control's cap; 0 when out of stock or held; 1 for a download. */
  maxQuantity: number;
  /** min(stock on the shelf, 30): the stored quantity comes down to it; holds, which lapse, do not lower it. */
  shelfQuantity: number;
  state: ItemState;
  /** Goes to checkout: its checkbox is on and it can be bought. */
  selected: boolean;
}

const NOT_HELD: OwnHolds = { held: new Map(), loading: false };

function stateOf(sku: SkuResponse | null, settled: boolean, buyable: number, own: OwnHolds): ItemState {
  if (!sku) return settled ? 'unavailable' : 'loading';
  if (hasFormats(sku)) return 'choose_format';
  // Held by someone: perhaps by this buyer, whose own holds are still being asked.
  if (sku.held_until !== null && own.loading) return 'loading';
  if (buyable > 0) return 'available';
  return sku.qty_on_hand > 0 ? 'held' : 'out_of_stock';
}

/**
 * `skus` holds the details fetched so far; while `settled` is false (a newer fetch is under way), a
 * line missing from them is still loading rather than unavailable. `own`: what the buyer's checkout
 * holds, which counts as theirs.
 */
export function cartItems(lines: readonly CartLine[], skus: ReadonlyMap<number, SkuResponse> | undefined, settled: boolean, deselected: ReadonlySet<number>, own: OwnHolds = NOT_HELD): CartItem[] {
  return lines.map(({ id, quantity }) => {
    const sku = skus?.get(id) ?? null;
    // A download never runs out (issue 26), and an order holds one copy of it (issue 36).
    const shelved = sku && !sku.digital;
    const oneCopy = sku?.digital ? 1 : MAX_QUANTITY;
    const maxQuantity = shelved ? Math.max(0, Math.min(unitsFor(sku, own.held.get(id)), MAX_QUANTITY)) : oneCopy;
    const state = stateOf(sku, settled, maxQuantity, own);
    return {
      id,
      quantity: state === 'available' ? Math.min(quantity, maxQuantity) : quantity,
      storedQuantity: quantity,
      sku,
      title: sku ? joinTitle(sku.title) : state === 'loading' ? 'Loading…' : 'An item no longer available',
      price: sku?.list_price ?? null,
      thumb: sku?.images[0]?.thumb ?? null,
      maxQuantity,
      shelfQuantity: shelved ? Math.max(0, Math.min(sku.qty_on_hand, MAX_QUANTITY)) : oneCopy,
      state,
      // While the details load a line counts as selected unless deselected; Checkout waits for them anyway.
      selected: (state === 'available' || state === 'loading') && !deselected.has(id),
    };
  });
}

export interface Selection {
  items: CartItem[];
  /** The number of items going to checkout (sum of quantities): 'Checkout (count)'. */
  count: number;
  /** SPEC §9 subtotal of the selected lines, in cents. */
  subtotalCents: number;
  /** The lines as the checkout API takes them. */
  skus: Array<{ id: number; quantity: number }>;
  /** Every line is a download: the checkout asks no postal address and offers no shipping (issue 26). */
  downloadsOnly: boolean;
}

export function selection(items: readonly CartItem[]): Selection {
  const selected = items.filter((i) => i.selected);
  return {
    items: selected,
    count: selected.reduce((n, i) => n + i.quantity, 0),
    subtotalCents: subtotalCents(selected),
    skus: selected.map(({ id, quantity }) => ({ id, quantity })),
    downloadsOnly: selected.length > 0 && selected.every((i) => i.sku?.digital === true),
  };
}

/** The badge's count (issue 36): the units of the lines that can be bought (selected or not), none of those that cannot. */
export const buyableCount = (items: readonly CartItem[]): number => cartCount(items.filter((i) => i.state === 'available' || i.state === 'loading'));
