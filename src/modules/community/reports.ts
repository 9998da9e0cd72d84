import type { Knex } from 'knex';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { articleRefsOf } from '../content';
import { commentColumns, lockShownComment, type CommentRow } from './comment-rows';
import { changeVisibility } from './visibility';

// Reports by members and what moderators do with them: hide, restore, dismiss, delete.

/** Sets comments.open_reports from the reports themselves, so the queue's count is exact. */
export async function recountOpenReports(trx: Knex.Transaction, commentIds: number[]): Promise<void> {
  if (!commentIds.length) return;
  const open = trx.raw('(select count(*) from comment_reports r where r.comment_id = comments.id and r.resolved_at is null)');
  await trx('comments').whereIn('id', [...new Set(commentIds)]).update({ open_reports: open });
}

/**
 * A member reports a shown comment, with an optional reason. Reporting again updates the reason;
 * after a moderator dealt with the earlier report, it opens a new one.
 */
export async function reportComment(userId: number, commentId: number, reason: string | null, db: Db = defaultDb): Promise<void> {
  await withTransaction(db, async (trx) => {
    const comment = await lockShownComment(commentId, trx);
    if (!(await articleRefsOf([comment.article_id], { publishedOnly: true }, trx)).size) throw notFound('Comment');
    await trx('comment_reports')
      .insert({ comment_id: commentId, user_id: userId, reason })
      .onConflict(['comment_id', 'user_id'])
      .merge({ reason: trx.raw('coalesce(excluded.reason, comment_reports.reason)'), resolved_at: null, created_at: trx.fn.now() });
    await recountOpenReports(trx, [commentId]);
  });
}

/** A moderator's decision on a comment. */
export type Moderation = 'hide' | 'restore' | 'dismiss' | 'delete';

/** Carries out a moderator's decision; every decision settles the comment's open reports. */
export async function moderateComment(commentId: number, decision: Moderation, db: Db = defaultDb): Promise<void> {
  await withTransaction(db, async (trx) => {
    const comment: CommentRow | undefined = await trx('comments').where({ id: commentId }).forUpdate().first(commentColumns(trx));
    if (!comment) throw notFound('Comment');
    if (comment.deleted_at && decision !== 'dismiss') throw new AppError('deleted', 'This comment was deleted; there is nothing left to moderate.', 409);
    if (decision === 'hide') await changeVisibility(comment, { hidden_at: new Date() }, trx);
    if (decision === 'restore') await changeVisibility(comment, { hidden_at: null }, trx);
    if (decision === 'delete') await changeVisibility(comment, { deleted_at: new Date(), body: '', body_html: '' }, trx);
    await trx('comment_reports').where({ comment_id: commentId }).whereNull('resolved_at').update({ resolved_at: trx.fn.now() });
    await recountOpenReports(trx, [commentId]);
  });
}
