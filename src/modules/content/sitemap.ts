import { db as defaultDb, type Db } from '../../platform/db';
import type { SitemapEntry } from '../../platform/http/site-files';

/** Every published article's page and every volume's page, for /sitemap.xml. */
export async function articleSitemapEntries(db: Db = defaultDb): Promise<SitemapEntry[]> {
  const [articles, volumes] = await Promise.all([
    db('articles').where('published', true).orderBy('id').limit(40_000).select('slug', 'updated_at') as Promise<Array<{ slug: string; updated_at: Date }>>,
    db('volumes').join('tags', 'tags.id', 'volumes.tag_id').orderBy('volumes.id').select('tags.name', 'volumes.updated_at') as Promise<Array<{ name: string; updated_at: Date }>>,
  ]);
  return [
    ...volumes.map((v) => ({ path: `/volumes/${v.name}`, lastmod: new Date(v.updated_at) })),
    ...articles.map((a) => ({ path: `/article/${a.slug}`, lastmod: new Date(a.updated_at) })),
  ];
}
