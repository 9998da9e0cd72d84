import '../../components/shop/shop-tokens.css';
import { PackageCheck, RotateCcw, Truck } from 'lucide-react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SkuResponse } from '../../api/shop';
import { Button } from '../../components/ui/Button';
import { HELD, LOW_STOCK, formatPrice, hasFormats, hasFreeShipping, priceText, quantityOptions, stockLabel } from '../../lib/shop';
import { useAddToCart } from '../../state/add-to-cart';
import { DownloadBuyBox } from './DownloadBuyBox';
import { PriceTag } from './PriceTag';
import s from './Purchase.module.css';

const HeldStock = lazy(() => import('./HeldStock'));

/**
 * Price, shipping, stock, quantity and Add to Cart (SPEC §2, §4 Stock and Cart, §5 quantity
 * options); for a product in formats, their lowest price and Add to Cart waiting for a format
 * (issue 26: the formats above carry the price, the stock and the shipping); a download's own box
 * (issue 36: what the file is, no quantity, stock, shipping or returns).
 */
export function Purchase({ sku }: { sku: SkuResponse }) {
  if (hasFormats(sku)) return <FormatNeeded sku={sku} />;
  if (sku.digital) return <DownloadBuyBox sku={sku} />;
  if (sku.held_until === null) return <BuyBox sku={sku} available={sku.qty_on_hand} />;
  // Units held for buyers paying, perhaps by this reader's own checkout (issue 36): worked out by code loaded only then.
  return (
    <Suspense fallback={<BuyBox sku={sku} available={sku.qty_available} held={HELD} />}>
      <HeldStock sku={sku}>{(available, held) => <BuyBox sku={sku} available={available} held={held} />}</HeldStock>
    </Suspense>
  );
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

/**
 * `available`: the units this reader may buy (issue 36: not those other buyers hold); when others
 * hold every unit, the stock line says `held` and there is no Add to Cart.
 */
function BuyBox({ sku, available, held }: { sku: SkuResponse; available: number; held?: ReactNode }) {
  const addToCart = useAddToCart();
  const ids = useId();
  const allHeld = available <= 0 && sku.qty_on_hand > 0;
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
      <p className={`${s.line} ${s.stock}${!inStock ? ` ${s.out}` : available < LOW_STOCK ? ` ${s.low}` : ''}`}>
        <PackageCheck aria-hidden="true" size={18} />
        <span>{allHeld ? held : stockLabel(available)}</span>
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
        {!allHeld && (
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
