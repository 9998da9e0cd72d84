import type { Knex } from 'knex';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { commentSignatureColumn, type CommentSignature } from '../accounts';
import { INLINE_REPLIES, type CommentResponse, type CommentSort, type CommentState } from './schemas';

/** A comments row as the lists read it. */
export interface CommentRow {
  id: number;
  article_id: number;
  parent_comment: number | null;
  depth: number;
  user_id: number | null;
  body: string;
  body_html: string;
  likes: number;
  dislikes: number;
  reply_count: number;
  deleted_at: Date | null;
  hidden_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** created_at in microseconds since 1970, exact: the New sort's cursor key. */
  created_us: string;
}

export const COMMENT_COLUMNS = [
  'id',
  'article_id',
  'parent_comment',
  'depth',
  'user_id',
  'body',
  'body_html',
  'likes',
  'dislikes',
  'reply_count',
  'deleted_at',
  'hidden_at',
  'created_at',
  'updated_at',
];

/** The columns of a comment, with its cursor key; `alias` qualifies them inside a join. */
export const commentColumns = (db: Db, alias = 'comments') => [
  ...COMMENT_COLUMNS.map((c) => `${alias}.${c}`),
  db.raw(`(extract(epoch from ??) * 1000000)::bigint::text as created_us`, [`${alias}.created_at`]),
];

/** The order of a sort, newest id breaking ties, as the listing indexes hold it. */
export const SORT_ORDER: Record<CommentSort, string> = {
  likes: 'likes desc, id desc',
  created_at: 'created_at desc, id desc',
};

/** A timestamp as the driver reads a column (a Date) or as a row inside json has it (ISO text). */
type Moment = Date | string;

/** A comment as the site shows it: its row, its author's signature and, in lists, its first replies. */
export interface SignedCommentRow extends Omit<CommentRow, 'deleted_at' | 'hidden_at' | 'created_at' | 'updated_at'> {
  deleted_at: Moment | null;
  hidden_at: Moment | null;
  created_at: Moment;
  updated_at: Moment;
  /** Null once the author's account is gone. */
  author: CommentSignature | null;
  /** Null or absent when none came along. */
  replies?: SignedCommentRow[] | null;
}

/** The columns of a comment with its author's signature (a column the accounts module writes). */
export const signedCommentColumns = (db: Db, alias = 'comments') => [...commentColumns(db, alias), commentSignatureColumn(db, `${alias}.user_id`).as('author')];

/**
 * A column for a query of `comments`: the first INLINE_REPLIES listed replies of each comment, in
 * the sort's order, signed (json; null when it has none), so a page and its replies are one query.
 */
export function firstRepliesColumn(db: Db, sort: CommentSort): Knex.Raw {
  const replies = db('comments as reply')
    .select(signedCommentColumns(db, 'reply'))
    .whereRaw('reply.article_id = comments.article_id and reply.parent_comment = comments.id')
    .where('reply.listed', true)
    .orderByRaw(SORT_ORDER[sort])
    .limit(INLINE_REPLIES);
  return db.raw(`case when comments.reply_count > 0 then (select json_agg(first_replies order by ${SORT_ORDER[sort]}) from (?) first_replies) end as replies`, [replies]);
}

/** A comment is shown until its author or a moderator removes it, or a moderator hides it. */
export const stateOf = (row: { deleted_at: Moment | null; hidden_at: Moment | null }): CommentState => (row.deleted_at ? 'deleted' : row.hidden_at ? 'hidden' : 'shown');

/** The comment (not a stub) with this id, locked for the rest of the transaction; 404 otherwise. */
export async function lockShownComment(id: number, trx: Knex.Transaction): Promise<CommentRow> {
  const row: CommentRow | undefined = await trx('comments').where({ id }).whereNull('deleted_at').whereNull('hidden_at').forUpdate().first(commentColumns(trx));
  if (!row) throw notFound('Comment');
  return row;
}

/** Comments as the site shows them, each with the replies that came along as `children`. A stub shows no text. */
export function presentComments(rows: SignedCommentRow[], articleSlug: (articleId: number) => string): CommentResponse[] {
  const present = (row: SignedCommentRow): CommentResponse => {
    const state = stateOf(row);
    const kids = row.replies ?? [];
    return {
      id: row.id,
      article_id: articleSlug(row.article_id),
      body: state === 'shown' ? row.body : '',
      body_html: state === 'shown' ? row.body_html : '',
      username: row.author?.username ?? null,
      author_is_admin: row.author?.administrator ?? false,
      state,
      parent_comment: row.parent_comment,
      depth: row.depth,
      children: kids.map(present),
      likes: row.likes,
      dislikes: row.dislikes,
      created_at: new Date(row.created_at).toISOString(),
      updated_at: new Date(row.updated_at).toISOString(),
      replies_to_load: row.reply_count - kids.length,
    };
  };
  return rows.map(present);
}
