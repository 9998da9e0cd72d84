import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { noArticle } from './article-rows';
import { presentArticle } from './presenters';
import type { ArticleResponse } from './schemas';

// SPEC §4 Article: published or not; unpublished after a publication is "suppressed", which is
// why the first publication's date is kept when an article is suspended and published again.

/** The columns that publish (keeping the first publication's date) or suspend; none when not asked. */
export const publicationColumns = (db: Db, published: boolean | undefined) =>
  published === undefined ? {} : published ? { published: true, published_at: db.raw('coalesce(published_at, now())') } : { published: false };

/** POST /article/publish and /article/suspend. The text is unchanged, so updated_at (the page's "last updated") stays. */
export async function setPublished(slug: string, published: boolean, db: Db = defaultDb): Promise<ArticleResponse> {
  return withTransaction(db, async (trx) => {
    const [row] = await trx('articles')
      .where({ slug })
      .update(publicationColumns(trx, published))
      .returning('id');
    if (!row) throw noArticle();
    return presentArticle((row as { id: number }).id, trx);
  });
}
