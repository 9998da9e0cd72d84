import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';

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
    <section className="card profile-section disclosure" aria-labelledby={headingId}>
      <div className="section-head">
        <div className="section-title">
          <h2 id={headingId}>{title}</h2>
          {summary}
        </div>
        <button
          type="button"
          className="button button-secondary disclosure-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(!open)}
        >
          <span>{buttonLabel}</span>
          <ChevronDown aria-hidden="true" size={16} className="disclosure-icon" />
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
