import { CircleAlert, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ServiceEntry } from '../../../modules/shop/schemas';
import { api } from '../../api/client';
import { PageHeading } from '../../components/PageHeading';
import { Button } from '../../components/ui/Button';
import { ServiceCard } from './ServiceCard';
import './services.css';

export const SERVICES_FAILED = 'Could not load professional services.';

type State = { status: 'loading' } | { status: 'ready'; services: ServiceEntry[] } | { status: 'error' };

/** GET /api/services, again on retry; a failure is logged (SPEC §8) and shown with Retry. */
function useServices() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.get<{ services: ServiceEntry[] }>('/services', { signal: controller.signal }).then(
      ({ services }) => setState({ status: 'ready', services }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(SERVICES_FAILED, error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  return { state, retry: () => setAttempt((a) => a + 1) };
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

function Skeleton() {
  return (
    <div className="services-list" aria-hidden="true">
      {[0, 1].map((i) => (
        <div key={i} className="service service-skeleton">
          <div className="service-media sk-block" />
          <div className="service-text">
            <div className="sk-block sk-title" />
            <div className="sk-block sk-line" />
            <div className="sk-block sk-line" />
            <div className="sk-block sk-line sk-short" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /services: the professional services, each with an inline 'Get a Quote' form (SPEC §2). */
export function Component() {
  const { state, retry } = useServices();
  const services = state.status === 'ready' ? state.services : [];
  useScrollToHash(state.status === 'ready');

  return (
    <div className="page services-page">
      <PageHeading title="Professional Services" eyebrow="Services">
        <p>Help for people who make books and websites of their own. Ask for an estimate and we will reply by email.</p>
      </PageHeading>

      {state.status === 'loading' && (
        <>
          <p className="visually-hidden" role="status">
            Loading services…
          </p>
          <Skeleton />
        </>
      )}

      {state.status === 'error' && (
        <div className="services-error" role="alert">
          <CircleAlert aria-hidden="true" size={22} />
          <p>{SERVICES_FAILED}</p>
          <Button variant="secondary" className="button-small" onClick={retry}>
            <RefreshCw aria-hidden="true" size={16} />
            Retry
          </Button>
        </div>
      )}

      {state.status === 'ready' && services.length === 0 && (
        <div className="empty-state">
          <p>We are not taking on new work just now. Please check back soon, or send us a message.</p>
        </div>
      )}

      {services.length > 1 && (
        <nav className="services-toc" aria-label="Services on this page">
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
        <div className="services-list">
          {services.map((service) => (
            <ServiceCard key={service.key} service={service} />
          ))}
        </div>
      )}
    </div>
  );
}
