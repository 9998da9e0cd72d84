import { Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { useBrowserValue } from '../lib/hydrated';

const inBrowser = () => true;

/** How far outside the view, in screens, a place counts as near: its code has that much scrolling to arrive. */
const NEAR = 0.5;

function isNear(place: Element): boolean {
  const { top, bottom } = place.getBoundingClientRect();
  const margin = window.innerHeight * NEAR;
  return bottom >= -margin && top <= window.innerHeight + margin;
}

/**
 * True once `place` has come near the view. Checked before the browser paints, so a place already
 * in view (shown again after an edit, say) never flashes its fallback.
 */
function useNear(place: Element | null): boolean {
  const [near, setNear] = useState(false);
  useLayoutEffect(() => {
    if (!place || near) return;
    if (typeof IntersectionObserver === 'undefined' || isNear(place)) return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: `${NEAR * 100}% 0px` });
    observer.observe(place);
    return () => observer.disconnect();
  }, [place, near]);
  return near;
}

/**
 * Its children once the page has hydrated and their place is near the view; `fallback` before (on
 * the server, while hydrating, and while the reader is far from it). For parts below the first view
 * whose code is large (a form with react-hook-form, zod and its schemas; the comments): it is not
 * part of what the page loads to become usable, and a reader who never scrolls there never loads it.
 */
export function WhenNear({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useBrowserValue(inBrowser, false);
  const [place, setPlace] = useState<HTMLDivElement | null>(null);
  const near = useNear(hydrated ? place : null);
  return near ? <Suspense fallback={fallback}>{children}</Suspense> : <div ref={setPlace}>{fallback}</div>;
}
