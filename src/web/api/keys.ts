import type { ShopSort } from '../../modules/shop/schemas';

/**
 * Every query key of the public app, per resource, so a mutation invalidates exactly what it
 * changes (queryClient.invalidateQueries({ queryKey: keys.skus.all }) and so on).
 */
export const keys = {
  user: ['user'] as const,
  skus: {
    all: ['skus'] as const,
    list: (filters: { keyword?: string; sort_by: ShopSort; tags: readonly number[] }) => ['skus', 'list', filters] as const,
    count: (filters: { keyword?: string; tags: readonly number[] }) => ['skus', 'count', filters] as const,
    shelf: (shelf: 'featured' | 'popular' | 'new') => ['skus', 'shelf', shelf] as const,
    family: (id: number) => ['skus', 'family', id] as const,
    tags: ['skus', 'tags'] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    ratings: (productId: number) => ['reviews', 'ratings', productId] as const,
    list: (productId: number) => ['reviews', 'list', productId] as const,
  },
  services: {
    all: ['services'] as const,
    /** The published keys in order (GET /services). */
    list: ['services', 'list'] as const,
    /** Entries for a list of keys, in its order. */
    entries: (wanted: readonly string[]) => ['services', 'entries', wanted] as const,
    /** One entry (filled by the two reads above, never fetched alone). */
    byKey: (key: string) => ['services', 'key', key] as const,
  },
};
