import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './TextField.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string;
  /** A standing rule or tip under the label (the username rule, password guidance). */
  hint?: ReactNode;
  /** The input element, for react-hook-form's register() (spread it: {...form.field('email')}). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its hint and its one error, tied together for assistive technology. The
 * input itself wears the app's one input style (`.field input` in the global forms.css).
 */
export function TextField({ label, name, error, hint, className, ref, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // A rule that is also the error (the username rule) is said once, as the error.
  const showHint = hint && hint !== error;
  const describedBy = [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={['field', styles.field, error ? `has-error ${styles.invalid}` : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {showHint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input {...rest} ref={ref} id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** An email address field: the keyboard, autofill and no autocorrection an address wants, at most 254 characters. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} maxLength={254} {...props} />;
}
