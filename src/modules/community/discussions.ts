import type { Knex } from 'knex';
import { db as defaultDb, type Db } from '../../platform/db';
import { articleRefsOf, publishedArticleIds } from '../content';
import type { AuthoredComment, Discussion } from './schemas';
import { excerptOf } from './shown-replies';

// The live index of discussions (/forums, issue 27): each published article's shown comments
// (neither removed nor hidden by a moderator: what its page lists and its num_comments counts).

/** The comments visitors see: shown, on published articles. */
const shownComments = (db: Db): Knex.QueryBuilder =>
  db('comments').whereNull('comments.deleted_at').whereNull('comments.hidden_at').whereIn('comments.article_id', publishedArticleIds(db));

/** A query of each member's shown comments (or one member's): rows (user_id, comments), for another module's join. */
export function shownCommentsByAuthor(db: Db = defaultDb, userId?: number): Knex.QueryBuilder {
  const q = shownComments(db).whereNotNull('comments.user_id').groupBy('comments.user_id').select('comments.user_id', db.raw('count(*)::int as comments'));
  return userId === undefined ? q : q.where('comments.user_id', userId);
}

/** A page of a member's shown comments, newest first, each with its article (a member's page lists them). */
export async function shownCommentsOf(userId: number, offset: number, limit: number, db: Db = defaultDb): Promise<AuthoredComment[]> {
  const rows: Array<{ id: number; article_id: number; body_html: string; created_at: Date }> = await shownComments(db)
    .where('comments.user_id', userId)
    .orderBy([{ column: 'comments.created_at', order: 'desc' }, { column: 'comments.id', order: 'desc' }])
    .offset(offset)
    .limit(limit)
    .select('comments.id', 'comments.article_id', 'comments.body_html', 'comments.created_at');
  const refs = await articleRefsOf(rows.map((r) => r.article_id), { publishedOnly: true }, db);
  return rows.flatMap((r) => {
    const ref = refs.get(r.article_id);
    return ref ? [{ id: r.id, article_id: ref.slug, article_title: ref.title, excerpt: excerptOf(r.body_html), created_at: new Date(r.created_at).toISOString() }] : [];
  });
}

/** `recent`: the newest comment first; `active`: the most comments first (all time), then the newest. */
const ORDERS = {
  recent: ['last_activity desc', 'article_row desc'],
  active: ['comments desc', 'last_activity desc', 'article_row desc'],
} as const;

interface DiscussionRow {
  article_row: number;
  comments: number;
  last_activity: Date;
  last_comment_id: number;
  /** The count of all the rows, on each. */
  total: number;
}

/**
 * A page of the articles with shown comments, in the order asked, and how many there are in all:
 * two queries (the page with its total, then the articles' titles), as issue 13 asks of a page;
 * a page past the end counts apart.
 */
export async function listDiscussions(sort: keyof typeof ORDERS, offset: number, limit: number, db: Db = defaultDb): Promise<{ items: Discussion[]; total: number }> {
  const threads = shownComments(db)
    .groupBy('comments.article_id')
    .select(
      { article_row: 'comments.article_id' },
      db.raw('count(*)::int as comments'),
      db.raw('max(comments.created_at) as last_activity'),
      db.raw('(array_agg(comments.id order by comments.created_at desc, comments.id desc))[1] as last_comment_id'),
    );
  const rows: DiscussionRow[] = await db.from(threads.as('t')).select('*', db.raw('count(*) over ()::int as total')).orderByRaw(ORDERS[sort].join(', ')).offset(offset).limit(limit);
  const total = rows[0]?.total ?? (offset ? await countThreads(db) : 0);
  const refs = await articleRefsOf(rows.map((r) => r.article_row), { publishedOnly: true }, db);
  const items = rows.flatMap((r) => {
    const ref = refs.get(r.article_row);
    return ref ? [{ article_id: ref.slug, title: ref.title, comments: r.comments, last_activity: new Date(r.last_activity).toISOString(), last_comment_id: r.last_comment_id }] : [];
  });
  return { items, total };
}

async function countThreads(db: Db): Promise<number> {
  const counted: { n: string | number } | undefined = await shownComments(db).countDistinct({ n: 'comments.article_id' }).first();
  return Number(counted?.n ?? 0);
}
