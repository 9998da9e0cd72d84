import { formatCents, shippingLabel, toCents } from '../../lib/money';
import s from './Orders.module.css';

export interface TotalsAmounts {
  /** Dollars with 2 decimals, as the API writes them; null while not known yet. */
  items_subtotal: string;
  shipping_cost: string | null;
  tax: string | null;
  total: string | null;
}

function Amount({ value }: { value: string | null }) {
  if (value === null)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">not known yet</span>
      </>
    );
  return <>{formatCents(toCents(value))}</>;
}

/** Items subtotal, shipping ('Free' at 0.00), tax and total: the checkout's summary and an order's. */
export function OrderTotals({ amounts, busy }: { amounts: TotalsAmounts; busy?: boolean }) {
  return (
    <dl className={s.totals} aria-busy={busy || undefined}>
      <dt>Items subtotal</dt>
      <dd>
        <Amount value={amounts.items_subtotal} />
      </dd>
      <dt>Shipping</dt>
      <dd>{amounts.shipping_cost === null ? <Amount value={null} /> : shippingLabel(amounts.shipping_cost)}</dd>
      <dt>Tax</dt>
      <dd>
        <Amount value={amounts.tax} />
      </dd>
      <dt className={s.total}>Total</dt>
      <dd className={s.total}>
        <Amount value={amounts.total} />
      </dd>
    </dl>
  );
}
