import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { lazy, Suspense, useId } from 'react';
import { cartCount } from '../../lib/cart';
import { useCart } from '../../state/cart';
import { CartCount } from './CartCount';
import { loadCartDrawer, preload } from './panels';

const preloadDrawer = preload(loadCartDrawer);
// With the drawer's code, which it shares (its lines and their details).
const BuyableCount = lazy(() => loadCartDrawer().then((m) => ({ default: m.BuyableCount })));

/**
 * The cart button with its item-count badge: the units that can be bought (issue 36). Until the
 * count's code and the lines' details are here, every unit of the lines.
 */
export function CartButton({ onClick }: { onClick: () => void }) {
  const { lines } = useCart();
  const countId = useId();
  const every = <CartCount count={cartCount(lines)} id={countId} />;
  return (
    <button
      type="button"
      className="icon-button cart-button"
      aria-label="Cart"
      aria-describedby={countId}
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={preloadDrawer}
      onFocus={preloadDrawer}
    >
      <ShoppingCart aria-hidden="true" size={22} />
      {/* A boundary of its own: around the empty badge too, a suspending count would leave it hidden beside the fallback. */}
      {lines.length ? (
        <Suspense fallback={every}>
          <BuyableCount id={countId} />
        </Suspense>
      ) : (
        every
      )}
    </button>
  );
}
