import { useState, useSyncExternalStore, type ReactNode } from 'react';

// What only the browser knows (its time zone, its address, what it stored) differs from what the
// server rendered. React compares the first render in the browser with the server's HTML, so such
// values take the server's stand-in until the page has hydrated, then the browser's own.

const unchanging = () => () => {};

/** The browser's value, or `serverValue` while rendering on the server and hydrating its HTML. */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(unchanging, read, () => serverValue);
}

const readerZone = () => undefined;

/** The time zone to show dates in: the reader's own (undefined), UTC while the server's HTML hydrates. */
export function useReaderTimeZone(): 'UTC' | undefined {
  return useBrowserValue<'UTC' | undefined>(readerZone, 'UTC');
}

/** False until the server's page has hydrated (src/web/providers.tsx says when). */
let hydrated = false;

export function markHydrated(): void {
  hydrated = true;
}

/** What keeps an element's children as the server rendered them (React leaves inner HTML alone while hydrating). */
const SERVER_HTML = { __html: '' };

/**
 * An element's props that keep its children the server's HTML, unhydrated, while `data` is what
 * they were rendered from; `children` otherwise (on the server, on a page rendered in the browser,
 * and once `data` changes). For parts that only show and link (a shelf's cards): hydrating them is
 * most of a page's hydration work, for nothing a reader can tell.
 */
export function useServerChildren<T>(data: T, children: ReactNode): { children: ReactNode } | { dangerouslySetInnerHTML: typeof SERVER_HTML; suppressHydrationWarning: true } {
  const [serverData] = useState(() => (hydrated || typeof window === 'undefined' ? NONE : data));
  return serverData === data ? { dangerouslySetInnerHTML: SERVER_HTML, suppressHydrationWarning: true } : { children };
}

const NONE = Symbol('not from the server');
