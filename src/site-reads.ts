import type { SiteReads } from './web/api/reads';
import { getSkuFamily } from './modules/shop';

/**
 * The public reads the site's server loaders call (src/web/api/reads.ts), answered by the modules
 * in process as the API answers them: each is the function its API route calls. `admin`: the
 * visitor is an administrator, who also sees what is not published yet.
 */
export function siteReads({ admin }: { admin: boolean }): SiteReads {
  const publishedOnly = !admin;
  return {
    skuFamily: (ids) => getSkuFamily([...ids], { fc: true, ratings: true, fpt: true, ship: true, full: true }, publishedOnly),
  };
}
