import { CircleAlert, RefreshCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import s from './ListStates.module.css';

/**
 * Something that failed to load, said as a person would ('We could not load the popular books.'),
 * with a Retry button.
 */
export function ListError({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div className={s.error} role="alert">
      <CircleAlert aria-hidden="true" size={22} />
      <p>{message} Please check your connection and try again.</p>
      {/* Not disabled while retrying: a disabled button would drop the keyboard focus. */}
      <button type="button" className={`button button-secondary button-small ${s.retry}`} onClick={() => !retrying && onRetry()} aria-busy={retrying || undefined}>
        <RefreshCw aria-hidden="true" size={16} />
        <span>Retry</span>
      </button>
    </div>
  );
}

/** An empty result, in words. */
export function EmptyResults({ children, icon = <SearchX aria-hidden="true" size={36} strokeWidth={1.25} /> }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <div className={`empty-state ${s.empty}`}>
      {icon}
      <p>{children}</p>
    </div>
  );
}
