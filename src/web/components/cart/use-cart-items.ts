import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { cartSkusQuery } from '../../api/cart';
import { cartActions, useCart, useDeselected } from '../../state/cart';
import { cartItems, selection, type CartItem, type Selection } from './cart-items';

export interface CartItems {
  items: CartItem[];
  selected: Selection;
  /** True while the lines or their details load. */
  loading: boolean;
  /** The details could not be loaded; `retry` asks again. */
  failed: boolean;
  retry: () => void;
}

/** The cart's lines with their SKUs (title, price, picture, stock) and what goes to checkout. */
export function useCartItems(): CartItems {
  const cart = useCart();
  const deselected = useDeselected();
  const ids = cart.lines.map((l) => l.id);
  // The previous answer stays while a new line's details load, so the other lines do not flicker.
  const details = useQuery({ ...cartSkusQuery(ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
  const settled = ids.length > 0 && details.isSuccess && !details.isPlaceholderData;
  const items = useMemo(() => cartItems(cart.lines, details.data, settled, deselected), [cart.lines, details.data, settled, deselected]);

  // Stock fell below a line's quantity: the line comes down to what can be bought.
  useEffect(() => {
    for (const item of items) if (item.state === 'available' && item.storedQuantity > item.quantity) cartActions.setQuantity(item.id, item.quantity);
  }, [items]);

  return {
    items,
    selected: useMemo(() => selection(items), [items]),
    loading: cart.loading || (ids.length > 0 && !settled && !details.isError),
    failed: details.isError && !details.data,
    retry: () => void details.refetch(),
  };
}
