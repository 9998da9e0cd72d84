import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { ServiceEntry } from '../../../modules/shop/schemas';
import { Button } from '../../components/ui/Button';
import { QuoteForm } from './QuoteForm';

/**
 * One service, anchored by its key: image, title, optional subtitle and description, the body,
 * and 'Get a Quote', which opens and closes the estimate form under it. The HTML comes from
 * administrators and is cleaned by the server when saved.
 */
export function ServiceCard({ service }: { service: ServiceEntry }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const titleId = useId();
  const toggleId = useId();
  // The form goes when the request is sent; focus returns to the button that opened it.
  const sent = () => {
    setOpen(false);
    requestAnimationFrame(() => document.getElementById(toggleId)?.focus());
  };
  return (
    <article id={service.key} className="service" aria-labelledby={titleId}>
      {service.img_src ? (
        <img className="service-media" src={service.img_src} alt="" loading="lazy" width={640} height={400} />
      ) : (
        <div className="service-media service-media-empty" aria-hidden="true" />
      )}
      <div className="service-text">
        <h2 id={titleId} className="service-title">
          {service.title}
        </h2>
        {service.subtitle && <p className="service-subtitle">{service.subtitle}</p>}
        {service.description && <div className="service-description" dangerouslySetInnerHTML={{ __html: service.description }} />}
        {service.body && <div className="service-body" dangerouslySetInnerHTML={{ __html: service.body }} />}
        <div className="service-actions">
          <Button id={toggleId} variant={open ? 'secondary' : 'primary'} aria-expanded={open} aria-controls={open ? formId : undefined} onClick={() => setOpen((o) => !o)}>
            {open ? <ChevronUp aria-hidden="true" size={18} /> : <ChevronDown aria-hidden="true" size={18} />}
            Get a Quote
          </Button>
        </div>
        {open && <QuoteForm id={formId} service={service} onSent={sent} />}
      </div>
    </article>
  );
}
