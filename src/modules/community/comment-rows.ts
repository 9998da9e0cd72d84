import type { Knex } from 'knex';
import { db as defaultDb, type Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { commentSignaturesOf } from '../accounts';
import type { CommentResponse, CommentSort, CommentState } from './schemas';

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

/** A comment is shown until its author or a moderator removes it, or a moderator hides it. */
export const stateOf = (row: Pick<CommentRow, 'deleted_at' | 'hidden_at'>): CommentState => (row.deleted_at ? 'deleted' : row.hidden_at ? 'hidden' : 'shown');

/** The comment (not a stub) with this id, locked for the rest of the transaction; 404 otherwise. */
export async function lockShownComment(id: number, trx: Knex.Transaction): Promise<CommentRow> {
  const row: CommentRow | undefined = await trx('comments').where({ id }).whereNull('deleted_at').whereNull('hidden_at').forUpdate().first(commentColumns(trx));
  if (!row) throw notFound('Comment');
  return row;
}

/**
 * Comments as the site shows them, with their authors' signatures (from the accounts module) and
 * `children` from the map (filled for the rows whose replies came along). A stub shows no text.
 */
export async function presentComments(
  rows: CommentRow[],
  articleSlug: (articleId: number) => string,
  children: Map<number, CommentRow[]> = new Map(),
  db: Db = defaultDb,
): Promise<CommentResponse[]> {
  const all = [...rows, ...[...children.values()].flat()];
  const signatures = await commentSignaturesOf(all.flatMap((r) => (r.user_id === null ? [] : [r.user_id])), db);
  const present = (row: CommentRow, kids: CommentRow[]): CommentResponse => {
    const state = stateOf(row);
    const author = row.user_id === null ? undefined : signatures.get(row.user_id);
    return {
      id: row.id,
      article_id: articleSlug(row.article_id),
      body: state === 'shown' ? row.body : '',
      body_html: state === 'shown' ? row.body_html : '',
      username: author?.username ?? null,
      author_is_admin: author?.administrator ?? false,
      state,
      parent_comment: row.parent_comment,
      depth: row.depth,
      children: kids.map((kid) => present(kid, [])),
      likes: row.likes,
      dislikes: row.dislikes,
      created_at: new Date(row.created_at).toISOString(),
      updated_at: new Date(row.updated_at).toISOString(),
      replies_to_load: row.reply_count - kids.length,
    };
  };
  return rows.map((row) => present(row, children.get(row.id) ?? []));
}
