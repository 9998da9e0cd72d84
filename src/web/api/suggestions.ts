import type { ArticleListResponse } from '../../modules/content/schemas';
import type { SkuListResponse } from '../../modules/shop/schemas';
import { suggestionGroups } from '../lib/suggestion-groups';
import { MAX_SUGGESTIONS, type Suggestion, type SuggestionGroup } from '../lib/suggestions';
import { api, type RequestOptions } from './client';

// The header's suggestions, loaded when its box is first focused. It asks the API directly rather
// than through api/shop.ts and api/content.ts, and imports nothing of the pages' helpers (each
// would come with it whole).

const books = (keyword: string, opts?: RequestOptions) =>
  api
    .get<SkuListResponse>(`/shop/p/sku?${new URLSearchParams({ keyword, sort_by: 'relevance', offset: '0', pageSize: String(MAX_SUGGESTIONS) })}`, opts)
    .then((r) =>
      r.skus.map((sku): Suggestion => ({ kind: 'book', key: `book-${sku.id}`, label: sku.title.join(', '), detail: sku.subtitle ?? null, href: `/shop/${sku.id}` })),
    );

const articles = (keyword: string, opts?: RequestOptions) =>
  api
    .post<ArticleListResponse>('/article/search/f', { keyword, sort_by: 'relevance', offset: 0, quantity: MAX_SUGGESTIONS }, opts)
    .then((r) =>
      r.articles.map((a): Suggestion => ({ kind: 'article', key: `article-${a.id}`, label: a.title, detail: a.subtitle, href: `/article/${encodeURIComponent(a.id)}` })),
    );

/**
 * Books and articles for a keyword, asked for together. A side that fails suggests nothing (SPEC
 * §8: a failed match is an empty list), so a failure never shows an error.
 */
export async function fetchSuggestions(keyword: string, opts?: RequestOptions): Promise<SuggestionGroup[]> {
  const [b, a] = await Promise.allSettled([books(keyword, opts), articles(keyword, opts)]);
  if (opts?.signal?.aborted) throw opts.signal.reason ?? new DOMException('Aborted', 'AbortError');
  return suggestionGroups(b.status === 'fulfilled' ? b.value : [], a.status === 'fulfilled' ? a.value : []);
}
