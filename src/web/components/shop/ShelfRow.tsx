import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { shelfQuery, type Shelf } from '../../api/shop';
import { useAppLinks } from '../../lib/app-links';
import { useServerChildren } from '../../lib/hydrated';
import type { SkuCard } from '../../lib/shop';
import { ListError } from './ListStates';
import { ProductCard, ProductCardSkeletons } from './ProductCard';
import s from './ShelfRow.module.css';

interface ShelfRowProps {
  shelf: Shelf;
  title: string;
  subtitle: string;
  /** What the row holds, for the load-failure message: 'the popular books'. */
  what: string;
  empty: string;
  /** The row opens the page: its first cover is fetched at once and first (the largest paint). */
  leading?: boolean;
}

/** A row of books (Featured, Popular) as a carousel, with its heading, loading, empty and error states. */
export function ShelfRow({ shelf, title, subtitle, what, empty, leading = false }: ShelfRowProps) {
  const query = useQuery(shelfQuery(shelf));
  const headingId = useId();
  return (
    <section className={s.section} aria-labelledby={headingId} aria-busy={query.isPending || undefined}>
      {query.isError ? (
        <>
          <Head headingId={headingId} title={title} subtitle={subtitle} />
          <ListError message={`We could not load ${what}.`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </>
      ) : query.data?.length === 0 ? (
        <>
          <Head headingId={headingId} title={title} subtitle={subtitle} />
          <p className={s.empty}>{empty}</p>
        </>
      ) : (
        <Carousel headingId={headingId} title={title} subtitle={subtitle} skus={query.data ?? null} leading={leading} />
      )}
    </section>
  );
}

function Head({ headingId, title, subtitle, children }: { headingId: string; title: string; subtitle: string; children?: ReactNode }) {
  return (
    <header className={s.head}>
      <div>
        <h2 id={headingId}>{title}</h2>
        <p className={s.subtitle}>{subtitle}</p>
      </div>
      {children}
    </header>
  );
}

/**
 * The row itself: a list that scrolls sideways with scroll snapping, and Previous/Next buttons
 * that move it by a view. The buttons stay focusable at the ends (aria-disabled), so focus is not
 * lost when the last books come into view.
 */
function Carousel({ headingId, title, subtitle, skus, leading }: { headingId: string; title: string; subtitle: string; skus: SkuCard[] | null; leading: boolean }) {
  const listId = useId();
  const list = useRef<HTMLUListElement | null>(null);
  const [ends, setEnds] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = list.current;
    if (!el) return;
    const start = el.scrollLeft <= 1;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEnds((e) => (e.start === start && e.end === end ? e : { start, end }));
  }, []);

  // The list's ref: measured when it mounts and whenever its size changes (a new width, books arriving).
  const listRef = useCallback(
    (el: HTMLUListElement | null) => {
      list.current = el;
      if (!el) return;
      measure();
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(measure);
      observer.observe(el);
      for (const child of Array.from(el.children)) observer.observe(child);
      return () => observer.disconnect();
    },
    [measure],
  );

  const move = (direction: 1 | -1) => {
    const el = list.current;
    if (!el) return;
    // A view less one card's gap, so the book cut off at the edge is the first of the next view.
    el.scrollBy({ left: direction * Math.max(el.clientWidth * 0.9, 160) });
  };

  const loaded = skus !== null;
  // The cards only show and link: the server's HTML stays as it is, not hydrated.
  const cards = useServerChildren(
    skus,
    skus ? (
      skus.map((sku, i) => (
        <li key={sku.id}>
          <ProductCard sku={sku} first={leading && i === 0} />
        </li>
      ))
    ) : (
      <ProductCardSkeletons count={5} />
    ),
  );
  const followLink = useAppLinks();
  return (
    <>
      <Head headingId={headingId} title={title} subtitle={subtitle}>
        {/* Always there, so the heading does not move when the buttons appear. */}
        <div className={s.controls}>
          {loaded && !(ends.start && ends.end) && (
            <>
            <button
              type="button"
              className={s.arrow}
              aria-label={`Previous books in ${title}`}
              aria-controls={listId}
              aria-disabled={ends.start || undefined}
              onClick={() => !ends.start && move(-1)}
            >
              <ChevronLeft aria-hidden="true" size={20} />
            </button>
            <button
              type="button"
              className={s.arrow}
              aria-label={`Next books in ${title}`}
              aria-controls={listId}
              aria-disabled={ends.end || undefined}
              onClick={() => !ends.end && move(1)}
            >
              <ChevronRight aria-hidden="true" size={20} />
            </button>
            </>
          )}
        </div>
      </Head>
      <ul id={listId} ref={loaded ? listRef : undefined} className={s.row} aria-label={title} onScroll={measure} onClick={followLink} {...cards} />
    </>
  );
}
