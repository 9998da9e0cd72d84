import type { FormHTMLAttributes, ReactNode } from 'react';
import styles from './FormParts.module.css';

interface FormProps extends FormHTMLAttributes<HTMLFormElement> {
  /** True while the form is being sent (aria-busy). */
  busy?: boolean;
}

/**
 * A form of stacked fields; the browser's own validation is off (the zod schema speaks instead).
 * Sent before the page's scripts run, it is a POST: its fields (a password) never go into an
 * address, where history and request logs would keep them.
 */
export function Form({ busy, className, children, ...rest }: FormProps) {
  return (
    <form method="post" {...rest} noValidate aria-busy={busy || undefined} className={className ? `${styles.form} ${className}` : styles.form}>
      {children}
    </form>
  );
}

/**
 * The form-level error, shown once (SPEC §8: the server's message when no field took it, the
 * network message, or the error's text); `children` add a way on (a button, a link).
 */
export function FormError({ message, children }: { message: string | null | undefined; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div className={styles.error} role="alert">
      <p>{message}</p>
      {children}
    </div>
  );
}

/** Two short fields side by side (first and last name); one column on small screens. */
export function FormRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** A quiet line under a form (links to the other account pages). */
export function FormAside({ children }: { children: ReactNode }) {
  return <p className={styles.aside}>{children}</p>;
}

/** The submit button and its companions (Cancel), in one row that wraps on a phone. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
