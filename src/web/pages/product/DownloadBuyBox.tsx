import { BookOpen, Download } from 'lucide-react';
import type { SkuResponse } from '../../api/shop';
import { Button } from '../../components/ui/Button';
import { DOWNLOAD_AFTER_PURCHASE, downloadFacts } from '../../lib/downloads';
import { formatPrice } from '../../lib/shop';
import { useAddToCart } from '../../state/add-to-cart';
import { useCart } from '../../state/cart';
import { PriceTag } from './PriceTag';
import s from './Purchase.module.css';

/**
 * A download's buy box (issue 36): the price, what it is (format, file type and size) and that it
 * comes as a download after payment; one copy, so no quantity, and none of a printed book's stock,
 * shipping or returns. Once in the cart, the button says so rather than adding a second copy.
 */
export function DownloadBuyBox({ sku }: { sku: SkuResponse }) {
  const addToCart = useAddToCart();
  const inCart = useCart().lines.some((l) => l.id === sku.id);
  const facts = downloadFacts(sku);
  return (
    <div className={s.purchase}>
      <PriceTag text={formatPrice(sku.list_price)} />
      <p className={`${s.line} ${s.stock}`}>
        <Download aria-hidden="true" size={18} />
        <span>{DOWNLOAD_AFTER_PURCHASE}</span>
      </p>
      {facts && (
        <p className={s.line}>
          <BookOpen aria-hidden="true" size={18} />
          <span>{facts}</span>
        </p>
      )}
      <div className={s.row}>
        <Button className={s.add} aria-disabled={inCart || undefined} onClick={() => inCart || addToCart(sku.id, 1, 'add_to_cart')}>
          {inCart ? 'In your cart' : 'Add to Cart'}
        </Button>
      </div>
    </div>
  );
}
