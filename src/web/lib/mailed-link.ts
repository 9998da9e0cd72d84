import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * A mailed link's one-time call (activate, confirm an email change) as a query keyed by its code:
 * the cache runs it once per code however often the page mounts (StrictMode, back and forward),
 * never retries or refetches it, and `onSettled` runs once with the outcome. Marked `spent`, it is
 * also left out when signing in asks the screen's queries again (activation signs the member in).
 */
export function useMailedLink<T>(
  queryKey: readonly unknown[],
  call: () => Promise<T>,
  onSettled: (outcome: { ok: true; data: T } | { ok: false; error: unknown }) => void,
) {
  const query = useQuery({ queryKey, queryFn: call, meta: { spent: true }, retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnMount: false, refetchOnReconnect: false });
  const handled = useRef(false);
  const settle = useEffectEvent(onSettled);
  const { status, data, error } = query;
  useEffect(() => {
    if (status === 'pending' || handled.current) return;
    handled.current = true;
    settle(status === 'success' ? { ok: true, data: data as T } : { ok: false, error });
  }, [status, data, error]);
  return query;
}
