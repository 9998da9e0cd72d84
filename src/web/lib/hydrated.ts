import { useSyncExternalStore } from 'react';

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
