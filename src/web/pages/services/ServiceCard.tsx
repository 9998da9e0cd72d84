import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { ServiceEntry } from '../../../modules/shop/schemas';
import { Button } from '../../components/ui/Button';
import { QuoteForm } from './QuoteForm';
import styles from './ServiceCard.module.css';

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
    <article id={service.key} className={styles.service} aria-labelledby={titleId}>
      {service.img_src ? (
        <img className={styles.media} src={service.img_src} alt="" loading="lazy" width={640} height={400} />
      ) : (
        <div className={styles.media} aria-hidden="true" />
      )}
      <div>
        <h2 id={titleId} className={styles.title}>
          {service.title}
        </h2>
        {service.subtitle && <p className={styles.subtitle}>{service.subtitle}</p>}
        {service.description && <div className={styles.description} dangerouslySetInnerHTML={{ __html: service.description }} />}
        {service.body && <div className={styles.body} dangerouslySetInnerHTML={{ __html: service.body }} />}
        <div className={styles.actions}>
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
