import { useNavigate } from 'react-router-dom';
import { sendUsage } from '../../lib/beacons';
import { formatCents } from '../../lib/money';
import { Button } from '../ui/Button';
import s from './Cart.module.css';
import { CartLineItem } from './CartLineItem';
import { useCartItems } from './use-cart-items';

export const CHECKOUT_PATH = '/shop/checkout';

const itemCount = (n: number) => (n === 1 ? '1 item' : `${n} items`);

/**
 * The drawer's lines, the subtotal of the selected ones and 'Checkout (count)'. Loaded with the
 * drawer's first opening (react-query's hooks and these styles stay out of the first load).
 */
export default function CartPanel({ onClose }: { onClose: () => void }) {
  const { items, selected, loading, failed, retry } = useCartItems();
  const navigate = useNavigate();

  const checkout = () => {
    sendUsage('cart', 'go_to_checkout');
    onClose();
    void navigate(CHECKOUT_PATH);
  };

  return (
    <div className={s.panel}>
      {failed && (
        <div className={s.problem} role="alert">
          <p>We could not load your cart’s details.</p>
          <Button variant="secondary" onClick={retry}>
            Retry
          </Button>
        </div>
      )}
      <ul className={s.lines} aria-label="Cart items">
        {items.map((item) => (
          <CartLineItem key={item.id} item={item} selectable onNavigate={onClose} />
        ))}
      </ul>
      <div className={s.footer}>
        <p className={s.subtotal} aria-live="polite" aria-busy={loading || undefined}>
          <span>
            Subtotal <span className={s.count}>({itemCount(selected.count)})</span>
          </span>
          <strong>{loading ? '…' : formatCents(selected.subtotalCents)}</strong>
        </p>
        <Button className={s.checkout} onClick={checkout} disabled={loading || selected.count === 0}>
          Checkout ({selected.count})
        </Button>
        {!loading && selected.count === 0 && <p className={s.hint}>Tick an item to check it out.</p>}
      </div>
    </div>
  );
}
