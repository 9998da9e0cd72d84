import ArrowUp from 'lucide-react/icons/arrow-up';
import { useEffect, useState } from 'react';
import styles from './ScrollTop.module.css';

export const SCROLL_THRESHOLD = 200;

/**
 * A back-to-top button that shows once the page has scrolled more than 200 px. It is never over
 * the text: on a screen wide enough to have a margin beside the page it is fixed in that margin;
 * otherwise it has its own place at the foot of the footer. Its space is kept while hidden, so
 * showing it moves nothing.
 */
export function ScrollTop() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setShown(window.scrollY > SCROLL_THRESHOLD));
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
    };
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={styles.button} data-shown={shown || undefined} hidden={!shown} aria-label="Back to top" onClick={toTop}>
      <ArrowUp aria-hidden="true" size={20} />
    </button>
  );
}
