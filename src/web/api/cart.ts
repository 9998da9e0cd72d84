import type { CartBody, CartResponse } from '../../modules/checkout/schemas';
import type { SkuResponse, SkusByIdResponse } from '../../modules/shop/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api, type RequestOptions } from './client';
import { keys } from './keys';

// The member's server cart (SPEC §7 Shop: GET and PUT /shop/cart) and the cart lines' details.
// Types only from the schemas: the shell loads this, and zod stays out of the first load.

export const getCart = (opts?: RequestOptions) => api.get<CartResponse>('/shop/cart', opts);

/** Replaces the member's cart; the answer is the cart as stored (quantities capped by stock and 30). */
export const putCart = (body: CartBody) => api.put<CartResponse>('/shop/cart', body);

/** The cart lines' SKUs (title, price, picture, stock), by id; a SKU no longer published is absent. */
export const cartSkusQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: keys.skus.byIds(ids),
    queryFn: async ({ signal }): Promise<Map<number, SkuResponse>> => {
      const sorted = keys.skus.byIds(ids)[2];
      const res = await api.get<SkusByIdResponse>(`/shop/sku/pid?ids=${sorted.join(',')}`, { signal });
      return new Map(res.skus.map((s) => [s.id, s]));
    },
  });
