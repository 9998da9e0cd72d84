import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useCartCount } from '../../state/cart';
import { Dialog } from '../ui/Dialog';
import { Loading } from '../ui/Spinner';
import styles from './CartDrawer.module.css';

/** The lines, subtotal and checkout load with the drawer's first opening, not with every page. */
const loadCartPanel = () => import('../cart/CartPanel');
const CartPanel = lazy(loadCartPanel);

/** Starts loading the drawer's contents early (the cart button is pointed at or focused). */
export const preloadCartPanel = () => void loadCartPanel().catch(() => undefined);

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The cart drawer, titled Your Cart (SPEC §2). Empty: a line and a way to the shop. */
export function CartDrawer({ open, onClose }: CartDrawerProps) {
  const count = useCartCount();
  return (
    <Dialog open={open} onClose={onClose} title="Your Cart" variant="drawer-end" className={styles.drawer}>
      {count === 0 ? (
        <div className="empty-state">
          <ShoppingBag aria-hidden="true" size={40} strokeWidth={1.25} />
          <p>Your cart is empty</p>
          <Link to="/shop" className="button button-primary" onClick={onClose}>
            Shop
          </Link>
        </div>
      ) : (
        <Suspense fallback={<Loading label="Loading your cart…" />}>
          <CartPanel onClose={onClose} />
        </Suspense>
      )}
    </Dialog>
  );
}
