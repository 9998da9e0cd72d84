import { Minus, Plus } from 'lucide-react';
import s from './Cart.module.css';

interface QuantityStepperProps {
  /** What the quantity is of, for the group's accessible name. */
  label: string;
  value: number;
  max: number;
  onChange: (quantity: number) => void;
}

/**
 * − and + around the quantity, from 1 to `max`. At a limit the button is aria-disabled rather than
 * disabled, so a keyboard user who pressed it keeps the focus there.
 */
export function QuantityStepper({ label, value, max, onChange }: QuantityStepperProps) {
  const step = (delta: number) => {
    const next = value + delta;
    if (next >= 1 && next <= max) onChange(next);
  };
  return (
    <div className={s.stepper} role="group" aria-label={`Quantity of ${label}`}>
      <button type="button" className={s.stepButton} aria-label="Decrease quantity" aria-disabled={value <= 1 || undefined} onClick={() => step(-1)}>
        <Minus aria-hidden="true" size={16} />
      </button>
      <output className={s.stepValue} aria-live="polite">
        {value}
      </output>
      <button type="button" className={s.stepButton} aria-label="Increase quantity" aria-disabled={value >= max || undefined} onClick={() => step(1)}>
        <Plus aria-hidden="true" size={16} />
      </button>
    </div>
  );
}
