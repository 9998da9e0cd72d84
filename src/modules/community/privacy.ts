import { db, recountVotes } from '../../platform/db';
import { subscribe } from '../../platform/events';
import { ipsExpired, memberDeleted } from '../accounts';
import { recountOpenReports } from './reports';

// What the community lets go of for a member's privacy. Both handlers are safe to run twice.

/**
 * A deleted member's comments stay, unsigned, so the replies under them keep their thread; their
 * votes go and the comments' counts follow; their reports go and the queue's counts follow.
 */
export const forgetDeletedMember = subscribe(memberDeleted, 'community', async ({ userId }) => {
  await db.transaction(async (trx) => {
    const votes: Array<{ comment_id: number }> = await trx('comment_votes').where({ user_id: userId }).delete().returning('comment_id');
    await recountVotes(trx, { votes: 'comment_votes', key: 'comment_id', target: 'comments' }, votes.map((v) => v.comment_id));
    const reports: Array<{ comment_id: number }> = await trx('comment_reports').where({ user_id: userId }).delete().returning('comment_id');
    await recountOpenReports(trx, reports.map((r) => r.comment_id));
    await trx('comment_bans').where({ user_id: userId }).delete();
    await trx('comments').where({ user_id: userId }).update({ user_id: null });
  });
});

/** Commenters' addresses go after the retention period. */
export const eraseOldIps = subscribe(ipsExpired, 'community', async ({ before }) => {
  await db('comments').where('created_at', '<', before).whereNotNull('ip').update({ ip: null });
});
