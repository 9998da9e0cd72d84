import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { articleSearchQuery } from '../../api/content';
import type { SiteReads } from '../../api/reads';
import { catalogueCountQuery } from '../../api/shop';
import { effectiveSort, switchType, type SearchState, type SearchType } from '../../lib/search';
import type { ArticleSort } from '../../../modules/content/schemas';

/** A tab's count: the articles' total is an estimate past 100 matches (decisions, "Search totals"). */
export interface TabCount {
  total: number;
  estimated: boolean;
}

/** The state a tab shows: the current one as it is, the other as switching to it would show it. */
const stateOf = (state: SearchState, type: SearchType) => (state.type === type ? state : switchType(state, type));

/**
 * The queries the tabs' counts come from, the very ones the tabs' lists ask for: the shop's
 * count (POST /shop/sku/count) and the first page of the article search, whose total it carries.
 * The other tab's is then already in the cache when the reader switches to it.
 */
export function tabCountQueries(state: SearchState, reads?: SiteReads) {
  const shop = stateOf(state, 'shop');
  const articles = stateOf(state, 'articles');
  return {
    shop: catalogueCountQuery({ keyword: shop.keyword || undefined, tags: shop.tags }, reads),
    articles: articleSearchQuery({ keyword: articles.keyword || undefined, sort_by: effectiveSort(articles) as ArticleSort, tags: articles.tags }, reads),
  };
}

/** Fetches the other tab's count (the current tab's list fetches its own). */
export function prefetchOtherCount(client: QueryClient, state: SearchState, reads?: SiteReads) {
  const queries = tabCountQueries(state, reads);
  return state.type === 'shop' ? client.prefetchInfiniteQuery(queries.articles) : client.prefetchQuery(queries.shop);
}

/** Each tab's count for the search, null until it has come. */
export function useTabCounts(state: SearchState): Record<SearchType, TabCount | null> {
  const queries = tabCountQueries(state);
  const shop = useQuery(queries.shop);
  const articles = useInfiniteQuery(queries.articles);
  const first = articles.data?.pages[0];
  return {
    shop: shop.data === undefined ? null : { total: shop.data, estimated: false },
    articles: first ? { total: first.total, estimated: !!first.total_estimated } : null,
  };
}
