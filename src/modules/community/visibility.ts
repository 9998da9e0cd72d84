import type { Knex } from 'knex';
import { adjustCommentCount } from '../content';
import type { CommentRow } from './comment-rows';

// What follows when a comment stops or starts being shown (removed, hidden, restored): the
// article's num_comments counts shown comments, and each parent's reply_count counts its listed
// replies, where a removed or hidden comment stays listed, as a stub, while it has listed replies.
// Rows are locked from the comment up towards the root, the one order every writer takes.

type Visibility = Pick<CommentRow, 'deleted_at' | 'hidden_at'>;
const shown = (v: Visibility) => v.deleted_at === null && v.hidden_at === null;

/**
 * Applies a change to a comment locked by the caller, then brings the article's count and the
 * ancestors' reply counts in line. Returns nothing; the caller reads what it needs afterwards.
 */
export async function changeVisibility(comment: CommentRow, change: Partial<Visibility> & { body?: string; body_html?: string }, trx: Knex.Transaction): Promise<void> {
  const before = shown(comment);
  await trx('comments').where({ id: comment.id }).update(change);
  const after = shown({ ...comment, ...change });
  if (before !== after) await adjustCommentCount(comment.article_id, after ? 1 : -1, trx);
  await recountAncestors(comment.parent_comment, trx);
}

/** Recounts each ancestor's listed replies, going up while an ancestor's own listing changes. */
async function recountAncestors(parentId: number | null, trx: Knex.Transaction): Promise<void> {
  for (let id = parentId; id !== null; ) {
    const parent: { listed: boolean; parent_comment: number | null } = await trx('comments').where({ id }).forUpdate().first('listed', 'parent_comment');
    const [now] = (await trx('comments')
      .where({ id })
      .update({ reply_count: trx('comments as r').count('*').where('r.parent_comment', id).where('r.listed', true) })
      .returning('listed')) as Array<{ listed: boolean }>;
    if (now!.listed === parent.listed) return;
    id = parent.parent_comment;
  }
}
