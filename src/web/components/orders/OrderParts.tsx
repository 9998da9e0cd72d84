import type { OrderAddress, OrderLine, PartialAddress } from '../../../modules/checkout/schemas';
import { Link } from 'react-router-dom';
import { formatCents, toCents } from '../../lib/money';
import { DownloadLink } from './DownloadLink';
import s from './Orders.module.css';

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

/** 'US' → 'United States' (the browser's own names: no country list in this bundle). */
const countryName = (code: string): string => {
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * An order's lines: title (linking to the book while it exists), quantity, line price, and a
 * download's link; `secret` (the order's checkout secret or mail link key) asks for a fresh one.
 */
export function OrderItems({ items, secret }: { items: readonly OrderLine[]; secret?: string | null }) {
  return (
    <ul className={s.items} aria-label="Items">
      {items.map((line) => (
        <li key={line.id} className={s.item}>
          <span className={s.itemTitle}>{line.sku_id ? <Link to={`/shop/${line.sku_id}`}>{line.title}</Link> : line.title}</span>
          <span className={s.itemQty}>Qty {line.quantity}</span>
          <span className={s.itemPrice}>
            {formatCents(toCents(line.unit_price) * line.quantity)}
            {line.quantity > 1 && <span className={s.each}>{formatCents(toCents(line.unit_price))} each</span>}
          </span>
          {line.refunded_quantity > 0 && <span className={s.refunded}>{line.refunded_quantity} refunded</span>}
          {line.download && <DownloadLink lineId={line.id} title={line.title} download={line.download} secret={secret} />}
        </li>
      ))}
    </ul>
  );
}

/** A shipping address as it is written on a parcel; a partial one (an order's summary) as far as it goes. */
export function AddressBlock({ address }: { address: OrderAddress | PartialAddress }) {
  const full = 'street1' in address ? address : null;
  const cityLine = [address.city, [address.state_code, full?.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <address className={s.address}>
      <span>{address.name}</span>
      {full?.street1 && <span>{full.street1}</span>}
      {full?.street2 && <span>{full.street2}</span>}
      <span>{cityLine}</span>
      <span>{countryName(address.country_code)}</span>
    </address>
  );
}
