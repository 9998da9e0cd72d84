import { db as defaultDb, type Db } from '../../platform/db';
import { noArticle } from './article-rows';
import type { ArticleCounts } from './schemas';

/** POST /article/share/{id}: one more share of a published article, counted in one statement. */
export async function shareArticle(slug: string, db: Db = defaultDb): Promise<ArticleCounts> {
  const [row] = await db('articles')
    .where({ slug, published: true })
    .update({ shares: db.raw('shares + 1') })
    .returning(['likes', 'dislikes', 'shares']);
  if (!row) throw noArticle();
  return row as ArticleCounts;
}
