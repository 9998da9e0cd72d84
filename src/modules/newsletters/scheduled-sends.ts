import type { Knex } from 'knex';
import { config } from '../../platform/config';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { subscribe } from '../../platform/events';
import { defineJob, enqueue } from '../../platform/jobs';
import { articleForMail, articlePublished, articleSuspended } from '../content';
import type { NoEmailReason } from './schemas';
import { queueBatch, SendRun, STALE_CLAIM_MS, type SendState } from './sends';

// A newsletter waits NEWSLETTER_SEND_DELAY after its article's publication before its first
// batch: 'scheduled', shown in the console, which can cancel it; suspending the article (or
// publishing it again "without email") cancels it too. The wait is an outbox row due at the start,
// so it outlives restarts (the relay hands it to BullMQ, or runs it, only once due). The start
// locks the send and goes on only with one still 'scheduled' of its run: a cancel that committed
// first always wins, even over a job a worker had already picked up.

interface ScheduledRow {
  id: number;
  article_id: number;
  state: SendState;
  run: number;
}

/** Starts a scheduled send once its wait is over. */
export const startScheduledSend = defineJob('newsletters.start-send', SendRun, (payload) => startSend(payload));

/**
 * Why a publication would not start an article's newsletter, null when it would: an article is
 * mailed once at most, by its first publication, or by a later one when its send was cancelled
 * before anyone was mailed.
 */
export function whyNoSend(sendState: SendState | undefined, firstPublication: boolean): Exclude<NoEmailReason, 'published'> | null {
  if (sendState) return sendState === 'cancelled' ? null : 'newsletter_sent';
  return firstPublication ? null : 'published_before';
}

const sendOf = (trx: Knex.Transaction, articleId: number): Promise<ScheduledRow | undefined> =>
  trx('newsletter_sends').where({ article_id: articleId }).forUpdate().first('id', 'article_id', 'state', 'run');

/**
 * Makes the newsletter of an article just published and still published, to start after the
 * delay (at once when it is 0), as a new run of a cancelled send when there is one. A repeated
 * event finds it there.
 */
export async function scheduleSend(articleId: number, firstPublication: boolean, db: Db = defaultDb): Promise<void> {
  await withTransaction(db, async (trx) => {
    const send = await sendOf(trx, articleId);
    if (whyNoSend(send?.state, firstPublication)) return;
    // Suspended since (its event may have run first, finding nothing to cancel): nothing is sent.
    if (!(await articleForMail(articleId, trx))?.published) return;
    const delayMs = config.NEWSLETTER_SEND_DELAY * 1000;
    const values = { state: delayMs ? 'scheduled' : 'sending', starts_at: trx.raw("now() + ? * interval '1 millisecond'", [delayMs]), finished_at: null };
    const [made] = (await (send
      ? trx('newsletter_sends').where({ id: send.id }).update({ ...values, run: send.run + 1 })
      : trx('newsletter_sends').insert({ article_id: articleId, ...values }).onConflict('article_id').ignore()
    ).returning(['id', 'run'])) as Array<Pick<ScheduledRow, 'id' | 'run'>>;
    if (!made) return;
    if (delayMs) await enqueue(startScheduledSend, { sendId: made.id, run: made.run }, { trx, delayMs });
    else await queueBatch(made, { trx });
  });
}

/** Cancels an article's send while it waits to start; one already sending goes on (the console pauses it). */
async function cancelWaitingSend(trx: Knex.Transaction, send: ScheduledRow | undefined): Promise<void> {
  if (send?.state === 'scheduled') await trx('newsletter_sends').where({ id: send.id }).update({ state: 'cancelled', finished_at: trx.fn.now() });
}

/**
 * An article published: with its email choice on, its newsletter is scheduled; off ("Publish
 * only"), a send still waiting from an earlier publication is cancelled: the last answer counts.
 */
export const sendArticle = subscribe(articlePublished, 'newsletters', ({ articleId, first, email }) =>
  email ? scheduleSend(articleId, first) : withTransaction(defaultDb, async (trx) => cancelWaitingSend(trx, await sendOf(trx, articleId))),
);

/**
 * An article suspended: its send waiting to start is cancelled, unless the article has been
 * published again since (events run in any order; the publication that came last decides).
 */
export const cancelOnSuspension = subscribe(articleSuspended, 'newsletters', ({ articleId }) =>
  withTransaction(defaultDb, async (trx) => {
    const send = await sendOf(trx, articleId);
    if (send && !(await articleForMail(articleId, trx))?.published) await cancelWaitingSend(trx, send);
  }),
);

/** Cancels a send waiting to start (the console's Cancel); false when it has started, so mails may have gone. */
export async function cancelScheduledSend(sendId: number, db: Db = defaultDb): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    const send: ScheduledRow | undefined = await trx('newsletter_sends').where({ id: sendId }).forUpdate().first('id', 'article_id', 'state', 'run');
    if (!send || send.state === 'cancelled') return true;
    if (send.state !== 'scheduled') return false;
    await cancelWaitingSend(trx, send);
    return true;
  });
}

/**
 * The start: with the send locked, one still scheduled in this run becomes 'sending' and its
 * first batch is queued in the same transaction; an article no longer published cancels it instead.
 */
export async function startSend({ sendId, run }: SendRun, db: Db = defaultDb): Promise<void> {
  await withTransaction(db, async (trx) => {
    const send: ScheduledRow | undefined = await trx('newsletter_sends').where({ id: sendId }).forUpdate().first('id', 'article_id', 'state', 'run');
    if (send?.state !== 'scheduled' || send.run !== run) return;
    if (!(await articleForMail(send.article_id, trx))?.published) return cancelWaitingSend(trx, send);
    await trx('newsletter_sends').where({ id: sendId }).update({ state: 'sending', starts_at: trx.fn.now() });
    await queueBatch(send, { trx });
  });
}

/**
 * Scheduled sends past their start by STALE_CLAIM_MS: their start job was lost (it failed every
 * try). Each gets one again; a start that finds the send begun or cancelled does nothing.
 */
export async function startOverdueSends(db: Db = defaultDb): Promise<void> {
  const overdue: Array<Pick<ScheduledRow, 'id' | 'run'>> = await db('newsletter_sends')
    .where('state', 'scheduled')
    .where('starts_at', '<', new Date(Date.now() - STALE_CLAIM_MS))
    .select('id', 'run');
  for (const send of overdue) await enqueue(startScheduledSend, { sendId: send.id, run: send.run }, { dedupeKey: `newsletter-start:${send.id}:${send.run}` });
}
