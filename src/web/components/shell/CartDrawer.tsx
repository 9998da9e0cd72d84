import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCartCount } from '../../state/cart';
import { Dialog } from '../ui/Dialog';

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The cart drawer, titled Your Cart. Empty: a line and a way to the shop. The line items,
 * subtotal and a working checkout arrive with the checkout; until then it shows the count.
 */
export function CartDrawer({ open, onClose }: CartDrawerProps) {
  const count = useCartCount();
  return (
    <Dialog open={open} onClose={onClose} title="Your Cart" variant="drawer-end">
      {count === 0 ? (
        <div className="empty-state">
          <ShoppingBag aria-hidden="true" size={40} strokeWidth={1.25} />
          <p>Your cart is empty</p>
          <Link to="/shop" className="button button-primary" onClick={onClose}>
            Shop
          </Link>
        </div>
      ) : (
        <div className="cart-summary">
          <p>{count === 1 ? '1 item' : `${count} items`}</p>
          <button type="button" className="button button-primary button-block" disabled>
            Checkout ({count})
          </button>
          <p className="muted small">Checkout opens soon.</p>
        </div>
      )}
    </Dialog>
  );
}
