import type { Knex } from 'knex';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { publish } from '../../platform/events';
import { noArticle } from './article-rows';
import { articlePublished, articleSuspended } from './events';
import { presentArticle } from './presenters';
import type { ArticleResponse } from './schemas';

// SPEC §4 Article: published or not; unpublished after a publication is "suppressed", which is
// why the first publication's date is kept when an article is suspended and published again.

/** What a write that may publish or suspend returns (publicationReturning's columns). */
export interface PublicationRow {
  id: number;
  published: boolean;
  email_on_publish: boolean;
  first_publication: boolean;
}

/** The columns that publish (keeping the first publication's date) or suspend; none when not asked. */
export const publicationColumns = (db: Db, published: boolean | undefined) =>
  published === undefined ? {} : published ? { published: true, published_at: db.raw('coalesce(published_at, now())') } : { published: false };

/**
 * The `returning` of a write that may publish or suspend; `first_publication` says whether it
 * just published the article for the first time (its publication date is this transaction's now()).
 */
export const publicationReturning = (db: Db) => ['id', 'published', 'email_on_publish', db.raw('(published and published_at = now()) as first_publication')];

/** Whether the article is published before a write; its row stays locked, so the write sees the same. */
export async function publishedBefore(trx: Knex.Transaction, id: number): Promise<boolean> {
  const row: { published: boolean } = await trx('articles').where({ id }).forUpdate().first('published');
  return row.published;
}

/**
 * Tells other modules, in the transaction of the write, when it published the article (for the
 * first time or again: the newsletters decide what that means) or suspended it (an outbox row).
 */
export async function announcePublication(trx: Knex.Transaction, row: PublicationRow, wasPublished: boolean): Promise<void> {
  if (row.published === wasPublished) return;
  if (row.published) await publish(articlePublished, { articleId: row.id, first: row.first_publication, email: row.email_on_publish }, { trx });
  else await publish(articleSuspended, { articleId: row.id }, { trx });
}

/**
 * POST /article/publish and /article/suspend, and the console's publish, which also sets the
 * article's email choice for it. The text is unchanged, so updated_at (the page's "last updated") stays.
 */
export async function setPublished(slug: string, published: boolean, { emailOnPublish }: { emailOnPublish?: boolean } = {}, db: Db = defaultDb): Promise<ArticleResponse> {
  return withTransaction(db, async (trx) => {
    const before: { id: number; published: boolean } | undefined = await trx('articles').where({ slug }).forUpdate().first('id', 'published');
    if (!before) throw noArticle();
    const [row] = (await trx('articles')
      .where({ id: before.id })
      .update({ ...publicationColumns(trx, published), ...(emailOnPublish === undefined ? {} : { email_on_publish: emailOnPublish }) })
      .returning(publicationReturning(trx))) as PublicationRow[];
    await announcePublication(trx, row!, before.published);
    return presentArticle(before.id, trx);
  });
}
