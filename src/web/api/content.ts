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

// The library's public calls (SPEC §7 Articles and Volumes) and the queries the pages read.

export type { ArticleResponse, ArticleSummary, TagResponse, VolumeResponse };

const slugPath = (slug: string) => encodeURIComponent(slug);

/** A published article (404 when there is none, or it is not published). */
export const getArticle = (slug: string, opts?: RequestOptions) =>
  api.get<{ article: ArticleResponse }>(`/article?${new URLSearchParams({ id: slug })}`, opts).then((r) => r.article);

/** The reader's marks on an article (members only). */
export const getArticleVotes = (slug: string, opts?: RequestOptions) =>
  api.get<ArticleUserDetails>(`/article/user_details?${new URLSearchParams({ article_id: slug })}`, opts);

export type VoteResult = ArticleCounts & ArticleUserDetails;

/** Likes or dislikes an article (`on` false undoes it); the answer is the new counts and marks. */
export const voteArticle = (slug: string, kind: VoteKind, on: boolean) =>
  api.get<VoteResult>(`/article/${kind}?${new URLSearchParams({ article_id: slug, [kind]: on ? '1' : '0' })}`);

/** Counts a share; the answer is the new counts. */
export const shareArticle = (slug: string) => api.post<ArticleCounts>(`/article/share/${slugPath(slug)}`);

export const getArticleTags = (opts?: RequestOptions) => api.get<{ tags: TagResponse[] }>('/article/tags', opts).then((r) => r.tags);

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
export const searchArticles = ({ keyword, sort_by, tags, offset, quantity = ARTICLE_PAGE_SIZE }: ArticleSearchRequest, opts?: RequestOptions) =>
  api.post<ArticleListResponse>(
    '/article/search/f',
    { ...(keyword ? { keyword } : {}), sort_by, ...(tags.length ? { tag: [...tags] } : {}), offset, quantity },
    opts,
  );

export const getVolumes = (opts?: RequestOptions) => api.get<{ volumes: VolumeResponse[] }>('/article/volumes', opts).then((r) => r.volumes);

export const getVolume = (tagSlug: string, opts?: RequestOptions) =>
  api.get<{ volume: VolumeResponse }>(`/article/volumes/${slugPath(tagSlug)}`, opts).then((r) => r.volume);

export type VolumeShelf = 'featured' | 'new' | 'popular';

export const getVolumeShelf = (tagSlug: string, shelf: VolumeShelf, opts?: RequestOptions) =>
  api.get<{ articles: ArticleSummary[] }>(`/article/volumes/${slugPath(tagSlug)}/${shelf}`, opts).then((r) => r.articles);

// ---- TanStack Query: what the pages read, under the keys of keys.ts ------------------------------

export const articleQuery = (slug: string) =>
  queryOptions({ queryKey: keys.articles.detail(slug), queryFn: ({ signal }) => getArticle(slug, { signal }) });

export const articleVotesQuery = (slug: string, viewer: number) =>
  queryOptions({ queryKey: keys.articles.votes(slug, viewer), queryFn: ({ signal }) => getArticleVotes(slug, { signal }) });

export interface ArticleFilters {
  keyword?: string;
  sort_by: ArticleSort;
  tags: readonly number[];
}

/** An article search (or the whole list), ARTICLE_PAGE_SIZE at a time by offset, to the total (to a short page when the total is an estimate). */
export const articleSearchQuery = (filters: ArticleFilters) =>
  infiniteQueryOptions({
    queryKey: keys.articles.search(filters),
    queryFn: ({ pageParam, signal }) => searchArticles({ ...filters, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const seen = pages.reduce((n, p) => n + p.articles.length, 0);
      return last.articles.length < ARTICLE_PAGE_SIZE || (!last.total_estimated && seen >= last.total) ? undefined : seen;
    },
  });

export const articleTagsQuery = () => queryOptions({ queryKey: keys.articles.tags, queryFn: ({ signal }) => getArticleTags({ signal }), staleTime: 5 * 60_000 });

/** Drawn afresh on every visit: nothing is kept once /random has moved on. */
export const randomArticleQuery = () =>
  queryOptions({ queryKey: keys.articles.random, queryFn: ({ signal }) => getRandomArticle({ signal }), staleTime: 0, gcTime: 0, retry: false });

export const volumesQuery = () => queryOptions({ queryKey: keys.volumes.list, queryFn: ({ signal }) => getVolumes({ signal }) });

export const volumeQuery = (tagSlug: string) => queryOptions({ queryKey: keys.volumes.detail(tagSlug), queryFn: ({ signal }) => getVolume(tagSlug, { signal }) });

export const volumeShelfQuery = (tagSlug: string, shelf: VolumeShelf) =>
  queryOptions({ queryKey: keys.volumes.shelf(tagSlug, shelf), queryFn: ({ signal }) => getVolumeShelf(tagSlug, shelf, { signal }) });
