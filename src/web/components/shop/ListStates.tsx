import { CircleAlert, RefreshCw, SearchX } from 'lucide-react';
import type { Key, ReactNode } from 'react';
import type { InfiniteList } from '../../lib/use-infinite-list';
import { Spinner } from '../ui/Spinner';
import s from './ListStates.module.css';

/**
 * Something that failed to load, said as a person would ('We could not load the popular books.'),
 * with a Retry button.
 */
export function ListError({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div className={s.error} role="alert">
      <CircleAlert aria-hidden="true" size={22} />
      <p>{message} Please check your connection and try again.</p>
      {/* Not disabled while retrying: a disabled button would drop the keyboard focus. */}
      <button type="button" className={`button button-secondary button-small ${s.retry}`} onClick={() => !retrying && onRetry()} aria-busy={retrying || undefined}>
        <RefreshCw aria-hidden="true" size={16} />
        <span>Retry</span>
      </button>
    </div>
  );
}

/** An empty result, in words. */
export function EmptyResults({ children, icon = <SearchX aria-hidden="true" size={36} strokeWidth={1.25} /> }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <div className={`empty-state ${s.empty}`}>
      {icon}
      <p>{children}</p>
    </div>
  );
}

interface ListFooterProps {
  list: InfiniteList;
  /** Items shown so far. */
  shown: number;
  pageSize: number;
  /** Said when a further page fails: 'We could not load more books.' */
  failedMessage: string;
  /** Said under a list longer than a page once all of it is shown. */
  endMessage: string;
  retry: () => void;
}

/**
 * Under an infinite list: the sentinel that loads the next page, a Load more button for those who
 * do not scroll (or use a keyboard), the failure of a further page with Retry, and the end.
 */
export function ListFooter({ list, shown, pageSize, failedMessage, endMessage, retry }: ListFooterProps) {
  return (
    <>
      <div ref={list.sentinel} className={s.sentinel} aria-hidden="true" />
      {list.failedMore && <ListError message={failedMessage} onRetry={retry} retrying={list.loadingMore} />}
      {shown > 0 && !list.done && !list.failedMore && (
        <p className={s.more}>
          <button type="button" className="button button-secondary" onClick={list.loadMore} disabled={list.loadingMore} aria-busy={list.loadingMore || undefined}>
            {list.loadingMore && <Spinner size={16} />}
            <span>Load more</span>
          </button>
        </p>
      )}
      {list.done && shown > pageSize && <p className={`muted small ${s.end}`}>{endMessage}</p>}
    </>
  );
}

/** A search whose misspelt words were searched corrected says so: 'Showing results for grammar'. */
export function Corrected({ words }: { words: string | undefined }) {
  if (!words) return null;
  return (
    <p className={s.corrected}>
      Showing results for <b>{words}</b>
    </p>
  );
}

interface InfiniteResultsListProps<T> {
  results: { isError: boolean; isFetching: boolean; refetch: () => unknown; fetchNextPage: () => unknown };
  list: InfiniteList;
  items: readonly T[];
  keyOf: (item: T) => Key;
  render: (item: T, index: number) => ReactNode;
  /** The list's accessible name and class. */
  label: string;
  className?: string;
  /** Skeleton rows (<li>s) while the first page loads, and while a further one does. */
  firstSkeletons: ReactNode;
  moreSkeletons: ReactNode;
  pageSize: number;
  /** 'the catalogue', 'more books', 'every match': the words of the error, the failed step and the end. */
  words: { load: string; more: string; end: string };
  empty: ReactNode;
  /** The empty state's picture (a magnifier by default: nothing found). */
  emptyIcon?: ReactNode;
}

/**
 * An infinite list in all its states: the first load's error with Retry, the empty answer in
 * words, or the items (with skeletons while pages load), then the ListFooter.
 */
export function InfiniteResultsList<T>({ results, list, items, keyOf, render, label, className, firstSkeletons, moreSkeletons, pageSize, words, empty, emptyIcon }: InfiniteResultsListProps<T>) {
  return (
    <>
      {results.isError && !list.failedMore ? (
        <ListError message={`We could not load ${words.load}.`} onRetry={() => void results.refetch()} retrying={results.isFetching} />
      ) : list.empty ? (
        <EmptyResults icon={emptyIcon}>{empty}</EmptyResults>
      ) : (
        <ul className={className} aria-label={label} aria-busy={list.busy || list.loadingMore || undefined}>
          {items.map((item, i) => (
            <li key={keyOf(item)}>{render(item, i)}</li>
          ))}
          {(list.firstLoad || items.length === 0) && firstSkeletons}
          {list.loadingMore && moreSkeletons}
        </ul>
      )}
      <ListFooter
        list={list}
        shown={items.length}
        pageSize={pageSize}
        failedMessage={`We could not load ${words.more}.`}
        endMessage={`That is ${words.end}.`}
        retry={() => void results.fetchNextPage()}
      />
    </>
  );
}
