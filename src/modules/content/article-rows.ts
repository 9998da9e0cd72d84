import type { Knex } from 'knex';
import { AppError } from '../../platform/errors';
import { containsPattern, db as defaultDb, type Db } from '../../platform/db';
import type { AuthoredArticle } from './schemas';

/** SPEC §8's words when an article is missing (or hidden from the visitor). */
export const noArticle = () => new AppError('not_found', 'No article found...', 404);

interface Lookup {
  /** Visitors find published articles only. */
  publishedOnly: boolean;
  /** Locks the row for the rest of the transaction. */
  lock?: boolean;
}

/** A query of the row id of the article with this slug: no row when it is missing (or hidden from the visitor). */
export function articleIdQuery(slug: string, opts: Lookup, db: Db = defaultDb): Knex.QueryBuilder {
  const q = db('articles').where({ slug }).select('id');
  if (opts.publishedOnly) q.where({ published: true });
  if (opts.lock) q.forUpdate();
  return q;
}

/** The row id of the article with this slug, or 404. */
export async function articleRowId(slug: string, opts: Lookup, db: Db = defaultDb): Promise<number> {
  const row: { id: number } | undefined = await articleIdQuery(slug, opts, db).first();
  if (!row) throw noArticle();
  return row.id;
}

/** What a comment shows of its article: the readable id and the title. */
export interface ArticleRef {
  slug: string;
  title: string;
}

/** Slugs and titles by row id; with publishedOnly, unpublished articles are left out. */
export async function articleRefsOf(ids: number[], opts: { publishedOnly: boolean }, db: Db = defaultDb): Promise<Map<number, ArticleRef>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const q = db('articles').whereIn('id', unique).select('id', 'slug', 'title');
  if (opts.publishedOnly) q.where({ published: true });
  const rows: Array<ArticleRef & { id: number }> = await q;
  return new Map(rows.map(({ id, ...ref }) => [id, ref]));
}

/** Moves an article's comment count by delta, in the caller's transaction, so it stays exact. */
export async function adjustCommentCount(articleId: number, delta: number, db: Db = defaultDb): Promise<void> {
  if (delta !== 0) await db('articles').where({ id: articleId }).increment('num_comments', delta);
}

/** Titles of articles by readable id (any state: the dashboard names what was read). */
export async function articleTitlesBySlug(slugs: string[], db: Db = defaultDb): Promise<Map<string, string>> {
  if (!slugs.length) return new Map();
  const rows: Array<{ slug: string; title: string }> = await db('articles').whereIn('slug', [...new Set(slugs)]).select('slug', 'title');
  return new Map(rows.map((r) => [r.slug, r.title]));
}

/** A query of the published articles' row ids, for another module's `where … in`. */
export const publishedArticleIds = (db: Db = defaultDb): Knex.QueryBuilder => db('articles').where({ published: true }).select('id');

/** A query of each author's published articles (or one author's): rows (user_id, articles), for another module's join. */
export function publishedArticlesByAuthor(db: Db = defaultDb, authorId?: number): Knex.QueryBuilder {
  const q = db('articles').where({ published: true }).whereNotNull('author_id').groupBy('author_id').select({ user_id: 'author_id' }, db.raw('count(*)::int as articles'));
  return authorId === undefined ? q : q.where({ author_id: authorId });
}

/** A page of an author's published articles, newest first (a member's page lists them). */
export async function publishedArticlesOf(authorId: number, offset: number, limit: number, db: Db = defaultDb): Promise<AuthoredArticle[]> {
  const rows: Array<{ slug: string; title: string; subtitle: string | null; published_at: Date | null }> = await db('articles')
    .where({ published: true, author_id: authorId })
    .orderBy([{ column: 'published_at', order: 'desc', nulls: 'last' }, { column: 'id', order: 'desc' }])
    .offset(offset)
    .limit(limit)
    .select('slug', 'title', 'subtitle', 'published_at');
  return rows.map((r) => ({ id: r.slug, title: r.title, subtitle: r.subtitle, published_at: r.published_at && new Date(r.published_at).toISOString() }));
}
/** Row ids of the articles whose title contains `text` (any case), for other modules' console searches; at most `limit`. */
export async function articleIdsTitled(text: string, limit = 1000, db: Db = defaultDb): Promise<number[]> {
  return db('articles').whereILike('title', containsPattern(text)).orderBy('id', 'desc').limit(limit).pluck('id');
}
