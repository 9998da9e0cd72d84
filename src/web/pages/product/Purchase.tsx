import '../../components/shop/shop-tokens.css';
import { PackageCheck, RotateCcw, Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SkuResponse } from '../../api/shop';
import { Button } from '../../components/ui/Button';
import { LOW_STOCK, formatPrice, hasFormats, hasFreeShipping, priceText, quantityOptions, stockLabel } from '../../lib/shop';
import { useAddToCart } from '../../state/add-to-cart';
import { DownloadBuyBox } from './DownloadBuyBox';
import { PriceTag } from './PriceTag';
import s from './Purchase.module.css';

/**
 * Price, shipping, stock, quantity and Add to Cart (SPEC §2, §4 Stock and Cart, §5 quantity
 * options); for a product in formats, their lowest price and Add to Cart waiting for a format
 * (issue 26: the formats above carry the price, the stock and the shipping); a download's own box
 * (issue 36: what the file is, no quantity, stock, shipping or returns).
 */
export function Purchase({ sku }: { sku: SkuResponse }) {
  if (hasFormats(sku)) return <FormatNeeded sku={sku} />;
  return sku.digital ? <DownloadBuyBox sku={sku} /> : <BuyBox sku={sku} />;
}

function FormatNeeded({ sku }: { sku: SkuResponse }) {
  return (
    <div className={s.purchase}>
      <PriceTag text={priceText(sku)} />
      <div className={s.row}>
        <Button className={s.add} disabled>
          Choose a format
        </Button>
      </div>
      <Returns sku={sku} />
    </div>
  );
}

function BuyBox({ sku }: { sku: SkuResponse }) {
  const addToCart = useAddToCart();
  const ids = useId();
  const options = quantityOptions(sku.qty_on_hand);
  const inStock = sku.qty_on_hand > 0;
  const [quantity, setQuantity] = useState(1);
  const policy = sku.shipping_policy[0];
  const free = hasFreeShipping(sku.shipping_policy);

  const add = () => {
    if (inStock) addToCart(sku.id, Math.min(quantity, options.length) || 1, 'add_to_cart');
  };

  return (
    <div className={s.purchase}>
      <PriceTag text={formatPrice(sku.list_price)} />
      {(free || policy) && (
        <p className={s.line}>
          <Truck aria-hidden="true" size={18} />
          <span>
            {free && <strong>Free shipping</strong>}
            {free && policy && ' · '}
            {policy && `Delivery in ${policy.day_range.replace('-', '–')} business days`}
          </span>
        </p>
      )}
      <p className={`${s.line} ${s.stock}${!inStock ? ` ${s.out}` : sku.qty_on_hand < LOW_STOCK ? ` ${s.low}` : ''}`}>
        <PackageCheck aria-hidden="true" size={18} />
        <span>{stockLabel(sku.qty_on_hand)}</span>
      </p>
      <div className={s.row}>
        {options.length > 0 && (
          <div className={`field ${s.qty}`}>
            <label htmlFor={`${ids}-qty`}>Quantity</label>
            <select id={`${ids}-qty`} value={Math.min(quantity, options.length)} onChange={(e) => setQuantity(Number(e.target.value))}>
              {options.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        )}
        <Button className={s.add} onClick={add} disabled={!inStock}>
          {inStock ? 'Add to Cart' : 'Out of Stock'}
        </Button>
      </div>
      <Returns sku={sku} />
    </div>
  );
}

function Returns({ sku }: { sku: SkuResponse }) {
  if (sku.return_policy === 0) return null;
  return (
    <p className={`${s.line} ${s.returns}`}>
      <RotateCcw aria-hidden="true" size={16} />
      <span>
        Eligible for Return. See our <Link to="/shop/returns">return policy</Link>.
      </span>
    </p>
  );
}
