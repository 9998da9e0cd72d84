import type { Knex } from 'knex';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { publish } from '../../platform/events';
import { noArticle } from './article-rows';
import { articlePublished } from './events';
import { presentArticle } from './presenters';
import type { ArticleResponse } from './schemas';

// SPEC §4 Article: published or not; unpublished after a publication is "suppressed", which is
// why the first publication's date is kept when an article is suspended and published again.

/** What a write that may publish returns (with `firstPublication` among its returning columns). */
export interface PublishedRow {
  id: number;
  first_publication: boolean;
}

/** The columns that publish (keeping the first publication's date) or suspend; none when not asked. */
export const publicationColumns = (db: Db, published: boolean | undefined) =>
  published === undefined ? {} : published ? { published: true, published_at: db.raw('coalesce(published_at, now())') } : { published: false };

/**
 * A column for an insert's or update's `returning`: whether it just published the article for the
 * first time (its publication date is this transaction's now()).
 */
export const firstPublication = (db: Db) => db.raw('(published and published_at = now()) as first_publication');

/** Tells other modules of an article's first publication, in the transaction that made it (an outbox row). */
export async function announceFirstPublication(trx: Knex.Transaction, row: PublishedRow): Promise<void> {
  if (row.first_publication) await publish(articlePublished, { articleId: row.id }, { trx });
}

/** POST /article/publish and /article/suspend. The text is unchanged, so updated_at (the page's "last updated") stays. */
export async function setPublished(slug: string, published: boolean, db: Db = defaultDb): Promise<ArticleResponse> {
  return withTransaction(db, async (trx) => {
    const [row] = await trx('articles')
      .where({ slug })
      .update(publicationColumns(trx, published))
      .returning(['id', firstPublication(trx)]);
    if (!row) throw noArticle();
    await announceFirstPublication(trx, row as PublishedRow);
    return presentArticle((row as PublishedRow).id, trx);
  });
}
