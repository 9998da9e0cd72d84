import type { Knex } from 'knex';
import { z } from 'zod';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { defineJob, enqueue } from '../../platform/jobs';
import { logger } from '../../platform/logger';
import { MAX_SMTP_CONNECTIONS, sendMail } from '../../platform/mail';
import { mailRecipients, type MailRecipient } from '../accounts';
import { articleForMail } from '../content';
import { articleNewsletter } from './article-mail';
import { addressFollowMail, followMessageId, type FollowMailTemplate } from './member-mail';

// One article's newsletter to every member who asked for each new article (all of them, or one
// of its tags). A send walks the members by id in batches: a batch is claimed in the send log
// (newsletter_deliveries, unique per send and member) and the cursor moved in one transaction,
// then mailed, each mail marked sent or failed as it goes. A member is therefore claimed once, and
// mailed once unless the process dies between a mail leaving and its mark: that claim is taken up
// again once stale, so such a member may get the article twice (with the same Message-ID), and
// nobody is left out. Jobs carry the send's run: resuming a paused send starts a new run, and
// jobs of an earlier one stop rather than send beside it.

const log = logger.child({ module: 'newsletters' });

/** Members claimed per batch: one query to accounts, one insert, and a few seconds of mail. */
export const BATCH_SIZE = 500;
/** A claim not marked for this long belongs to a process that died: it is mailed again. */
export const STALE_CLAIM_MS = 10 * 60 * 1000;

/** Scheduled: waiting for its start (scheduled-sends.ts), when it may still be cancelled. */
export type SendState = 'scheduled' | 'sending' | 'paused' | 'done' | 'cancelled';
interface SendRow {
  id: number;
  article_id: number;
  state: SendState;
  cursor: number;
  run: number;
}

/** What a send's jobs carry: the send, and the run they belong to (a job of another run stops). */
export const SendRun = z.object({ sendId: z.number().int().positive(), run: z.number().int().positive() });
export type SendRun = z.infer<typeof SendRun>;

/** One batch of an article's newsletter; the batch queues the next. */
export const sendNewsletterBatch = defineJob('newsletters.send-batch', SendRun, (payload) => runBatch(payload));

/**
 * The next batch job of a send's run. No dedupe key between a batch and the next: the running job's
 * own row still holds it (it would refuse its successor). Two jobs of one run at once take
 * different members (claimBatch locks the send), so a spare one costs a query, never a second mail.
 */
export const queueBatch = (send: Pick<SendRow, 'id' | 'run'>, opts: { trx?: Knex.Transaction; dedupeKey?: string } = {}) =>
  enqueue(sendNewsletterBatch, { sendId: send.id, run: send.run }, opts);

/** Who asked for this article: one mail per article, and all articles or one of its tags; after `cursor`, in id order. */
export function audienceAfter(trx: Db, cursor: number, tagIds: number[], limit = BATCH_SIZE): Knex.QueryBuilder {
  return trx('newsletter_choices as c')
    .where('c.articles', 'each')
    .where('c.user_id', '>', cursor)
    .where((w) => {
      w.where('c.all_articles', true);
      if (tagIds.length) w.orWhereExists(trx('newsletter_followed_tags as f').whereRaw('f.user_id = c.user_id').whereIn('f.tag_id', tagIds).select(trx.raw('1')));
    })
    .orderBy('c.user_id')
    .limit(limit)
    .pluck('c.user_id');
}

/** Claims not marked for STALE_CLAIM_MS (their process died), taken again: their time starts anew. */
async function retakeStaleClaims(trx: Knex.Transaction, sendId: number): Promise<number[]> {
  const stale = trx('newsletter_deliveries').where({ send_id: sendId, state: 'claimed' }).where('claimed_at', '<', new Date(Date.now() - STALE_CLAIM_MS)).limit(BATCH_SIZE).select('user_id');
  const rows: Array<{ user_id: number }> = await trx('newsletter_deliveries').where({ send_id: sendId }).whereIn('user_id', stale).update({ claimed_at: trx.fn.now() }).returning('user_id');
  return rows.map((r) => r.user_id);
}

/** Those of the members who may still be mailed; the others' claims go (they did not get it). */
async function stillMailable(trx: Knex.Transaction, sendId: number, ids: number[]): Promise<MailRecipient[]> {
  const recipients = await mailRecipients(ids, trx);
  const kept = new Set(recipients.map((r) => r.id));
  const gone = ids.filter((id) => !kept.has(id));
  if (gone.length) await trx('newsletter_deliveries').where({ send_id: sendId }).whereIn('user_id', gone).delete();
  return recipients;
}

interface Batch {
  recipients: MailRecipient[];
  /** More members may follow: queue the next batch. */
  more: boolean;
}

/**
 * Claims the next members of a send in one transaction (the send's row locked, so two jobs at
 * once take different members): first claims gone stale, else the members after the cursor, who
 * are claimed and the cursor moved past them. Null when the send is paused, done or of another run.
 */
async function claimBatch(sendId: number, run: number, tagIds: number[], db: Db): Promise<Batch | null> {
  return withTransaction(db, async (trx) => {
    const send: SendRow | undefined = await trx('newsletter_sends').where({ id: sendId }).forUpdate().first();
    if (!send || send.state !== 'sending' || send.run !== run) return null;
    const stale = await retakeStaleClaims(trx, sendId);
    if (stale.length) return { recipients: await stillMailable(trx, sendId, stale), more: true };

    const ids: number[] = await audienceAfter(trx, send.cursor, tagIds);
    if (!ids.length) {
      const waiting = await trx('newsletter_deliveries').where({ send_id: sendId, state: 'claimed' }).first('user_id');
      // Claims still being mailed (or by a process that died) keep the send open until marked or taken up.
      if (!waiting) await trx('newsletter_sends').where({ id: sendId }).update({ state: 'done', finished_at: trx.fn.now() });
      return { recipients: [], more: false };
    }
    const recipients = await mailRecipients(ids, trx);
    const claimed: Array<{ user_id: number }> = recipients.length
      ? await trx('newsletter_deliveries').insert(recipients.map((r) => ({ send_id: sendId, user_id: r.id }))).onConflict(['send_id', 'user_id']).ignore().returning('user_id')
      : [];
    await trx('newsletter_sends').where({ id: sendId }).update({ cursor: ids.at(-1) });
    const mine = new Set(claimed.map((c) => c.user_id));
    return { recipients: recipients.filter((r) => mine.has(r.id)), more: true };
  });
}

/** Mails a batch, MAX_SMTP_CONNECTIONS at a time, marking each delivery as it goes. */
async function mailBatch(sendId: number, articleId: number, template: FollowMailTemplate, recipients: MailRecipient[], db: Db): Promise<void> {
  const queue = [...recipients];
  const worker = async () => {
    for (let member = queue.shift(); member; member = queue.shift()) {
      const delivery = () => db('newsletter_deliveries').where({ send_id: sendId, user_id: member.id });
      try {
        await sendMail(await addressFollowMail(template, { userId: member.id, to: member.email }, followMessageId('article', articleId, member.id), db));
      } catch (err) {
        log.warn({ err, sendId, userId: member.id }, 'newsletter mail failed');
        await delivery().update({ state: 'failed', error: String((err as Error).message ?? err).slice(0, 500) });
        continue;
      }
      // A mark that fails (the database away) fails the job; the claim is taken up again once stale.
      await delivery().update({ state: 'sent', sent_at: db.fn.now() });
    }
  };
  await Promise.all(Array.from({ length: Math.min(MAX_SMTP_CONNECTIONS, recipients.length) }, worker));
}

/** One batch of a send, then the next queued while members remain. Safe to run twice. */
export async function runBatch({ sendId, run }: SendRun, db: Db = defaultDb): Promise<void> {
  const send: SendRow | undefined = await db('newsletter_sends').where({ id: sendId }).first();
  if (!send || send.state !== 'sending' || send.run !== run) return;
  const article = await articleForMail(send.article_id, db);
  // An article suspended (or deleted) mid-send stops its newsletter; the link would not open.
  if (!article?.published) {
    await db('newsletter_sends').where({ id: sendId, state: 'sending' }).update({ state: 'paused' });
    return;
  }
  const batch = await claimBatch(sendId, run, article.tagIds, db);
  if (!batch) return;
  if (batch.recipients.length) await mailBatch(sendId, article.id, await articleNewsletter(article), batch.recipients, db);
  if (batch.more) await queueBatch({ id: sendId, run });
}

/**
 * Sends still 'sending' with no claim for STALE_CLAIM_MS: their job was lost with a process that
 * died (or their last claims wait to be taken up again). Each gets a batch job of its run.
 */
export async function takeUpStalledSends(db: Db = defaultDb): Promise<void> {
  const since = new Date(Date.now() - STALE_CLAIM_MS);
  const stalled: Array<Pick<SendRow, 'id' | 'run'>> = await db('newsletter_sends as s')
    .where('s.state', 'sending')
    .where('s.created_at', '<', since)
    .whereNotExists(db('newsletter_deliveries as d').whereRaw('d.send_id = s.id').where('d.claimed_at', '>=', since).select(db.raw('1')))
    .select('s.id', 's.run');
  // At most one taking-up job waits per send, however often the schedule finds it stalled.
  for (const send of stalled) await queueBatch(send, { dedupeKey: `newsletter-take-up:${send.id}:${send.run}` });
}
