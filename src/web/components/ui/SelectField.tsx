import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './TextField.module.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  name: string;
  error?: string;
  /** The <option>s. */
  children: ReactNode;
  /** The select element, for react-hook-form's register(). */
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled <select> in TextField's style: label, control and one error, tied together for assistive technology. */
export function SelectField({ label, name, error, className, ref, children, ...rest }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', styles.field, error ? `has-error ${styles.invalid}` : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <select {...rest} ref={ref} id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
        {children}
      </select>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
