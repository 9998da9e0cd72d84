import { z } from 'zod';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { subscribe } from '../../platform/events';
import { defineJob, type Schedule } from '../../platform/jobs';
import { logger } from '../../platform/logger';
import { sendMail } from '../../platform/mail';
import { mailRecipients } from '../accounts';
import { replyPosted, shownReplies } from '../community';
import { choicesOf } from './choices';
import { addressFollowMail, followMessageId } from './member-mail';
import { replyNoticeMail } from './reply-mail';

// Reply notices: a reply to a member's comment waits in reply_notices (when they asked to hear of
// replies, and it is not their own); a sweep every minute mails each member's waiting replies per
// thread (the comment replied to) in one message, once the first has waited GATHER_MS and at most
// once per THREAD_MAIL_EVERY_MS. The sweep asks community which replies are still shown: one
// hidden or removed before the mail is dropped, and so are the notices of a member who turned
// replies off or may no longer be mailed.

const log = logger.child({ module: 'newsletters' });

/** How long the first reply waits for others before its notice goes. */
export const GATHER_MS = 5 * 60_000;
/** At most one notice per member and thread this often. */
export const THREAD_MAIL_EVERY_MS = 60 * 60_000;
/** Mailed notices are kept this long: only the last hour's say when a thread may be mailed again. */
const KEEP_MAILED_MS = 24 * 60 * 60_000;
/** Threads mailed per query of the sweep. */
const SWEEP_BATCH = 200;

type Reply = z.infer<typeof replyPosted.schema>;

/** Notes a reply for the parent's author when they hear of replies and did not write it. Safe to run twice. */
export async function noteReply({ replyId, parentId, authorId, parentAuthorId }: Reply, db: Db = defaultDb): Promise<void> {
  if (parentAuthorId === null || parentAuthorId === authorId) return;
  if (!(await choicesOf(parentAuthorId, db)).replies) return;
  await db('reply_notices').insert({ reply_id: replyId, recipient_id: parentAuthorId, thread_id: parentId }).onConflict(['reply_id', 'recipient_id']).ignore();
}

export const noteReplyJob = subscribe(replyPosted, 'newsletters', (reply) => noteReply(reply));

interface Thread {
  recipient_id: number;
  thread_id: number;
}

/** Threads after `after` whose first waiting reply has gathered long enough and that were not mailed within the hour. */
function dueThreads(now: Date, after: Thread, db: Db): Promise<Thread[]> {
  const mailedSince = new Date(now.getTime() - THREAD_MAIL_EVERY_MS);
  return db('reply_notices as n')
    .whereNull('n.mailed_at')
    .whereRaw('(n.recipient_id, n.thread_id) > (?, ?)', [after.recipient_id, after.thread_id])
    .whereNotExists(db('reply_notices as m').whereRaw('m.recipient_id = n.recipient_id and m.thread_id = n.thread_id').where('m.mailed_at', '>', mailedSince).select(db.raw('1')))
    .groupBy('n.recipient_id', 'n.thread_id')
    .havingRaw('min(n.created_at) <= ?', [new Date(now.getTime() - GATHER_MS)])
    .orderBy(['n.recipient_id', 'n.thread_id'])
    .limit(SWEEP_BATCH)
    .select('n.recipient_id', 'n.thread_id');
}

/**
 * Mails one member the waiting replies of one thread, in one transaction holding their notices
 * (a sweep running beside this one skips them). The mail goes before the notices are marked: a
 * crash between the two mails them again, with the same Message-ID, rather than never.
 */
async function mailThread({ recipient_id, thread_id }: Thread, now: Date, db: Db): Promise<void> {
  await withTransaction(db, async (trx) => {
    const waiting: number[] = await trx('reply_notices').where({ recipient_id, thread_id }).whereNull('mailed_at').forUpdate().skipLocked().pluck('reply_id');
    if (!waiting.length) return;
    // Another sweep may have mailed this thread since it was found due.
    const mailedSince = new Date(now.getTime() - THREAD_MAIL_EVERY_MS);
    if (await trx('reply_notices').where({ recipient_id, thread_id }).where('mailed_at', '>', mailedSince).first('reply_id')) return;

    const [recipient] = await mailRecipients([recipient_id], trx);
    const wanted = recipient !== undefined && (await choicesOf(recipient_id, trx)).replies;
    const replies = wanted ? await shownReplies(waiting, trx) : [];
    const shown = replies.map((r) => r.id);
    // Nothing to tell of a reply no longer shown, nor to a member who no longer wants to hear.
    await trx('reply_notices').where({ recipient_id }).whereIn('reply_id', waiting.filter((id) => !shown.includes(id))).delete();
    if (!recipient || !replies.length) return;

    const messageId = followMessageId('replies', recipient_id, thread_id, shown[0]!);
    await sendMail(await addressFollowMail(await replyNoticeMail(replies), { userId: recipient_id, to: recipient.email }, messageId, trx));
    await trx('reply_notices').where({ recipient_id }).whereIn('reply_id', shown).update({ mailed_at: now });
  });
}

/** Mails every thread due at `now`; a thread whose mail fails stays waiting for the next sweep. Safe to run twice. */
export async function sendDueReplyNotices(now: Date = new Date(), db: Db = defaultDb): Promise<void> {
  await db('reply_notices').where('mailed_at', '<', new Date(now.getTime() - KEEP_MAILED_MS)).delete();
  for (let after: Thread = { recipient_id: 0, thread_id: 0 }; ; ) {
    const due = await dueThreads(now, after, db);
    for (const thread of due) {
      await mailThread(thread, now, db).catch((err: unknown) => log.warn({ err, ...thread }, 'reply notice failed; the next sweep tries again'));
    }
    if (due.length < SWEEP_BATCH) return;
    after = due.at(-1)!;
  }
}

export const sendReplyNoticesJob = defineJob('newsletters.send-reply-notices', z.object({}), () => sendDueReplyNotices());

export const replyJobs = [noteReplyJob, sendReplyNoticesJob];
export const replySchedules: Schedule[] = [{ job: sendReplyNoticesJob, everyMs: 60_000 }];
