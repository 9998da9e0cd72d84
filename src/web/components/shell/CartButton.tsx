import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useId } from 'react';
import { useCartCount } from '../cart/use-cart-items';
import { loadCartDrawer, preload } from './panels';

const preloadDrawer = preload(loadCartDrawer);

/** The cart button with its item-count badge: the units that can be bought (issue 36). */
export function CartButton({ onClick }: { onClick: () => void }) {
  const count = useCartCount();
  const countId = useId();
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
      <span className={`badge${count === 0 ? ' is-empty' : ''}`} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span id={countId} className="visually-hidden">
        {count === 1 ? '1 item' : `${count} items`}
      </span>
    </button>
  );
}
