import { useCallback, useEffect, useRef, useState } from 'react';

export interface PagedList<T> {
  items: T[];
  /** 'loading' covers the first page and each further one; 'idle' is ready for more. */
  status: 'loading' | 'idle' | 'error';
  /** No more pages: the last one came back short. */
  done: boolean;
  error: unknown;
  /** Loads the next page, unless one is loading, the last failed or there are no more. */
  loadMore: () => void;
  /** Tries the failed page again. */
  retry: () => void;
  /** Starts again from the first page. */
  reset: () => void;
}

interface State<T> {
  items: T[];
  status: 'loading' | 'idle' | 'error';
  done: boolean;
  error: unknown;
}

/**
 * An offset-paged list (the catalogue, a product's reviews) for infinite scroll. A new `key`
 * starts it again from the first page; a superseded request is aborted and its answer ignored.
 */
export function usePaged<T extends { id: number }>(
  key: string | null,
  fetchPage: (offset: number, signal: AbortSignal) => Promise<T[]>,
  pageSize: number,
): PagedList<T> {
  const [state, setState] = useState<State<T>>({ items: [], status: 'loading', done: false, error: null });
  const [generation, setGeneration] = useState(0);
  const fetchRef = useRef(fetchPage);
  const stateRef = useRef(state);
  const keyRef = useRef(key);
  const controller = useRef<AbortController | null>(null);
  const busy = useRef(false);
  useEffect(() => {
    fetchRef.current = fetchPage;
    stateRef.current = state;
    keyRef.current = key;
  });

  const load = useCallback(
    (previous: T[]) => {
      controller.current?.abort();
      const c = new AbortController();
      controller.current = c;
      busy.current = true;
      setState({ items: previous, status: 'loading', done: false, error: null });
      fetchRef.current(previous.length, c.signal).then(
        (page) => {
          if (c.signal.aborted) return;
          busy.current = false;
          const seen = new Set(previous.map((i) => i.id));
          setState({ items: [...previous, ...page.filter((i) => !seen.has(i.id))], status: 'idle', done: page.length < pageSize, error: null });
        },
        (error: unknown) => {
          if (c.signal.aborted) return;
          busy.current = false;
          console.error(error);
          setState({ items: previous, status: 'error', done: false, error });
        },
      );
    },
    [pageSize],
  );

  useEffect(() => {
    if (key === null) return;
    load([]);
    return () => {
      controller.current?.abort();
      busy.current = false;
    };
  }, [key, generation, load]);

  const loadMore = useCallback(() => {
    const s = stateRef.current;
    if (busy.current || keyRef.current === null || s.status !== 'idle' || s.done) return;
    load(s.items);
  }, [load]);

  const retry = useCallback(() => {
    const s = stateRef.current;
    if (busy.current || keyRef.current === null || s.status !== 'error') return;
    load(s.items);
  }, [load]);

  const reset = useCallback(() => setGeneration((g) => g + 1), []);

  return { ...state, loadMore, retry, reset };
}
