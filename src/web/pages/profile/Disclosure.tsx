import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import styles from './Profile.module.css';

interface DisclosureProps {
  title: string;
  /** One line under the heading, shown open or closed. */
  summary?: ReactNode;
  buttonLabel: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
}

/** A profile section whose form opens under a button (aria-expanded), so the page stays calm. */
export function Disclosure({ title, summary, buttonLabel, open, onToggle, children }: DisclosureProps) {
  const headingId = useId();
  const panelId = useId();
  return (
    <section className={`${styles.section} ${styles.disclosure}`} aria-labelledby={headingId}>
      <div className={styles.head}>
        <div className={styles.title}>
          <h2 id={headingId}>{title}</h2>
          {summary}
        </div>
        <button type="button" className="button button-secondary" aria-expanded={open} aria-controls={panelId} onClick={() => onToggle(!open)}>
          <span>{buttonLabel}</span>
          <ChevronDown aria-hidden="true" size={16} className={styles.toggleIcon} />
        </button>
      </div>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
