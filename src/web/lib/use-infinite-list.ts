import { useSentinelRef } from './sentinel';

/** What of an infinite query the list needs (useInfiniteQuery's result has all of it). */
export interface InfiniteResults {
  isPending: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface InfiniteList {
  /** No page has come yet. */
  firstLoad: boolean;
  /** The answer is in and holds nothing (not a previous filter's answer kept on screen). */
  empty: boolean;
  /** A new filter's first page is loading (the previous answer stays meanwhile). */
  busy: boolean;
  loadingMore: boolean;
  failedMore: boolean;
  /** Every item has come. */
  done: boolean;
  loadMore: () => void;
  /** The ref for the sentinel below the list: the next page loads when 10% of it is in view. */
  sentinel: (el: Element | null) => void;
}

/**
 * An infinite list's states, the shop catalogue's rules: the next page loads when the sentinel
 * shows (or on Load more), never while a new filter's answer is loading or after a failed step.
 * `total` ends the list as soon as it is reached (null while unknown).
 */
export function useInfiniteList(results: InfiniteResults, shown: number, total: number | null): InfiniteList {
  const done = !results.hasNextPage || (total !== null && shown >= total);
  const loadingMore = results.isFetchingNextPage;
  const failedMore = results.isFetchNextPageError;
  const canLoadMore = !results.isPlaceholderData && !results.isFetching && !done && shown > 0 && !failedMore;
  const loadMore = () => {
    if (canLoadMore) void results.fetchNextPage();
  };
  const sentinel = useSentinelRef(canLoadMore, shown, loadMore);
  return {
    firstLoad: results.isPending,
    empty: results.isSuccess && !results.isPlaceholderData && shown === 0,
    busy: results.isFetching && !loadingMore,
    loadingMore,
    failedMore,
    done,
    loadMore,
    sentinel,
  };
}
