import './shop-tokens.css';
import { Star } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import s from './StarInput.module.css';

interface StarInputProps {
  /** 0 when none is chosen. */
  value: number;
  onChange: (value: number) => void;
  legend: string;
  error?: string;
  disabled?: boolean;
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * A 1 to 5 star rating as a group of native radio buttons: Tab reaches the group, the arrow keys
 * choose, and each star is named ('4 stars'). Hovering previews a rating.
 */
export function StarInput({ value, onChange, legend, error, disabled, ref }: StarInputProps) {
  const id = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset
      ref={ref}
      className={`${s.group}${error ? ` ${s.invalid}` : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
      disabled={disabled}
      onMouseLeave={() => setHover(0)}
    >
      <legend>{legend}</legend>
      <div className={s.stars}>
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className={s.option} onMouseEnter={() => setHover(n)}>
            <input
              type="radio"
              id={`${id}-${n}`}
              name={`${id}-rating`}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <label htmlFor={`${id}-${n}`} className={n <= shown ? s.on : undefined}>
              <Star aria-hidden="true" size={28} strokeWidth={1.5} fill={n <= shown ? 'currentColor' : 'none'} />
              <span className="visually-hidden">{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          </span>
        ))}
        <span className={s.value} aria-hidden="true">
          {shown ? `${shown} of 5` : ''}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
