import type { Knex } from 'knex';
import { REQUIRED } from '../../platform/contract';
import { AppError } from '../../platform/errors';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { sanitizeRichHtml, showsSomething } from '../../platform/html';
import { articleRowId, noArticle } from './article-rows';
import { findArticle, presentArticle } from './presenters';
import { announcePublication, publicationColumns, publicationReturning, publishedBefore, type PublicationRow } from './publishing';
import { saveReferences } from './references';
import type { ArticleBody, ArticleResponse } from './schemas';
import { resolveArticleTags, setArticleTags } from './tags';

// Articles: read one, write one (body, references, tags), publish, suspend, delete.

/**
 * Ids the console's API uses for other things under /api/admin/articles/: no article may take
 * them (GET /api/admin/articles/stats would never reach it).
 */
export const RESERVED_ARTICLE_IDS: readonly string[] = ['stats'];

/**
 * GET /article?id=: the whole article; visitors see published ones only. Found by its slug first,
 * then read by its row id: the read cache keeps the answer by those two rows' keys
 * (src/platform/http/read-keys.ts), so writes to other articles leave it kept.
 */
export async function getArticle(slug: string, publishedOnly: boolean, db: Db = defaultDb): Promise<ArticleResponse> {
  const article = await findArticle([await articleRowId(slug, { publishedOnly }, db)], db);
  if (!article) throw noArticle();
  return article;
}

/** The body as stored: sanitised, and still showing something once sanitised (not only empty paragraphs). */
function cleanBody(html: string): string {
  const body = sanitizeRichHtml(html).trim();
  if (!showsSomething(body)) throw new AppError('validation', 'Please correct the highlighted fields.', 400, { body: [REQUIRED] });
  return body;
}

const idTaken = () => new AppError('conflict', 'An article with this id already exists.', 409, { id: ['An article with this id already exists.'] });

/** Saves what comes with the text: references in order, tags by type. */
async function saveParts(trx: Knex.Transaction, articleId: number, input: ArticleBody): Promise<void> {
  await saveReferences(trx, articleId, input.references);
  await setArticleTags(trx, articleId, await resolveArticleTags(trx, input.tags));
}

/** POST /article: a new article by this author, a draft unless `published` is true. */
export async function createArticle(input: ArticleBody, authorId: number, db: Db = defaultDb): Promise<ArticleResponse> {
  if (RESERVED_ARTICLE_IDS.includes(input.id.toLowerCase())) {
    throw new AppError('validation', 'This id is reserved.', 400, { id: ['This id is reserved; choose another.'] });
  }
  const body = cleanBody(input.body);
  return withTransaction(db, async (trx) => {
    const [row] = await trx('articles')
      .insert({
        slug: input.id,
        title: input.title,
        subtitle: input.subtitle,
        headline: input.headline,
        body,
        author_id: authorId,
        published: input.published ?? false,
        published_at: input.published ? trx.fn.now() : null,
        email_on_publish: input.email_on_publish ?? true,
      })
      // A taken id (even one taken a moment ago by another save) inserts nothing.
      .onConflict('slug')
      .ignore()
      .returning(publicationReturning(trx));
    if (!row) throw idTaken();
    const { id } = row as PublicationRow;
    await saveParts(trx, id, input);
    await announcePublication(trx, row as PublicationRow, false);
    return presentArticle(id, trx);
  });
}

/** PUT /article: the article named by `id` takes the text, references and tags given; its id never changes. */
export async function updateArticle(input: ArticleBody, db: Db = defaultDb): Promise<ArticleResponse> {
  const body = cleanBody(input.body);
  return withTransaction(db, async (trx) => {
    const id = await articleRowId(input.id, { publishedOnly: false, lock: true }, trx);
    const wasPublished = await publishedBefore(trx, id);
    const [row] = await trx('articles')
      .where({ id })
      .update({
        title: input.title,
        subtitle: input.subtitle,
        headline: input.headline,
        body,
        ...publicationColumns(trx, input.published),
        ...(input.email_on_publish === undefined ? {} : { email_on_publish: input.email_on_publish }),
        updated_at: trx.fn.now(),
      })
      .returning(publicationReturning(trx));
    await saveParts(trx, id, input);
    await announcePublication(trx, row as PublicationRow, wasPublished);
    return presentArticle(id, trx);
  });
}

/** DELETE /article?id=: the article with its references, tags, votes and place in volumes. */
export async function deleteArticle(slug: string, db: Db = defaultDb): Promise<void> {
  const deleted = await db('articles').where({ slug }).delete();
  if (!deleted) throw noArticle();
}

/**
 * GET /article/random: a published article picked by a random id between the first and last
 * published ones (two index lookups, however many articles there are). Articles after a long
 * gap in ids come up a little more often; that is fine for a "surprise me" link.
 */
export async function randomArticleSlug(db: Db = defaultDb): Promise<string> {
  const bounds: { lo: number | null; hi: number | null } = await db('articles').where({ published: true }).first(db.raw('min(id) as lo, max(id) as hi'));
  if (bounds.lo === null || bounds.hi === null) throw noArticle();
  const pick = bounds.lo + Math.floor(Math.random() * (bounds.hi - bounds.lo + 1));
  const row: { slug: string } = await db('articles').where({ published: true }).where('id', '>=', pick).orderBy('id').first('slug');
  return row.slug;
}
