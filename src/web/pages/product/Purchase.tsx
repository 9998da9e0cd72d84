import '../../components/shop/shop-tokens.css';
import { PackageCheck, RotateCcw, Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SkuResponse } from '../../api/shop';
import { Button } from '../../components/ui/Button';
import { LOW_STOCK, formatPrice, hasFormats, hasFreeShipping, heldBySomeone, priceText, quantityOptions, stockLabel, unitsFor } from '../../lib/shop';
import { HeldForOthers } from '../../components/shop/HeldForOthers';
import { useAddToCart } from '../../state/add-to-cart';
import { useOwnHolds } from '../../state/own-holds';
import s from './Purchase.module.css';

/**
 * Price, shipping, stock, quantity and Add to Cart (SPEC §2, §4 Stock and Cart, §5 quantity
 * options); for a product in formats, their lowest price and Add to Cart waiting for a format
 * (issue 26: the formats above carry the price, the stock and the shipping).
 */
export function Purchase({ sku }: { sku: SkuResponse }) {
  return hasFormats(sku) ? <FormatNeeded sku={sku} /> : <BuyBox sku={sku} />;
}

function FormatNeeded({ sku }: { sku: SkuResponse }) {
  return (
    <div className={s.purchase}>
      <p className={s.price}>
        <span className="visually-hidden">Price: </span>
        {priceText(sku)}
      </p>
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
  // Units other buyers hold are not for sale; the reader's own checkout's are theirs (issue 36).
  const own = useOwnHolds(heldBySomeone(sku));
  const available = unitsFor(sku, own.held.get(sku.id));
  const held = available <= 0 && sku.qty_on_hand > 0;
  const options = quantityOptions(available);
  const inStock = available > 0;
  const [quantity, setQuantity] = useState(1);
  const policy = sku.shipping_policy[0];
  const free = hasFreeShipping(sku.shipping_policy);

  const add = () => {
    if (inStock) addToCart(sku.id, Math.min(quantity, options.length) || 1, 'add_to_cart');
  };

  return (
    <div className={s.purchase}>
      <p className={s.price}>
        <span className="visually-hidden">Price: </span>
        {formatPrice(sku.list_price)}
      </p>
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
      <p className={`${s.line} ${s.stock}${!inStock ? ` ${s.out}` : available < LOW_STOCK ? ` ${s.low}` : ''}`}>
        <PackageCheck aria-hidden="true" size={18} />
        <span>{held ? <HeldForOthers until={sku.held_until} /> : stockLabel(available)}</span>
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
        {!held && (
          <Button className={s.add} onClick={add} disabled={!inStock}>
            {inStock ? 'Add to Cart' : 'Out of Stock'}
          </Button>
        )}
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
