import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SkuResponse } from '../../api/shop';
import { cardPurchase } from '../../lib/shop';
import { useAddToCart } from '../../state/add-to-cart';
import { Button } from '../ui/Button';
import s from './CardPurchase.module.css';
import { SkeletonBlock } from './Skeleton';

/**
 * A catalogue card's way to buy (SPEC §4 Quick add): one unit of a book sold as itself goes to the
 * cart from here, with the product page's toast and the quick-add beacon; a book with formats
 * links to its page to choose one. The names end with the title, as each card repeats the words.
 */
export function CardPurchase({ sku, title }: { sku: SkuResponse; title: string }) {
  const addToCart = useAddToCart();
  const offer = cardPurchase(sku);
  const ofTitle = <span className="visually-hidden">: {title}</span>;
  return (
    <div className={s.slot}>
      {offer === 'quick_add' && (
        <Button variant="secondary" className={`button-small ${s.action}`} onClick={() => addToCart(sku.id, 1, 'quick_add')}>
          <ShoppingCart aria-hidden="true" size={16} />
          Add to Cart{ofTitle}
        </Button>
      )}
      {offer === 'choose_format' && (
        <Link to={`/shop/${sku.id}`} className={`button button-secondary button-small ${s.action}`}>
          Choose format{ofTitle}
        </Link>
      )}
      {offer === 'sold_out' && <p className={s.soldOut}>Out of Stock</p>}
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
