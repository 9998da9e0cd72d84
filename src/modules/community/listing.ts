import { db as defaultDb, type Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { articleRefsOf, articleRowId } from '../content';
import { commentColumns, presentComments, SORT_ORDER, type CommentRow } from './comment-rows';
import { INLINE_REPLIES, type CommentListQuery, type CommentListResponse, type CommentOneResponse, type CommentSort } from './schemas';

// Reading threads. A page is one level of one article (top-level comments, or the replies to one
// comment), in keyset order over an index that holds exactly that order, so a page costs the same
// on the last page of 100,000 comments as on the first; each comment brings its first replies.

/** Where the next page starts: the last comment's sort key and id ("likes.id" or "microseconds.id"). */
const cursorOf = (row: CommentRow, sort: CommentSort) => `${sort === 'likes' ? row.likes : row.created_us}.${row.id}`;

/** The rows after the cursor, in the sort's order (row comparison, served by the index as one range). */
function afterCursor(db: Db, sort: CommentSort, cursor: string) {
  const [key, id] = cursor.split('.') as [string, string];
  return sort === 'likes'
    ? db.raw('(likes, id) < (?::bigint, ?::bigint)', [key, id])
    : db.raw(`(created_at, id) < (timestamptz 'epoch' + ?::bigint * interval '1 microsecond', ?::bigint)`, [key, id]);
}

/** The first INLINE_REPLIES listed replies of each comment, in the sort's order: one query for the page. */
async function firstReplies(articleId: number, parents: number[], sort: CommentSort, db: Db): Promise<Map<number, CommentRow[]>> {
  if (!parents.length) return new Map();
  const replies = db('comments')
    .select(commentColumns(db))
    .where({ article_id: articleId, listed: true })
    .whereRaw('parent_comment = p.id')
    .orderByRaw(SORT_ORDER[sort])
    .limit(INLINE_REPLIES);
  const rows: CommentRow[] = (await db.raw('select r.* from unnest(?::int[]) as p(id) cross join lateral ? r', [parents, replies])).rows;
  const byParent = new Map<number, CommentRow[]>();
  for (const row of rows) byParent.set(row.parent_comment!, [...(byParent.get(row.parent_comment!) ?? []), row]);
  return byParent;
}

/** GET /article/comment: a page of comments of a published article, each with its first replies. */
export async function listComments(query: CommentListQuery, db: Db = defaultDb): Promise<CommentListResponse> {
  const articleId = await articleRowId(query.article_id, { publishedOnly: true }, db);
  const page = db('comments')
    .where({ article_id: articleId, listed: true })
    .select(commentColumns(db))
    .orderByRaw(SORT_ORDER[query.sort_by])
    .limit(query.quantity + 1);
  if (query.parent_comment === undefined) page.whereNull('parent_comment');
  else page.where({ parent_comment: query.parent_comment });
  if (query.cursor) page.where(afterCursor(db, query.sort_by, query.cursor));
  else page.offset(query.offset);

  const rows: CommentRow[] = await page;
  const shown = rows.slice(0, query.quantity);
  const replies = await firstReplies(articleId, shown.filter((r) => r.reply_count > 0).map((r) => r.id), query.sort_by, db);
  return {
    comments: await presentComments(shown, () => query.article_id, replies, db),
    next_cursor: rows.length > query.quantity ? cursorOf(shown.at(-1)!, query.sort_by) : null,
  };
}

/** A listed comment of a published article, with its first replies, and the article's title. */
export async function findComment(id: number, sort: CommentSort, db: Db = defaultDb): Promise<CommentOneResponse & { articleTitle: string }> {
  const row: CommentRow | undefined = await db('comments').where({ id, listed: true }).first(commentColumns(db));
  const article = row && (await articleRefsOf([row.article_id], { publishedOnly: true }, db)).get(row.article_id);
  if (!row || !article) throw notFound('Comment');
  const replies = row.reply_count > 0 ? await firstReplies(row.article_id, [row.id], sort, db) : new Map<number, CommentRow[]>();
  const [comment] = await presentComments([row], () => article.slug, replies, db);
  return { comment: comment!, articleTitle: article.title };
}

/** GET /article/comment/{id}: a listed comment of a published article, with its first replies. */
export async function getComment(id: number, sort: CommentSort, db: Db = defaultDb): Promise<CommentOneResponse> {
  const { comment } = await findComment(id, sort, db);
  return { comment };
}
