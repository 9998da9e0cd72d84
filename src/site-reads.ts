import { catalogueCountBody, catalogueParams, type SiteReads } from './web/api/reads';
import { catalogueCount, catalogueListing, getSkuFamily, productTags, publishedServices, shelfListing } from './modules/shop';
import { CatalogueQuery, CountBody } from './modules/shop/schemas';

/**
 * The public reads the site's server loaders call (src/web/api/reads.ts), answered by the modules
 * in process as the API answers them: each is the function its API route calls, with the request
 * checked by the route's own schema. `admin`: the visitor is an administrator, who also sees what
 * is not published yet.
 */
export function siteReads({ admin }: { admin: boolean }): SiteReads {
  const publishedOnly = !admin;
  return {
    skuFamily: (ids) => getSkuFamily([...ids], { fc: true, ratings: true, fpt: true, ship: true, full: true }, publishedOnly),
    shelf: (shelf) => shelfListing(shelf),
    // GET /shop/p/sku lists published SKUs only, whoever asks.
    catalogue: (request) => catalogueListing(CatalogueQuery.parse(catalogueParams(request)), { publishedOnly: true }),
    catalogueCount: async (filters) => ({ count: await catalogueCount(CountBody.parse(catalogueCountBody(filters)), { publishedOnly }) }),
    productTags: async () => ({ tags: await productTags() }),
    services: async () => ({ services: await publishedServices() }),
  };
}
