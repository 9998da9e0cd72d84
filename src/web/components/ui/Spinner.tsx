import { LoaderCircle } from 'lucide-react';
import styles from './Spinner.module.css';

/** A spinning ring; decorative unless given a label. */
export function Spinner({ size = 18, label }: { size?: number; label?: string }) {
  return (
    <LoaderCircle
      className={styles.spinner}
      size={size}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}

/** The loading state of a page or a section: a calm line of text with a spinner. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status">
      <Spinner size={22} />
      <span>{label}</span>
    </div>
  );
}
