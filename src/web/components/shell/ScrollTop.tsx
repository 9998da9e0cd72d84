import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

export const SCROLL_THRESHOLD = 200;

/** A back-to-top button that appears once the page has scrolled more than 200 px. */
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

  if (!shown) return null;
  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="scroll-top" aria-label="Back to top" onClick={toTop}>
      <ArrowUp aria-hidden="true" size={20} />
    </button>
  );
}
