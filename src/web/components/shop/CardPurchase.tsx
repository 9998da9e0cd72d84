import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { HELD, cardPurchase, type SkuCard } from '../../lib/shop';
import { useAddToCart } from '../../state/add-to-cart';
import s from './CardPurchase.module.css';
import { SkeletonBlock } from './Skeleton';

/**
 * A catalogue card's way to buy (SPEC §4 Quick add): one unit of a book sold as itself goes to the
 * cart from here, with the product page's toast and the quick-add beacon; a book with formats
 * links to its page to choose one. Their names add the title to the words shown, which every card
 * repeats.
 */
export function CardPurchase({ sku, title }: { sku: SkuCard; title: string }) {
  const addToCart = useAddToCart();
  const offer = cardPurchase(sku);
  return (
    <div className={s.slot}>
      {offer === 'quick_add' && (
        // A plain button: the Button component's chunk would join the home page's first load for a
        // busy state an instant add never shows.
        <button type="button" className={`button button-secondary button-small ${s.action}`} aria-label={`Add to Cart: ${title}`} onClick={() => addToCart(sku.id, 1, 'quick_add')}>
          <ShoppingCart aria-hidden="true" size={16} />
          Add to Cart
        </button>
      )}
      {offer === 'choose_format' && (
        <Link to={`/shop/${sku.id}`} className={`button button-secondary button-small ${s.action}`} aria-label={`Choose format: ${title}`}>
          Choose format
        </Link>
      )}
      {offer === 'sold_out' && <p className={s.soldOut}>Out of Stock</p>}
      {offer === 'held' && <p className={s.soldOut}>{HELD}</p>}
    </div>
  );
}

/** The place of a card's way to buy while the card loads. */
export function CardPurchaseSkeleton() {
  return (
    <div className={s.slot}>
      <SkeletonBlock className={s.skeleton} />
    </div>
  );
}
