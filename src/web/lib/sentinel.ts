import { useCallback, useRef } from 'react';

/**
 * A ref for an infinite list's sentinel: onVisible runs when at least 10% of it is in view
 * (SPEC §2), while `active`. The observer is made afresh whenever `active` or `generation` (the
 * number of items shown) changes, so a sentinel still in view after a step asks for the next one.
 */
export function useSentinelRef(active: boolean, generation: number, onVisible: () => void) {
  const callback = useRef(onVisible);
  callback.current = onVisible;
  return useCallback(
    (el: Element | null) => {
      if (!active || !el || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) callback.current();
        },
        { threshold: 0.1 },
      );
      observer.observe(el);
      return () => observer.disconnect();
    },
    // generation is a dependency on purpose: a new callback ref re-observes the sentinel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [active, generation],
  );
}
