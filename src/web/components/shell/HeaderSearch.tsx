import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styles from './HeaderSearch.module.css';

/**
 * The header's search box: submitting goes to /search?keyword=…. On a wide screen it is always
 * there; on a phone an icon opens it over the header row (so nothing below moves), and Escape,
 * the close button or a search closes it again.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const formId = useId();
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // A new page closes it.
  useEffect(() => setOpen(false), [pathname]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) requestAnimationFrame(() => toggle.current?.focus());
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const kw = keyword.trim();
    navigate(kw ? `/search?keyword=${encodeURIComponent(kw)}` : '/search');
  };

  return (
    <div className={`${styles.search}${className ? ` ${className}` : ''}`} data-open={open || undefined}>
      <button
        ref={toggle}
        type="button"
        className={`icon-button ${styles.toggle}`}
        aria-label="Open search"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <Search aria-hidden="true" size={22} />
      </button>
      <form
        id={formId}
        className={styles.form}
        role="search"
        onSubmit={submit}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) close(true);
        }}
      >
        <input
          ref={input}
          className={styles.input}
          type="search"
          name="keyword"
          placeholder="Search..."
          aria-label="Search the site"
          autoComplete="off"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <button type="submit" className={`icon-button ${styles.submit}`} aria-label="Search">
          <Search aria-hidden="true" size={18} />
        </button>
        <button type="button" className={`icon-button ${styles.close}`} aria-label="Close search" onClick={() => close(true)}>
          <X aria-hidden="true" size={20} />
        </button>
      </form>
    </div>
  );
}
