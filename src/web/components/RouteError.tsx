import CircleAlert from 'lucide-react/icons/circle-alert';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { ApiError } from '../api/client';
import { NotFound } from './NotFound';
import styles from './RouteError.module.css';

/**
 * Every route's ErrorBoundary: a 404 shows the not-found page; anything else a friendly message
 * with Retry. Retry reloads the page, which also recovers from a page chunk that failed to load
 * (a new deployment replaced it).
 */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : error instanceof ApiError ? error.status : 0;
  if (status === 404) return <NotFound />;
  return <ErrorMessage error={error} />;
}

/**
 * The boundary of a page whose record may be missing (an article, a volume, a comment): the
 * server answers 404 with the not-found page at the record's address, and the browser then moves
 * to /404 (SPEC §8), out of the history, as it always has.
 */
export function RouteErrorTo404() {
  const error = useRouteError();
  const navigate = useNavigate();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (missing) void navigate('/404', { replace: true });
  }, [missing, navigate]);
  return <RouteError />;
}

function ErrorMessage({ error }: { error: unknown }) {
  if (import.meta.env.DEV) console.error(error);
  const offline = error instanceof ApiError && error.isNetworkError;
  return (
    <section className={`page page-narrow ${styles.page}`} aria-labelledby="error-title">
      <CircleAlert className={styles.icon} aria-hidden="true" size={36} strokeWidth={1.5} />
      <h1 id="error-title">Something went wrong</h1>
      <p>
        {offline
          ? 'We could not reach the server. Please check your connection and try again.'
          : 'This page could not be shown just now. Please try again in a moment.'}
      </p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" size={16} />
        <span>Retry</span>
      </button>
    </section>
  );
}

/** The root's boundary: the shell itself failed, so this stands alone. */
export function RootError() {
  return (
    <div className={styles.root}>
      <ErrorMessage error={useRouteError()} />
    </div>
  );
}
