import { db as defaultDb, type Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { unitsSoldSince } from '../checkout';
import { articleRowId } from '../content';
import { skuFamilyIds, skuTitlesOf } from '../shop';
import type { PageStatsResponse } from './admin-schemas';
import { freshenToday } from './rollups';
import { dayOf } from './visitors';

// What a product or article page shows administrators about itself: the last 30 days.

const DAYS = 30;

async function pathStats(path: string, db: Db): Promise<Omit<PageStatsResponse, 'units_sold'>> {
  const since = dayOf(new Date(Date.now() - (DAYS - 1) * 86_400_000));
  await freshenToday(db);
  const row = (await db('daily_paths').where({ path }).where('day', '>=', since).first(db.raw('coalesce(sum(views), 0)::int as views'), db.raw('coalesce(sum(visitors), 0)::int as visitors'))) as {
    views: number;
    visitors: number;
  };
  return { ...row, since };
}

/** GET /api/admin/stats/product/{id}: views of its page and units of it and its formats sold. */
export async function productStats(skuId: number, db: Db = defaultDb): Promise<PageStatsResponse> {
  if (!(await skuTitlesOf([skuId], db)).size) throw notFound('Product');
  const stats = await pathStats(`/shop/${skuId}`, db);
  return { ...stats, units_sold: await unitsSoldSince(await skuFamilyIds(skuId, db), new Date(`${stats.since}T00:00:00Z`), db) };
}

/** GET /api/admin/stats/article/{articleId}: views of its page. */
export async function articleStats(slug: string, db: Db = defaultDb): Promise<PageStatsResponse> {
  await articleRowId(slug, { publishedOnly: false }, db);
  return pathStats(`/article/${slug}`, db);
}
