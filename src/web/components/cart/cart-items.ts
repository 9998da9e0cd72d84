import type { SkuResponse } from '../../api/shop';
import type { CartLine } from '../../lib/cart';
import { MAX_QUANTITY } from '../../lib/cart';
import { subtotalCents } from '../../lib/money';
import { hasFormats, joinTitle } from '../../lib/shop';

// The cart's lines joined with their SKUs and the selection: what the drawer and the checkout show.

/**
 * loading: details not here yet; unavailable: no longer published (or gone); choose_format: a
 * product sold in its formats (issue 26), put in the cart before it had them.
 */
export type ItemState = 'loading' | 'available' | 'out_of_stock' | 'unavailable' | 'choose_format';

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
  /** min(stock, 30): the quantity control's cap; 0 when out of stock; 1 for a download. */
  maxQuantity: number;
  state: ItemState;
  /** Goes to checkout: its checkbox is on and it can be bought. */
  selected: boolean;
}

/**
 * `skus` holds the details fetched so far; while `settled` is false (a newer fetch is under way), a
 * line missing from them is still loading rather than unavailable.
 */
export function cartItems(lines: readonly CartLine[], skus: ReadonlyMap<number, SkuResponse> | undefined, settled: boolean, deselected: ReadonlySet<number>): CartItem[] {
  return lines.map(({ id, quantity }) => {
    const sku = skus?.get(id) ?? null;
    // A download never runs out (issue 26), and an order holds one copy of it (issue 36).
    const maxQuantity = !sku ? MAX_QUANTITY : sku.digital ? 1 : Math.max(0, Math.min(sku.qty_on_hand, MAX_QUANTITY));
    const state: ItemState = !sku ? (settled ? 'unavailable' : 'loading') : hasFormats(sku) ? 'choose_format' : maxQuantity === 0 ? 'out_of_stock' : 'available';
    return {
      id,
      quantity: state === 'available' ? Math.min(quantity, maxQuantity) : quantity,
      storedQuantity: quantity,
      sku,
      title: sku ? joinTitle(sku.title) : state === 'loading' ? 'Loading…' : 'An item no longer available',
      price: sku?.list_price ?? null,
      thumb: sku?.images[0]?.thumb ?? null,
      maxQuantity,
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
