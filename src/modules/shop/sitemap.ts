import { db as defaultDb, type Db } from '../../platform/db';
import type { SitemapEntry } from '../../platform/http/site-files';

/** Every published product's page, for /sitemap.xml (formats share their product's page). */
export async function productSitemapEntries(db: Db = defaultDb): Promise<SitemapEntry[]> {
  const rows: Array<{ id: number; updated_at: Date }> = await db('skus').whereNull('parent_sku').where('published', true).orderBy('id').limit(40_000).select('id', 'updated_at');
  return rows.map((r) => ({ path: `/shop/${r.id}`, lastmod: new Date(r.updated_at) }));
}
