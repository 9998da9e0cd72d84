import { useCartCount } from '../cart/use-cart-items';
import { CartCount } from './CartCount';

/**
 * The badge of a cart with lines: the units that can be bought (issue 36), from the lines' details.
 * Loaded with the drawer's code (CartButton), only for a cart with lines: a first visit has none.
 */
export function BuyableCount({ id }: { id: string }) {
  return <CartCount count={useCartCount()} id={id} />;
}
