import { useQuery } from '@tanstack/react-query';
import { CircleAlert, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { queryClient } from '../../api/query-client';
import { SERVICES_FAILED, serviceEntriesQuery, serviceKeysQuery } from '../../api/services';
import { PageHeading } from '../../components/PageHeading';
import { Button } from '../../components/ui/Button';
import { routeMeta } from '../../lib/meta';
import { pageQueries } from '../../lib/server-queries';
import { requestQueryClient } from '../../site-context';
import { ServiceCard } from './ServiceCard';
import styles from './ServicesPage.module.css';
import type { Route } from './+types/route';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export { SERVICES_FAILED };

/**
 * The services are in the page: the server reads them in process. A failed read is left out, and
 * the browser asks again (showing the skeleton, then the entries or the error with Retry).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const client = requestQueryClient(context);
  const wanted = await client.fetchQuery(serviceKeysQuery(context.reads)).catch(() => null);
  // The list put every entry in the cache by key: this asks for nothing.
  if (wanted) await client.prefetchQuery(serviceEntriesQuery(wanted));
  return pageQueries(context);
}

/** Between pages: the list starts coming from the API with the page's code (the page shows its skeleton meanwhile). */
export function clientLoader() {
  void queryClient.prefetchQuery(serviceKeysQuery());
  return null;
}

export const meta = routeMeta({ title: 'Services', description: 'Professional services for people who make books and websites of their own: ask for an estimate.' });

/**
 * The services: their keys in order from GET /api/services (which also fills the cache by key),
 * then the entries for those keys, asking /api/services/{ids} only for any the cache lacks.
 */
function useServices() {
  const list = useQuery(serviceKeysQuery());
  const wanted = list.data ?? [];
  const entries = useQuery({ ...serviceEntriesQuery(wanted), enabled: list.isSuccess });
  const failed = list.isError || entries.isError;
  return {
    status: failed ? ('error' as const) : entries.isSuccess ? ('ready' as const) : ('loading' as const),
    services: entries.data ?? [],
    retry: () => void (list.isError ? list.refetch() : entries.refetch()),
  };
}

/** Once the entries are on the page, a deep link (/services#books_typesetting_publishing) scrolls to its entry. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

/** Two entries' worth of grey blocks, the size the entries will take. */
function Skeleton() {
  return (
    <div className={styles.list} aria-hidden="true">
      {[0, 1].map((i) => (
        <div key={i} className={styles.skeleton}>
          <div className={`${styles.block} ${styles.media}`} />
          <div>
            <div className={`${styles.block} ${styles.title}`} />
            <div className={`${styles.block} ${styles.line}`} />
            <div className={`${styles.block} ${styles.line}`} />
            <div className={`${styles.block} ${styles.line} ${styles.short}`} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /services: the professional services, each with an inline 'Get a Quote' form (SPEC §2). */
export default function Component() {
  const { status, services, retry } = useServices();
  useScrollToHash(status === 'ready');

  return (
    <div className="page">
      <PageHeading title="Professional Services" eyebrow="Services">
        <p>Help for people who make books and websites of their own. Ask for an estimate and we will reply by email.</p>
      </PageHeading>

      {status === 'loading' && (
        <>
          <p className="visually-hidden" role="status">
            Loading services…
          </p>
          <Skeleton />
        </>
      )}

      {status === 'error' && (
        <div className={styles.error} role="alert">
          <CircleAlert aria-hidden="true" size={22} />
          <p>{SERVICES_FAILED}</p>
          <Button variant="secondary" className="button-small" onClick={retry}>
            <RefreshCw aria-hidden="true" size={16} />
            Retry
          </Button>
        </div>
      )}

      {status === 'ready' && services.length === 0 && (
        <div className="empty-state">
          <p>We are not taking on new work just now. Please check back soon, or send us a message.</p>
        </div>
      )}

      {services.length > 1 && (
        <nav className={styles.toc} aria-label="Services on this page">
          <ul>
            {services.map((s) => (
              <li key={s.key}>
                <a href={`#${s.key}`}>{s.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {services.length > 0 && (
        <div className={styles.list}>
          {services.map((service) => (
            <ServiceCard key={service.key} service={service} />
          ))}
        </div>
      )}
    </div>
  );
}
