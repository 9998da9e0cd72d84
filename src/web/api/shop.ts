import type {
  ProductTag,
  RatingsInfo,
  ReviewResponse,
  ShopSort,
  SkuListResponse,
  SkuResponse,
  SkusByIdResponse,
} from '../../modules/shop/schemas';
import { PAGE_SIZE, REVIEWS_PER_CALL } from '../lib/shop';
import { api, type RequestOptions } from './client';

// The shop's public calls (SPEC §7 Shop).

export type { ProductTag, RatingsInfo, ReviewResponse, SkuResponse, ShopSort };

export interface CatalogueRequest {
  keyword?: string;
  sort_by: ShopSort;
  tags: readonly number[];
  offset: number;
  pageSize?: number;
}

/** One page of published top-level products. */
export function listCatalogue({ keyword, sort_by, tags, offset, pageSize = PAGE_SIZE }: CatalogueRequest, opts?: RequestOptions) {
  const q = new URLSearchParams({ sort_by, offset: String(offset), pageSize: String(pageSize) });
  if (keyword) q.set('keyword', keyword);
  if (tags.length) q.set('tag', tags.join('|'));
  return api.get<SkuListResponse>(`/shop/p/sku?${q}`, opts);
}

/** 'Found: N matches' for the same filters. */
export const countCatalogue = (filters: { keyword?: string; tags: readonly number[] }, opts?: RequestOptions) =>
  api.post<{ count: number }>(
    '/shop/sku/count',
    { ...(filters.keyword ? { keyword: filters.keyword } : {}), ...(filters.tags.length ? { tag: [...filters.tags] } : {}) },
    opts,
  );

export type Shelf = 'featured' | 'popular' | 'new';
export const getShelf = (shelf: Shelf, opts?: RequestOptions) => api.get<SkuListResponse>(`/shop/${shelf}`, opts);

export const getProductTags = (opts?: RequestOptions) => api.get<{ tags: ProductTag[] }>('/shop/product_tags', opts);

/** The product page's SKU with its family: variants (fc), ratings, tags, shipping and the HTML fields. */
export const getSkuFamily = (ids: readonly number[], opts?: RequestOptions) =>
  api.get<SkusByIdResponse>(`/shop/sku/pid?ids=${ids.join(',')}&fc=1&ratings=1&fpt=1&ship=1&full=1`, opts);

export const getRatings = (skuId: number, opts?: RequestOptions) => api.get<RatingsInfo>(`/shop/sku/reviewsd/${skuId}`, opts);

export const getReviews = (parentSku: number, offset: number, quantity = REVIEWS_PER_CALL, opts?: RequestOptions) =>
  api.get<{ reviews: ReviewResponse[] }>(`/shop/sku/reviews/${parentSku}/${offset}/${quantity}`, opts);

export interface ReviewSubmission {
  parent_sku: number;
  review_rating: number;
  title?: string;
  review_text?: string;
}

export const submitReview = (body: ReviewSubmission) => api.post<{ review: ReviewResponse }>('/shop/sku/reviews', body);

/** Deletes the member's own review of the product (204; 404 when they have none). */
export const deleteReview = (productId: number) => api.del<void>(`/shop/sku/reviews/${productId}`);
