import { Suspense, type ReactNode } from 'react';
import { useBrowserValue } from '../lib/hydrated';

const inBrowser = () => true;

/**
 * Its children once the page has hydrated, `fallback` before (on the server and while hydrating).
 * For parts below the first view whose code (a form and its schemas) is loaded lazily: that code
 * stays out of what the browser must run before the server's HTML becomes the live page.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useBrowserValue(inBrowser, false);
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
