import type { CommentOneResponse, CommentSort } from '../../modules/community/schemas';
import type {
  ArticleListResponse,
  ArticleResponse,
  ArticleSort,
  TagResponse,
  VolumeArticlesResponse,
  VolumeResponse,
} from '../../modules/content/schemas';
import type { SkusByIdResponse } from '../../modules/shop/schemas';
import { api, type RequestOptions } from './client';

/**
 * The public reads a page's data comes from, answered as the API answers them. In the browser
 * they are the API's calls (apiReads); on the server, page loaders get the same reads from the
 * modules in process (src/site-reads.ts, through the load context), with no HTTP in between. A
 * query takes the reads it runs on, so a query's key and its answer are the same either way. A
 * refusal is an ApiError either way (404 for a record that is not there).
 */
export interface SiteReads {
  /** GET /shop/sku/pid with the product page's extras: the SKUs, their family and the top product. */
  skuFamily(ids: readonly number[], opts?: RequestOptions): Promise<SkusByIdResponse>;

  /** GET /article?id=: a published article (an administrator's: any). */
  article(slug: string, opts?: RequestOptions): Promise<{ article: ArticleResponse }>;
  /** POST /article/search/f: published articles by keyword and tags, a page at a time. */
  articleSearch(body: ArticleSearchBody, opts?: RequestOptions): Promise<ArticleListResponse>;
  /** GET /article/tags. */
  articleTags(opts?: RequestOptions): Promise<{ tags: TagResponse[] }>;
  /** GET /article/volumes. */
  volumes(opts?: RequestOptions): Promise<{ volumes: VolumeResponse[] }>;
  /** GET /article/volumes/{tag_slug}. */
  volume(tagSlug: string, opts?: RequestOptions): Promise<{ volume: VolumeResponse }>;
  /** GET /article/volumes/{tag_slug}/{shelf}. */
  volumeShelf(tagSlug: string, shelf: VolumeShelf, opts?: RequestOptions): Promise<VolumeArticlesResponse>;
  /** GET /article/comment/{id}?sort_by=: a comment of a published article with its first replies. */
  comment(id: number, sort: CommentSort, opts?: RequestOptions): Promise<CommentOneResponse>;
}

/** POST /article/search/f's body as the site sends it. */
export interface ArticleSearchBody {
  keyword?: string;
  sort_by: ArticleSort;
  tag?: number[];
  offset: number;
  quantity: number;
}

export type VolumeShelf = 'featured' | 'new' | 'popular';

const slugPath = (slug: string) => encodeURIComponent(slug);

export const apiReads: SiteReads = {
  skuFamily: (ids, opts) => api.get<SkusByIdResponse>(`/shop/sku/pid?ids=${ids.join(',')}&fc=1&ratings=1&fpt=1&ship=1&full=1`, opts),

  article: (slug, opts) => api.get(`/article?${new URLSearchParams({ id: slug })}`, opts),
  articleSearch: (body, opts) => api.post('/article/search/f', body, opts),
  articleTags: (opts) => api.get('/article/tags', opts),
  volumes: (opts) => api.get('/article/volumes', opts),
  volume: (tagSlug, opts) => api.get(`/article/volumes/${slugPath(tagSlug)}`, opts),
  volumeShelf: (tagSlug, shelf, opts) => api.get(`/article/volumes/${slugPath(tagSlug)}/${shelf}`, opts),
  comment: (id, sort, opts) => api.get(`/article/comment/${id}?${new URLSearchParams({ sort_by: sort })}`, opts),
};
