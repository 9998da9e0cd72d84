/**
 * Shares one running request per key: a second call while the first is still running gets the
 * same promise instead of sending again. Mailed links are single-use, and React's StrictMode runs
 * a page's effect twice in development; without this the second run would spend the link again
 * (or be refused because the first one already did). Once settled, the key is free again.
 */
export function inFlight<T>(): (key: string, run: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, run) => {
    const existing = running.get(key);
    if (existing) return existing;
    const promise = run().finally(() => running.delete(key));
    running.set(key, promise);
    return promise;
  };
}
