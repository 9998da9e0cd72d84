import { Link } from 'react-router-dom';
import { CartLineItem } from '../../components/cart/CartLineItem';
import type { CartItem, ItemState } from '../../components/cart/cart-items';
import s from './Checkout.module.css';

// Lines the checkout cannot sell (issue 36): a copy sold or held while the buyer was away, a book
// unpublished. Said on the checkout page, each with why, never dropped without a word.

const CANNOT_BE_BOUGHT: ReadonlySet<ItemState> = new Set(['out_of_stock', 'held', 'unavailable', 'choose_format']);

/** The cart's lines that cannot be bought now (a line the buyer only unticked is not one). */
export const leftOut = (items: readonly CartItem[]) => items.filter((i) => CANNOT_BE_BOUGHT.has(i.state));

/** The lines left out and why; with nothing else to buy (`nothingElse`), a way back to the shop. */
export function LeftOut({ items, nothingElse }: { items: readonly CartItem[]; nothingElse: boolean }) {
  return (
    <div className={`${s.card} ${s.leftOut}`} role={nothingElse ? 'alert' : 'status'} aria-labelledby="checkout-left-out">
      <h2 id="checkout-left-out" className={s.stepTitle}>
        {nothingElse ? 'Nothing in your cart can be bought now' : 'Left out of this order'}
      </h2>
      <p className={s.empty}>{nothingElse ? 'Since you chose them:' : 'These items in your cart can no longer be bought:'}</p>
      <ul className={s.lines} aria-label="Items left out">
        {items.map((item) => (
          <CartLineItem key={item.id} item={item} selectable={false} />
        ))}
      </ul>
      {nothingElse && (
        <Link to="/shop" className="button button-primary">
          Back to the shop
        </Link>
      )}
    </div>
  );
}
