import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { keys } from '../../api/keys';
import { SERVICES_FAILED, fetchServiceKeys, fetchServicesByKey } from '../../api/services';
import { PageHeading } from '../../components/PageHeading';
import { Button } from '../../components/ui/Button';
import { ServiceCard } from './ServiceCard';
import styles from './ServicesPage.module.css';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export { SERVICES_FAILED };

/**
 * The services: their keys in order from GET /api/services (which also fills the cache by key),
 * then the entries for those keys, asking /api/services/{ids} only for any the cache lacks.
 */
function useServices() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: keys.services.list, queryFn: ({ signal }) => fetchServiceKeys(client, signal) });
  const wanted = list.data ?? [];
  const entries = useQuery({
    queryKey: keys.services.entries(wanted),
    queryFn: ({ signal }) => fetchServicesByKey(client, wanted, signal),
    enabled: list.isSuccess,
  });
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
