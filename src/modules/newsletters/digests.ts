import { z } from 'zod';
import { config } from '../../platform/config';
import { db as defaultDb, type Db } from '../../platform/db';
import { defineJob, enqueue, type Schedule } from '../../platform/jobs';
import { logger } from '../../platform/logger';
import { MAX_SMTP_CONNECTIONS, sendMail } from '../../platform/mail';
import { mailRecipients, type MailRecipient } from '../accounts';
import { articleForMail, articlesFirstPublishedBetween, type ArticleForMail } from '../content';
import { digestMail } from './digest-mail';
import { addressFollowMail, followMessageId, type FollowMailTemplate } from './member-mail';

// Daily and weekly digests: the articles first published in a period that has ended (a calendar
// day, or a Monday-to-Sunday week, in the shop's time zone), one mail per member who chose that
// digest, with all of them or those carrying a followed tag. An hourly job looks at the period
// that ended last and starts a chain of batch jobs over the members by id. A member's row in
// newsletter_digests is the claim, written before the mail goes: once claimed, never mailed again
// for that period, however many runs overlap.

const log = logger.child({ module: 'newsletters' });

export const DIGEST_PERIODS = ['daily', 'weekly'] as const;
export type DigestPeriod = (typeof DIGEST_PERIODS)[number];

/** Members per batch: one claim insert, and a few seconds of mail. */
export const DIGEST_BATCH = 500;

/** A period as its bounds: `start` the first local day (newsletter_digests.period_start), [from, to) the instants. */
export interface PeriodSpan {
  period: DigestPeriod;
  start: string;
  from: Date;
  to: Date;
}

// PostgreSQL does the calendar: local midnight in the shop's zone, DST included.
const SPAN_SQL = `select ?::date::text as start, (?::date::timestamp at time zone ?) as "from", ((?::date + ?::int)::timestamp at time zone ?) as "to"`;
const LAST_ENDED_START_SQL = `select (case when ? = 'daily' then d - 1 else date_trunc('week', d)::date - 7 end)::text as start from (select (?::timestamptz at time zone ?)::date as d) today`;

/** The bounds of the period starting on this local day. */
export async function periodSpan(period: DigestPeriod, start: string, db: Db = defaultDb): Promise<PeriodSpan> {
  const zone = config.SHOP_TIME_ZONE;
  const { rows } = (await db.raw(SPAN_SQL, [start, start, zone, start, period === 'daily' ? 1 : 7, zone])) as { rows: Array<Omit<PeriodSpan, 'period'>> };
  return { period, ...rows[0]! };
}

/** The latest period of this kind that had ended at `now`: yesterday, or last Monday-to-Sunday week. */
export async function lastEndedPeriod(period: DigestPeriod, now: Date, db: Db = defaultDb): Promise<PeriodSpan> {
  const { rows } = (await db.raw(LAST_ENDED_START_SQL, [period, now, config.SHOP_TIME_ZONE])) as { rows: Array<{ start: string }> };
  return periodSpan(period, rows[0]!.start, db);
}

/** The period's articles as mails show them (those unpublished since are left out). */
async function periodArticles(span: PeriodSpan, db: Db): Promise<ArticleForMail[]> {
  const ids = await articlesFirstPublishedBetween(span.from, span.to, db);
  const articles = await Promise.all(ids.map((id) => articleForMail(id, db)));
  return articles.filter((a): a is ArticleForMail => a?.published === true);
}

interface DigestMember {
  user_id: number;
  all_articles: boolean;
  tag_ids: number[];
}

/**
 * The next members after `after` who chose this digest and have no claim for the period. Only
 * choices that stood when the period ended count: a member who chose a digest this morning (or
 * switched from one mail per article) does not get yesterday's articles again.
 */
function membersAfter(span: PeriodSpan, after: number, db: Db): Promise<DigestMember[]> {
  return db('newsletter_choices as c')
    .where('c.articles', span.period)
    .where('c.user_id', '>', after)
    .where('c.updated_at', '<', span.to)
    .whereNotExists(db('newsletter_digests as d').whereRaw('d.user_id = c.user_id').where({ 'd.period': span.period, 'd.period_start': span.start }).select(db.raw('1')))
    .orderBy('c.user_id')
    .limit(DIGEST_BATCH)
    .select('c.user_id', 'c.all_articles', db.raw('array(select f.tag_id from newsletter_followed_tags f where f.user_id = c.user_id order by f.tag_id) as tag_ids'));
}

/** What a member reads of the period: every article, or those carrying one of their tags. */
export const articlesFor = (member: Pick<DigestMember, 'all_articles' | 'tag_ids'>, articles: ArticleForMail[]): ArticleForMail[] =>
  member.all_articles ? articles : articles.filter((a) => a.tagIds.some((t) => member.tag_ids.includes(t)));

interface Planned {
  recipient: MailRecipient;
  articles: ArticleForMail[];
}

/**
 * Claims the batch's members for the period (on conflict nothing: a claim another run made stays
 * its own) and returns those of ours with something to read. Members with nothing to read, or who
 * may not be mailed, are claimed with a count of 0, so later runs pass them by.
 */
async function claim(span: PeriodSpan, members: DigestMember[], articles: ArticleForMail[], db: Db): Promise<Planned[]> {
  const recipients = new Map((await mailRecipients(members.map((m) => m.user_id), db)).map((r) => [r.id, r]));
  const plans = members.map((m) => ({ member: m, recipient: recipients.get(m.user_id), articles: recipients.has(m.user_id) ? articlesFor(m, articles) : [] }));
  const claimed: Array<{ user_id: number }> = await db('newsletter_digests')
    .insert(plans.map((p) => ({ user_id: p.member.user_id, period: span.period, period_start: span.start, article_count: p.articles.length })))
    .onConflict(['user_id', 'period', 'period_start'])
    .ignore()
    .returning('user_id');
  const ours = new Set(claimed.map((c) => c.user_id));
  return plans.flatMap((p) => (p.recipient && p.articles.length && ours.has(p.member.user_id) ? [{ recipient: p.recipient, articles: p.articles }] : []));
}

/** Each planned digest, rendered once per distinct list of articles, MAX_SMTP_CONNECTIONS at a time. A failed mail gives its claim back for the next run. */
async function mailDigests(span: PeriodSpan, planned: Planned[], db: Db): Promise<void> {
  const templates = new Map<string, Promise<FollowMailTemplate>>();
  const templateOf = (articles: ArticleForMail[]) => {
    const key = articles.map((a) => a.id).join();
    if (!templates.has(key)) templates.set(key, digestMail(span, articles));
    return templates.get(key)!;
  };
  const queue = [...planned];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { recipient, articles } = next;
      try {
        const messageId = followMessageId('digest', span.period, span.start, recipient.id);
        await sendMail(await addressFollowMail(await templateOf(articles), { userId: recipient.id, to: recipient.email }, messageId, db));
      } catch (err) {
        log.warn({ err, userId: recipient.id, period: span.period, start: span.start }, 'digest mail failed; the next run tries again');
        await db('newsletter_digests').where({ user_id: recipient.id, period: span.period, period_start: span.start }).delete();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(MAX_SMTP_CONNECTIONS, planned.length) }, worker));
}

const BatchPayload = z.object({ period: z.enum(DIGEST_PERIODS), start: z.iso.date(), after: z.number().int().nonnegative() });

/** One batch of a period's digests; a full batch queues the next. */
export const digestBatch = defineJob('newsletters.digest-batch', BatchPayload, (payload) => sendDigestBatch(payload));

const queueBatch = (period: DigestPeriod, start: string, after: number) =>
  enqueue(digestBatch, { period, start, after }, { dedupeKey: `digest:${period}:${start}:${after}` });

/** Claims and mails the digests of up to DIGEST_BATCH members after `after`. Safe to run twice. */
export async function sendDigestBatch({ period, start, after }: z.infer<typeof BatchPayload>, db: Db = defaultDb): Promise<void> {
  const span = await periodSpan(period, start, db);
  const members = await membersAfter(span, after, db);
  if (!members.length) return;
  const articles = await periodArticles(span, db);
  if (!articles.length) return;
  await mailDigests(span, await claim(span, members, articles, db), db);
  if (members.length === DIGEST_BATCH) await queueBatch(period, start, members.at(-1)!.user_id);
}

/** Starts the digests of the periods that ended last; a period with no new articles mails nobody. */
export async function startDigests(now: Date = new Date(), db: Db = defaultDb): Promise<void> {
  for (const period of DIGEST_PERIODS) {
    const span = await lastEndedPeriod(period, now, db);
    if ((await articlesFirstPublishedBetween(span.from, span.to, db)).length) await queueBatch(period, span.start, 0);
  }
}

/** Hourly: a period is taken up within the hour after it ends, and a run that failed is made good by the next. */
export const startDigestsJob = defineJob('newsletters.start-digests', z.object({}), () => startDigests());

export const digestJobs = [startDigestsJob, digestBatch];
export const digestSchedules: Schedule[] = [{ job: startDigestsJob, everyMs: 60 * 60 * 1000 }];
