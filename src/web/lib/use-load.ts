import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** While loading again (a new key or a retry), `stale` holds the last answer, if any. */
export type LoadState<T> = { status: 'loading'; stale?: T } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Loads data for a section of a page (not the route): again whenever `key` changes, and on
 * retry(). A superseded load is aborted and its answer ignored. Failures are logged (SPEC §8:
 * silent apart from the console) and shown by the caller with a way to retry.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): LoadState<T> & { retry: () => void } {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', stale: s.status === 'ready' ? s.data : s.status === 'loading' ? s.stale : undefined }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, retry };
}

/**
 * Calls onVisible when the sentinel is at least 10% in view (SPEC §2: infinite scroll), while
 * `active`. The observer is made afresh whenever `active` turns on or `generation` changes, so a
 * sentinel still in view after a page loaded asks for the next one.
 */
export function useSentinel(ref: RefObject<Element | null>, active: boolean, generation: number, onVisible: () => void): void {
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const el = ref.current;
    if (!active || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) callback.current();
    }, { threshold: 0.1 });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, active, generation]);
}
