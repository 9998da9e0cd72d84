import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCart } from '../../state/cart';
import CartPanel from '../cart/CartPanel';
import { Dialog } from '../ui/Dialog';
import styles from './CartDrawer.module.css';

export { BuyableCount } from './BuyableCount';

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The cart drawer, titled Your Cart (SPEC §2). Empty: a line and a way to the shop. Its code, the
 * lines, subtotal and checkout included, loads with its first opening (./panels.ts).
 */
export function CartDrawer({ open, onClose }: CartDrawerProps) {
  // A cart of lines that cannot be bought is not empty: the panel says what became of them.
  const empty = useCart().lines.length === 0;
  return (
    <Dialog open={open} onClose={onClose} title="Your Cart" variant="drawer-end" className={styles.drawer}>
      {empty ? (
        <div className="empty-state">
          <ShoppingBag aria-hidden="true" size={40} strokeWidth={1.25} />
          <p>Your cart is empty</p>
          <Link to="/shop" className="button button-primary" onClick={onClose}>
            Shop
          </Link>
        </div>
      ) : (
        <CartPanel onClose={onClose} />
      )}
    </Dialog>
  );
}
