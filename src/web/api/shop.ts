import type { ProductTag, RatingsInfo, ReviewResponse, Shelf, ShopSort, SkuResponse } from '../../modules/shop/schemas';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, REVIEWS_PER_CALL, toCard } from '../lib/shop';
import { api, type RequestOptions } from './client';
import { keys } from './keys';
import { apiReads, type SiteReads } from './reads';
import { queryClient } from './query-client';

// The shop's public calls (SPEC §7 Shop).

export type { ProductTag, RatingsInfo, ReviewResponse, Shelf, SkuResponse, ShopSort };

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

// ---- TanStack Query: what the shop pages read, under the keys of keys.ts ------------------------

export interface CatalogueFilters {
  keyword?: string;
  sort_by: ShopSort;
  tags: readonly number[];
}

/**
 * The catalogue, PAGE_SIZE at a time by offset, as its cards show the books (toCard: the same on
 * the server, whose answers a page's HTML carries, and in the browser); a short page is the last.
 * A page says `corrected` when a misspelt keyword was corrected.
 */
export const catalogueQuery = (filters: CatalogueFilters, reads: SiteReads = apiReads) =>
  infiniteQueryOptions({
    queryKey: keys.skus.list(filters),
    queryFn: ({ pageParam, signal }) => reads.catalogue({ ...filters, offset: pageParam }, { signal }).then((page) => ({ ...page, skus: page.skus.map(toCard) })),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.skus.length < PAGE_SIZE ? undefined : pages.length * PAGE_SIZE),
  });

export const catalogueCountQuery = ({ keyword, tags }: Omit<CatalogueFilters, 'sort_by'>, reads: SiteReads = apiReads) =>
  queryOptions({
    queryKey: keys.skus.count({ keyword, tags }),
    queryFn: ({ signal }) => reads.catalogueCount({ keyword, tags }, { signal }).then((r) => r.count),
  });

/**
 * A search's results as the catalogue's lists show them (CatalogueResults): the count and the
 * pages, under the keys a page's loader fills.
 */
export function catalogueResultsQueries({ keyword, tags, sort }: { keyword: string; tags: readonly number[]; sort: ShopSort }, reads: SiteReads = apiReads) {
  const filters = { keyword: keyword || undefined, tags };
  return { count: catalogueCountQuery(filters, reads), results: catalogueQuery({ ...filters, sort_by: sort }, reads) };
}

/** A shelf's books as their cards show them (toCard). */
export const shelfQuery = (shelf: Shelf, reads: SiteReads = apiReads) =>
  queryOptions({ queryKey: keys.skus.shelf(shelf), queryFn: ({ signal }) => reads.shelf(shelf, { signal }).then((r) => r.skus.map(toCard)) });

export const productTagsQuery = (reads: SiteReads = apiReads) =>
  queryOptions({ queryKey: keys.skus.tags, queryFn: ({ signal }) => reads.productTags({ signal }).then((r) => r.tags), staleTime: 5 * 60_000 });

export interface ProductData {
  sku: SkuResponse;
  /** The top-level product the SKU belongs to (the SKU itself when it has no parent). */
  product: SkuResponse;
}

/**
 * A SKU and its top-level product; null when there is none to show. One answer holds the family
 * (the product's variants, or a variant's product), so every SKU in it is put in the cache under
 * its own key: switching between a product's formats fetches only what is missing.
 */
export const productQuery = (id: number, reads: SiteReads = apiReads) =>
  queryOptions({
    queryKey: keys.skus.family(id),
    // The cache that asked (the browser's, or a server render's own), never the shared one by name.
    queryFn: async ({ signal, client }): Promise<ProductData | null> => {
      const res = await reads.skuFamily([id], { signal });
      const product = res._parent;
      if (!product) return null;
      for (const s of [product, ...res.skus]) {
        if (s.id !== id && (s.parents.at(-1) ?? s.id) === product.id) client.setQueryData(keys.skus.family(s.id), { sku: s, product });
      }
      const sku = res.skus.find((s) => s.id === id);
      return sku ? { sku, product } : null;
    },
  });

/** The product's ratings: the chart, the average and the member's own review (so per viewer). */
export const ratingsQuery = (productId: number, viewer: number | null) =>
  queryOptions({ queryKey: keys.reviews.ratings(productId, viewer), queryFn: ({ signal }) => getRatings(productId, { signal }) });

/** Customer Reviews, REVIEWS_PER_CALL a call (SPEC §9: 25 asked for, shown 10 per scroll step). */
export const reviewsQuery = (productId: number) =>
  infiniteQueryOptions({
    queryKey: keys.reviews.list(productId),
    queryFn: ({ pageParam, signal }) => getReviews(productId, pageParam, REVIEWS_PER_CALL, { signal }).then((r) => r.reviews),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < REVIEWS_PER_CALL ? undefined : pages.length * REVIEWS_PER_CALL),
  });

/**
 * After the member's review of a product was saved (or deleted: null): their review shows at once,
 * the ratings reload, the review list starts again from the top (SPEC §4 Review), and the books'
 * rating summaries are fetched afresh when next shown.
 */
export async function reviewChanged(productId: number, viewer: number, review: ReviewResponse | null) {
  queryClient.setQueryData(ratingsQuery(productId, viewer).queryKey, (old) => (old ? { ...old, userReview: review } : old));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.reviews.ratings(productId) }),
    queryClient.resetQueries({ queryKey: keys.reviews.list(productId) }),
    queryClient.invalidateQueries({ queryKey: keys.skus.all, refetchType: 'none' }),
  ]);
}
