import { CircleAlert, RefreshCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

/** A list that failed to load: words and a Retry button. */
export function ListError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="shop-error" role="alert">
      <CircleAlert aria-hidden="true" size={22} />
      <p>We could not load the {what}. Please check your connection and try again.</p>
      <button type="button" className="button button-secondary button-small" onClick={onRetry}>
        <RefreshCw aria-hidden="true" size={16} />
        <span>Retry</span>
      </button>
    </div>
  );
}

/** An empty result, in words. */
export function EmptyResults({ children }: { children: ReactNode }) {
  return (
    <div className="empty-state shop-empty-state">
      <SearchX aria-hidden="true" size={36} strokeWidth={1.25} />
      <p>{children}</p>
    </div>
  );
}
