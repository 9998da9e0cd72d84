import { useSyncExternalStore } from 'react';
import { heldText, minutesUntil } from '../../lib/held';

// The clock is the reader's: a page kept for everyone (the read cache, Varnish) says "a few
// minutes" as the server rendered it, then the browser counts from the hold's end, every half minute.

const everyHalfMinute = (onChange: () => void) => {
  const timer = setInterval(onChange, 30_000);
  return () => clearInterval(timer);
};

/** "Held for other buyers, try again in N minutes" (issue 36), N counted down from `until`, when the first hold lapses. */
export function HeldForOthers({ until }: { until: string | null }) {
  const minutes = useSyncExternalStore(
    everyHalfMinute,
    () => (until ? minutesUntil(until, Date.now()) : null),
    () => null,
  );
  return <>{heldText(minutes)}</>;
}
