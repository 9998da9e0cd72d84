import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { catalogueResultsQueries, type ShopSort } from '../../api/shop';
import { PAGE_SIZE, catalogueEmptyText, foundText } from '../../lib/shop';
import { useInfiniteList } from '../../lib/use-infinite-list';
import s from './CatalogueResults.module.css';
import { Corrected, InfiniteResultsList } from './ListStates';
import { ProductCard, ProductCardSkeletons } from './ProductCard';

interface CatalogueResultsProps {
  keyword: string;
  tags: readonly number[];
  sort: ShopSort;
  /** The list's accessible name. */
  label: string;
  /** The cards' heading level: 2 where no heading sits between the page's title and the list. */
  headingLevel?: 2 | 3;
  /** What an empty answer says instead of the catalogue's own words (the search page's pointer to its other tab). */
  empty?: ReactNode;
  /** The list opens the page: its first cover is fetched at once and first (false below the shop's shelves). */
  leading?: boolean;
}

/**
 * Books matching a keyword and tags: 'Found: N matches' (announced), then the cards 10 at a time
 * by infinite scroll. The last answer stays on screen while a new filter loads, so the page does
 * not jump. The shop's Browse Catalog and the search page's Shop tab.
 */
export function CatalogueResults({ keyword, tags, sort, label, headingLevel, empty, leading = true }: CatalogueResultsProps) {
  const queries = catalogueResultsQueries({ keyword, tags, sort });
  const count = useQuery({ ...queries.count, placeholderData: keepPreviousData });
  const results = useInfiniteQuery({ ...queries.results, placeholderData: keepPreviousData });
  const seen = new Set<number>();
  const items = (results.data?.pages.flatMap((p) => p.skus) ?? []).filter((sku) => !seen.has(sku.id) && !!seen.add(sku.id));
  const corrected = results.isPlaceholderData ? undefined : results.data?.pages[0]?.corrected;
  const total = count.isPlaceholderData ? null : (count.data ?? null);
  const list = useInfiniteList(results, items.length, total);

  return (
    <>
      <p className={s.count} role="status">
        {total !== null ? foundText(total) : count.isFetching ? 'Counting…' : ''}
      </p>
      <Corrected words={corrected} />

      <InfiniteResultsList
        results={results}
        list={list}
        items={items}
        keyOf={(sku) => sku.id}
        render={(sku, i) => <ProductCard sku={sku} headingLevel={headingLevel} first={leading && i === 0} purchase />}
        label={label}
        className={s.grid}
        firstSkeletons={<ProductCardSkeletons count={PAGE_SIZE} purchase />}
        moreSkeletons={<ProductCardSkeletons count={Math.min(PAGE_SIZE, Math.max((total ?? 0) - items.length, 1))} purchase />}
        pageSize={PAGE_SIZE}
        words={{ load: 'the catalogue', more: 'more books', end: 'every match' }}
        empty={empty ?? catalogueEmptyText(keyword, tags.length)}
      />
    </>
  );
}
