import type { ArticleSort } from '../../modules/content/schemas';
import type { ShopSort } from '../../modules/shop/schemas';
import { ARTICLE_SORT_OPTIONS } from './articles';
import { SORT_OPTIONS, parseTags } from './shop';

// The search page's state (SPEC §2 /search, /search/{keyword}, /search/{search_type}/{kw}), read
// from and written to the URL, so reload, back, forward and shared links keep it.

export const SEARCH_TYPES = ['shop', 'articles'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const DEFAULT_SEARCH_TYPE: SearchType = 'shop';

export const isSearchType = (v: unknown): v is SearchType => v === 'shop' || v === 'articles';

export interface SearchState {
  type: SearchType;
  keyword: string;
  /** Tag ids of the type's own tags (product tags and article tags are different tables). */
  tags: number[];
  /** The sort chosen in the URL, or null for the default (relevance with a keyword, newest without). */
  sort: ShopSort | ArticleSort | null;
}

export interface SearchRoute {
  /** /search/{search_type}/{kw}. */
  search_type?: string;
  kw?: string;
  /** /search/{keyword}. */
  keyword?: string;
}

/**
 * The state a URL describes. The type comes from the path, else ?search_type=, else the last type
 * chosen (`stored`), else shop; /search/shop and /search/articles name the type, not a keyword.
 * The keyword comes from ?keyword=, else the path.
 */
export function parseSearch(route: SearchRoute, query: URLSearchParams, stored: string | null): SearchState {
  const lone = route.keyword !== undefined && isSearchType(route.keyword) ? route.keyword : undefined;
  const fromUrl = [route.search_type, lone, query.get('search_type')].find(isSearchType);
  const type = fromUrl ?? (isSearchType(stored) ? stored : DEFAULT_SEARCH_TYPE);
  const pathKeyword = lone ? undefined : (route.kw ?? route.keyword);
  const keyword = (query.get('keyword') ?? pathKeyword ?? '').trim();
  const rawSort = query.get('sort');
  return { type, keyword, tags: parseTags(query.get('tag')), sort: sortsOf(type).some((o) => o.id === rawSort) ? (rawSort as SearchState['sort']) : null };
}

/** True when the URL names the type itself (the path or ?search_type=), so it counts as a choice to remember. */
export function typeNamedIn(route: SearchRoute, query: URLSearchParams): SearchType | null {
  return [route.search_type, route.keyword, query.get('search_type')].find(isSearchType) ?? null;
}

export const sortsOf = (type: SearchType) => (type === 'shop' ? SORT_OPTIONS : ARTICLE_SORT_OPTIONS);

/** Relevance when there is a keyword to be relevant to; newest first otherwise. */
export const defaultSort = (keyword: string) => (keyword.trim() ? 'relevance' : 'date_newest') as ShopSort & ArticleSort;

export const effectiveSort = (state: SearchState) => state.sort ?? defaultSort(state.keyword);

/** /search?search_type=…&keyword=…&tag=1|2&sort=…: the canonical address of a state (the default sort left out). */
export function searchHref(state: SearchState): string {
  const params = new URLSearchParams({ search_type: state.type });
  const keyword = state.keyword.trim();
  if (keyword) params.set('keyword', keyword);
  if (state.tags.length) params.set('tag', state.tags.join('|'));
  if (state.sort && state.sort !== defaultSort(keyword)) params.set('sort', state.sort);
  return `/search?${params.toString()}`;
}

/** Another tab: the keyword stays; tags (another table) and the sort (another list) start afresh. */
export const switchType = (state: SearchState, type: SearchType): SearchState => ({ type, keyword: state.keyword, tags: [], sort: null });
