import { db as defaultDb, type Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { articleRefsOf, articleRowId } from '../content';
import { firstRepliesColumn, presentComments, signedCommentColumns, SORT_ORDER, type SignedCommentRow } from './comment-rows';
import type { CommentListQuery, CommentListResponse, CommentOneResponse, CommentSort } from './schemas';

// Reading threads. A page is one level of one article (top-level comments, or the replies to one
// comment), in keyset order over an index that holds exactly that order, so a page costs the same
// on the last page of 100,000 comments as on the first; each comment brings its first replies and
// its author's signature in the same query.

/** Where the next page starts: the last comment's sort key and id ("likes.id" or "microseconds.id"). */
const cursorOf = (row: SignedCommentRow, sort: CommentSort) => `${sort === 'likes' ? row.likes : row.created_us}.${row.id}`;

/** The rows after the cursor, in the sort's order (row comparison, served by the index as one range). */
function afterCursor(db: Db, sort: CommentSort, cursor: string) {
  const [key, id] = cursor.split('.') as [string, string];
  return sort === 'likes'
    ? db.raw('(likes, id) < (?::bigint, ?::bigint)', [key, id])
    : db.raw(`(created_at, id) < (timestamptz 'epoch' + ?::bigint * interval '1 microsecond', ?::bigint)`, [key, id]);
}

/** GET /article/comment: a page of comments of a published article, each with its first replies. */
export async function listComments(query: CommentListQuery, db: Db = defaultDb): Promise<CommentListResponse> {
  const articleId = await articleRowId(query.article_id, { publishedOnly: true }, db);
  const page = db('comments')
    .where({ article_id: articleId, listed: true })
    .select([...signedCommentColumns(db), firstRepliesColumn(db, query.sort_by)])
    .orderByRaw(SORT_ORDER[query.sort_by])
    .limit(query.quantity + 1);
  if (query.parent_comment === undefined) page.whereNull('parent_comment');
  else page.where({ parent_comment: query.parent_comment });
  if (query.cursor) page.where(afterCursor(db, query.sort_by, query.cursor));
  else page.offset(query.offset);

  const rows: SignedCommentRow[] = await page;
  const shown = rows.slice(0, query.quantity);
  return {
    comments: presentComments(shown, () => query.article_id),
    next_cursor: rows.length > query.quantity ? cursorOf(shown.at(-1)!, query.sort_by) : null,
  };
}

/** A listed comment of a published article, with its first replies, and the article's title. */
export async function findComment(id: number, sort: CommentSort, db: Db = defaultDb): Promise<CommentOneResponse & { articleTitle: string }> {
  const row: SignedCommentRow | undefined = await db('comments').where({ id, listed: true }).first([...signedCommentColumns(db), firstRepliesColumn(db, sort)]);
  const article = row && (await articleRefsOf([row.article_id], { publishedOnly: true }, db)).get(row.article_id);
  if (!row || !article) throw notFound('Comment');
  const [comment] = presentComments([row], () => article.slug);
  return { comment: comment!, articleTitle: article.title };
}

/** GET /article/comment/{id}: a listed comment of a published article, with its first replies. */
export async function getComment(id: number, sort: CommentSort, db: Db = defaultDb): Promise<CommentOneResponse> {
  const { comment } = await findComment(id, sort, db);
  return { comment };
}
