import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { cartSkusQuery } from '../../api/cart';
import { cartActions, useCart, useDeselected } from '../../state/cart';
import { useOwnHolds } from '../shop/held-stock';
import { buyableCount, cartItems, selection, type CartItem, type Selection } from './cart-items';

export interface CartItems {
  items: CartItem[];
  selected: Selection;
  /** True while the lines or their details load. */
  loading: boolean;
  /** The details could not be loaded; `retry` asks again. */
  failed: boolean;
  retry: () => void;
}

/** The cart's lines with their SKUs (title, price, picture, stock, holds), without changing anything. */
function useLineItems() {
  const cart = useCart();
  const deselected = useDeselected();
  const ids = cart.lines.map((l) => l.id);
  // The previous answer stays while a new line's details load, so the other lines do not flicker.
  const details = useQuery({ ...cartSkusQuery(ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
  const settled = ids.length > 0 && details.isSuccess && !details.isPlaceholderData;
  const own = useOwnHolds(!!details.data && [...details.data.values()].some((sku) => sku.held_until !== null));
  const items = useMemo(() => cartItems(cart.lines, details.data, settled, deselected, own), [cart.lines, details.data, settled, deselected, own]);
  return { cart, details, ids, settled, items };
}

/** The cart's lines with their SKUs and what goes to checkout (the drawer and the checkout page). */
export function useCartItems(): CartItems {
  const { cart, details, ids, settled, items } = useLineItems();

  // Stock fell below a line's quantity: the line comes down to what is on the shelf.
  useEffect(() => {
    for (const item of items) if (item.state === 'available' && item.storedQuantity > item.shelfQuantity) cartActions.setQuantity(item.id, item.shelfQuantity);
  }, [items]);

  return {
    items,
    selected: useMemo(() => selection(items), [items]),
    loading: cart.loading || (ids.length > 0 && !settled && !details.isError),
    failed: details.isError && !details.data,
    retry: () => void details.refetch(),
  };
}

/** The header badge's count (issue 36): units that can be bought; a line sold out, held or gone counts for nothing (shell/BuyableCount.tsx). */
export function useCartCount(): number {
  return buyableCount(useLineItems().items);
}
