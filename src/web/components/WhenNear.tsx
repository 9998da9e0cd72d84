import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useBrowserValue } from '../lib/hydrated';

const inBrowser = () => true;

/** How far outside the view a place counts as near: its code has that much scrolling to arrive. */
const NEAR_MARGIN = '50% 0px';

/** True once `place` has come within NEAR_MARGIN of the view (at once where the browser cannot tell). */
function useNear(place: Element | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!place || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: NEAR_MARGIN });
    observer.observe(place);
    return () => observer.disconnect();
  }, [place, near]);
  return near;
}

/**
 * Its children once the page has hydrated and their place is near the view; `fallback` before (on
 * the server, while hydrating, and while the reader is far from it). For parts below the first view
 * whose code is large (a form with zod and its schemas, the comments): it is not part of what the
 * page loads to become usable, and a reader who never scrolls there never loads it.
 */
export function WhenNear({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useBrowserValue(inBrowser, false);
  const [place, setPlace] = useState<HTMLDivElement | null>(null);
  const near = useNear(hydrated ? place : null);
  return near ? <Suspense fallback={fallback}>{children}</Suspense> : <div ref={setPlace}>{fallback}</div>;
}
