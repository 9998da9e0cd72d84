import type {
  ArticleCounts,
  ArticleListResponse,
  ArticleResponse,
  ArticleSort,
  ArticleSummary,
  ArticleUserDetails,
  TagResponse,
  VolumeResponse,
} from '../../modules/content/schemas';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ARTICLE_PAGE_SIZE, type VoteKind } from '../lib/articles';
import { ApiError, api, type RequestOptions } from './client';
import { keys } from './keys';
import { apiReads, type SiteReads, type VolumeShelf } from './reads';

// The library's public calls (SPEC §7 Articles and Volumes) and the queries the pages read.

export type { ArticleResponse, ArticleSummary, TagResponse, VolumeResponse, VolumeShelf };

const slugPath = (slug: string) => encodeURIComponent(slug);

/** The reader's marks on an article (members only). */
export const getArticleVotes = (slug: string, opts?: RequestOptions) =>
  api.get<ArticleUserDetails>(`/article/user_details?${new URLSearchParams({ article_id: slug })}`, opts);

export type VoteResult = ArticleCounts & ArticleUserDetails;

/** Likes or dislikes an article (`on` false undoes it); the answer is the new counts and marks. */
export const voteArticle = (slug: string, kind: VoteKind, on: boolean) =>
  api.get<VoteResult>(`/article/${kind}?${new URLSearchParams({ article_id: slug, [kind]: on ? '1' : '0' })}`);

/** Counts a share; the answer is the new counts. */
export const shareArticle = (slug: string) => api.post<ArticleCounts>(`/article/share/${slugPath(slug)}`);

/** A random published article's id; null when the library has none. */
export async function getRandomArticle(opts?: RequestOptions): Promise<string | null> {
  try {
    return (await api.get<{ id: string | null }>('/article/random', opts)).id || null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export interface ArticleSearchRequest {
  keyword?: string;
  sort_by: ArticleSort;
  tags: readonly number[];
  offset: number;
  quantity?: number;
}

/** POST /article/search/f: published articles, by keyword (with highlighted snippets) and tags. */
export const searchArticles = (
  { keyword, sort_by, tags, offset, quantity = ARTICLE_PAGE_SIZE }: ArticleSearchRequest,
  opts?: RequestOptions,
  reads: SiteReads = apiReads,
): Promise<ArticleListResponse> => reads.articleSearch({ ...(keyword ? { keyword } : {}), sort_by, ...(tags.length ? { tag: [...tags] } : {}), offset, quantity }, opts);

// ---- TanStack Query: what the pages read, under the keys of keys.ts ------------------------------
// The page reads take the reads they run on: the API's in the browser, a server loader's own.

/** A published article (an administrator's: any); a 404 ApiError when there is none. */
export const articleQuery = (slug: string, reads: SiteReads = apiReads) =>
  queryOptions({ queryKey: keys.articles.detail(slug), queryFn: ({ signal }) => reads.article(slug, { signal }).then((r) => r.article) });

export const articleVotesQuery = (slug: string, viewer: number) =>
  queryOptions({ queryKey: keys.articles.votes(slug, viewer), queryFn: ({ signal }) => getArticleVotes(slug, { signal }) });

export interface ArticleFilters {
  keyword?: string;
  sort_by: ArticleSort;
  tags: readonly number[];
}

/** An article search (or the whole list), ARTICLE_PAGE_SIZE at a time by offset, to the total (to a short page when the total is an estimate). */
export const articleSearchQuery = (filters: ArticleFilters, reads: SiteReads = apiReads) =>
  infiniteQueryOptions({
    queryKey: keys.articles.search(filters),
    queryFn: ({ pageParam, signal }) => searchArticles({ ...filters, offset: pageParam }, { signal }, reads),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const seen = pages.reduce((n, p) => n + p.articles.length, 0);
      return last.articles.length < ARTICLE_PAGE_SIZE || (!last.total_estimated && seen >= last.total) ? undefined : seen;
    },
  });

export const articleTagsQuery = (reads: SiteReads = apiReads) =>
  queryOptions({ queryKey: keys.articles.tags, queryFn: ({ signal }) => reads.articleTags({ signal }).then((r) => r.tags), staleTime: 5 * 60_000 });

export const volumesQuery = (reads: SiteReads = apiReads) =>
  queryOptions({ queryKey: keys.volumes.list, queryFn: ({ signal }) => reads.volumes({ signal }).then((r) => r.volumes) });

/** A volume; a 404 ApiError when there is none. */
export const volumeQuery = (tagSlug: string, reads: SiteReads = apiReads) =>
  queryOptions({ queryKey: keys.volumes.detail(tagSlug), queryFn: ({ signal }) => reads.volume(tagSlug, { signal }).then((r) => r.volume) });

export const volumeShelfQuery = (tagSlug: string, shelf: VolumeShelf, reads: SiteReads = apiReads) =>
  queryOptions({ queryKey: keys.volumes.shelf(tagSlug, shelf), queryFn: ({ signal }) => reads.volumeShelf(tagSlug, shelf, { signal }).then((r) => r.articles) });
