import type { SkusByIdResponse } from '../../modules/shop/schemas';
import { api, type RequestOptions } from './client';

/**
 * The public reads a page's data comes from, answered as the API answers them. In the browser
 * they are the API's calls (apiReads); on the server, page loaders get the same reads from the
 * modules in process (src/site-reads.ts, through the load context), with no HTTP in between. A
 * query takes the reads it runs on, so a query's key and its answer are the same either way.
 */
export interface SiteReads {
  /** GET /shop/sku/pid with the product page's extras: the SKUs, their family and the top product. */
  skuFamily(ids: readonly number[], opts?: RequestOptions): Promise<SkusByIdResponse>;
}

export const apiReads: SiteReads = {
  skuFamily: (ids, opts) => api.get<SkusByIdResponse>(`/shop/sku/pid?ids=${ids.join(',')}&fc=1&ratings=1&fpt=1&ship=1&full=1`, opts),
};
