import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './Checkbox.module.css';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  name: string;
  error?: string;
  /** The input element, for react-hook-form's register(). */
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it and its one error underneath. */
export function Checkbox({ label, name, error, className, ref, ...rest }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={[styles.check, error ? styles.invalid : null, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input {...rest} ref={ref} type="checkbox" id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
