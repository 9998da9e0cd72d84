import { EMPTY_SHIPPING, type ShippingLevel, type ShippingOption } from '../../../modules/checkout/schemas';
import { useId } from 'react';
import { Button } from '../../components/ui/Button';
import { Loading } from '../../components/ui/Spinner';
import { shippingLabel } from '../../lib/money';
import { formatDay, levelLabel } from '../../lib/orders';
import s from './Checkout.module.css';

interface ShippingOptionsProps {
  hasAddress: boolean;
  options: ShippingOption[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  selected: ShippingLevel | null;
  onSelect: (level: ShippingLevel) => void;
}

/** The shipping services for the address, as radio buttons: name, cost ('Free' at 0.00), arrival. */
export function ShippingOptions({ hasAddress, options, loading, error, onRetry, selected, onSelect }: ShippingOptionsProps) {
  const name = useId();
  if (error) {
    return (
      <div className={s.problem} role="alert">
        <p>{error}</p>
        {hasAddress && (
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        )}
      </div>
    );
  }
  if (!hasAddress) return <p className={s.empty}>{EMPTY_SHIPPING}</p>;
  if (loading && options.length === 0) return <Loading label="Finding shipping services…" />;
  if (options.length === 0) return <p className={s.empty}>No shipping service reaches this address yet. Please try another address.</p>;
  return (
    <fieldset className={s.options} aria-busy={loading || undefined}>
      <legend className="visually-hidden">Shipping service</legend>
      {options.map((o) => (
        <label key={o.level} className={s.option}>
          <input type="radio" name={name} value={o.level} checked={o.level === selected} onChange={() => onSelect(o.level)} />
          <span className={s.optionName}>{levelLabel(o.level)}</span>
          <span className={s.optionCost}>{shippingLabel(o.cost_excl_tax)}</span>
          <span className={s.optionDate}>Arrives by {formatDay(o.max_delivery_date)}</span>
        </label>
      ))}
    </fieldset>
  );
}
