import type { AuthoredComment, CommentOneResponse, CommentSort, Discussion } from '../../modules/community/schemas';
import type {
  ArticleListResponse,
  AuthoredArticle,
  ArticleResponse,
  ArticleSort,
  TagResponse,
  VolumeArticlesResponse,
  VolumeResponse,
} from '../../modules/content/schemas';
import type { ProductTag, ServiceEntry, Shelf, ShopSort, SkuListResponse, SkusByIdResponse } from '../../modules/shop/schemas';
import type { ListedMember } from '../../modules/accounts/schemas';
import type { DirectoryPage, ForumSort, MemberList, MemberPage, SiteLinksResponse, SitePageResponse, SitePageSlug } from '../../modules/site/schemas';
import { PAGE_SIZE } from '../lib/shop';
import { api, type RequestOptions } from './client';

/** A page of the catalogue: its filters, sort and offset. */
export interface CatalogueRequest {
  keyword?: string;
  sort_by: ShopSort;
  tags: readonly number[];
  offset: number;
  pageSize?: number;
}

/** The catalogue's filters a count takes. */
export interface CatalogueCountFilters {
  keyword?: string;
  tags: readonly number[];
}

/** GET /shop/p/sku's query string for a catalogue page (the in-process read validates the same). */
export function catalogueParams({ keyword, sort_by, tags, offset, pageSize = PAGE_SIZE }: CatalogueRequest): Record<string, string> {
  return { sort_by, offset: String(offset), pageSize: String(pageSize), ...(keyword ? { keyword } : {}), ...(tags.length ? { tag: tags.join('|') } : {}) };
}

/** POST /shop/sku/count's body for the same filters (the count takes the listing's parameters and ignores paging). */
export const catalogueCountBody = ({ keyword, tags }: CatalogueCountFilters) => ({ ...(keyword ? { keyword } : {}), ...(tags.length ? { tag: [...tags] } : {}) });

/**
 * The public reads a page's data comes from, answered as the API answers them. In the browser
 * they are the API's calls (apiReads); on the server, page loaders get the same reads from the
 * modules in process (src/site-reads.ts, through the load context), with no HTTP in between. A
 * query takes the reads it runs on, so a query's key and its answer are the same either way.
 */
export interface SiteReads {
  /** GET /shop/sku/pid with the product page's extras: the SKUs, their family and the top product. */
  skuFamily(ids: readonly number[], opts?: RequestOptions): Promise<SkusByIdResponse>;
  /** GET /shop/{shelf}: a row of books (Featured, Popular, New). */
  shelf(shelf: Shelf, opts?: RequestOptions): Promise<SkuListResponse>;
  /** GET /shop/p/sku: one page of the published catalogue. */
  catalogue(request: CatalogueRequest, opts?: RequestOptions): Promise<SkuListResponse>;
  /** POST /shop/sku/count: 'Found: N matches' for the same filters. */
  catalogueCount(filters: CatalogueCountFilters, opts?: RequestOptions): Promise<{ count: number }>;
  /** GET /shop/product_tags: every product tag. */
  productTags(opts?: RequestOptions): Promise<{ tags: ProductTag[] }>;
  /** GET /services: the published services in order. */
  services(opts?: RequestOptions): Promise<{ services: ServiceEntry[] }>;
  // The library's: a refusal is an ApiError either way, as the API's (404 for a record that is not there).

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
  // The menu's pages (issue 27).

  /** GET /site/pages/{slug}: /about or /mission as the console wrote it (null: left empty). */
  sitePage(slug: SitePageSlug, opts?: RequestOptions): Promise<SitePageResponse>;
  /** GET /site/links: the console's list of links. */
  siteLinks(opts?: RequestOptions): Promise<SiteLinksResponse>;
  /** GET /forums?sort=&page=: a page of the discussions. */
  forums(sort: ForumSort, page: number, opts?: RequestOptions): Promise<DirectoryPage<Discussion>>;
  /** GET /members?page=: a page of the listed members. */
  members(page: number, opts?: RequestOptions): Promise<DirectoryPage<ListedMember>>;
  /** GET /members/{username}?show=&page=: a listed member and a page of their articles or comments (404 for anyone else). */
  member(username: string, show: MemberList | undefined, page: number, opts?: RequestOptions): Promise<MemberPageResponse>;
}

/** A member's page as the site shows it. */
export type MemberPageResponse = MemberPage<ListedMember, AuthoredArticle, AuthoredComment>;

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
  shelf: (shelf, opts) => api.get<SkuListResponse>(`/shop/${shelf}`, opts),
  catalogue: (request, opts) => api.get<SkuListResponse>(`/shop/p/sku?${new URLSearchParams(catalogueParams(request))}`, opts),
  catalogueCount: (filters, opts) => api.post<{ count: number }>('/shop/sku/count', catalogueCountBody(filters), opts),
  productTags: (opts) => api.get<{ tags: ProductTag[] }>('/shop/product_tags', opts),
  services: (opts) => api.get<{ services: ServiceEntry[] }>('/services', opts),
  article: (slug, opts) => api.get(`/article?${new URLSearchParams({ id: slug })}`, opts),
  articleSearch: (body, opts) => api.post('/article/search/f', body, opts),
  articleTags: (opts) => api.get('/article/tags', opts),
  volumes: (opts) => api.get('/article/volumes', opts),
  volume: (tagSlug, opts) => api.get(`/article/volumes/${slugPath(tagSlug)}`, opts),
  volumeShelf: (tagSlug, shelf, opts) => api.get(`/article/volumes/${slugPath(tagSlug)}/${shelf}`, opts),
  comment: (id, sort, opts) => api.get(`/article/comment/${id}?${new URLSearchParams({ sort_by: sort })}`, opts),
  sitePage: (slug, opts) => api.get(`/site/pages/${slug}`, opts),
  siteLinks: (opts) => api.get('/site/links', opts),
  forums: (sort, page, opts) => api.get(`/forums?${new URLSearchParams({ sort, page: String(page) })}`, opts),
  members: (page, opts) => api.get(`/members?${new URLSearchParams({ page: String(page) })}`, opts),
  member: (username, show, page, opts) => api.get(`/members/${slugPath(username)}?${new URLSearchParams({ ...(show ? { show } : {}), page: String(page) })}`, opts),
};
