import { db as defaultDb, type Db } from '../../platform/db';
import { cataloguePage, type Visibility } from './catalogue';
import { featuredIds, newestIds, popularIds } from './recommendations';
import type { CatalogueQuery, Shelf, SkuListResponse } from './schemas';
import { loadSkus } from './skus';

// The lists of books as the API answers them (the product cards' SKUs), for its routes and the
// site's server-rendered pages alike.

/** What a card shows of each SKU besides the SKU itself. */
const LIST_EXTRAS = { ratings: true, ship: true } as const;

/** One page of the catalogue (GET /shop/sku, /shop/p/sku), with the corrected keyword when misspelt words were corrected. */
export async function catalogueListing(query: CatalogueQuery, visibility: Visibility, db: Db = defaultDb): Promise<SkuListResponse> {
  const { ids, corrected } = await cataloguePage(query, visibility, db);
  const skus = await loadSkus(ids, { ...LIST_EXTRAS, publishedOnly: visibility.publishedOnly }, db);
  return { skus, ...(corrected ? { corrected } : {}) };
}

const SHELF_IDS: Record<Shelf, (db: Db) => Promise<number[]>> = {
  featured: (db) => featuredIds(db),
  popular: (db) => popularIds(new Date(), db),
  new: (db) => newestIds(db),
};

/** A shelf's books (GET /shop/{shelf}): published ones, whoever asks. */
export async function shelfListing(shelf: Shelf, db: Db = defaultDb): Promise<SkuListResponse> {
  return { skus: await loadSkus(await SHELF_IDS[shelf](db), { ...LIST_EXTRAS, publishedOnly: true }, db) };
}
