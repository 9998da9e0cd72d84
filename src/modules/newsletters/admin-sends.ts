import { randomBytes } from 'node:crypto';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { idsFilter, textFilter, type RaList } from '../../platform/http/ra-list';
import { sendMail } from '../../platform/mail';
import { mailRecipients } from '../accounts';
import { articleForMail, articleIdsTitled, articleRefsOf } from '../content';
import { articleNewsletter } from './article-mail';
import { addressFollowMail, followMessageId } from './member-mail';
import { cancelScheduledSend } from './scheduled-sends';
import { queueBatch, type SendState } from './sends';
import type { AdminSend } from './schemas';

// The console's Newsletters: each article's send with its progress, paused and resumed, and a
// test mail of it to the administrator.

export const SEND_SORTS = ['id', 'created_at', 'starts_at', 'finished_at', 'state'] as const;

interface SendRow {
  id: number;
  article_id: number;
  state: SendState;
  run: number;
  created_at: Date;
  starts_at: Date;
  finished_at: Date | null;
  queued: number;
  sent: number;
  failed: number;
}

const counted = (db: Db, state: string) =>
  db.raw(`(select count(*)::int from newsletter_deliveries d where d.send_id = newsletter_sends.id and d.state = ?) as ${state === 'claimed' ? 'queued' : state}`, [state]);

async function present(rows: SendRow[], db: Db): Promise<AdminSend[]> {
  const articles = await articleRefsOf(rows.map((r) => r.article_id), { publishedOnly: false }, db);
  return rows.map((r) => ({
    id: r.id,
    article_id: r.article_id,
    article_slug: articles.get(r.article_id)?.slug ?? null,
    article_title: articles.get(r.article_id)?.title ?? null,
    state: r.state,
    queued: r.queued,
    sent: r.sent,
    failed: r.failed,
    created_at: new Date(r.created_at).toISOString(),
    starts_at: new Date(r.starts_at).toISOString(),
    finished_at: r.finished_at && new Date(r.finished_at).toISOString(),
  }));
}

const sendsQuery = (db: Db) => db('newsletter_sends').select('newsletter_sends.*', counted(db, 'claimed'), counted(db, 'sent'), counted(db, 'failed'));

/** A page of sends, newest first by default; `q` in the article's title, filter `state`, or getMany by id. */
export async function listSends(list: RaList, db: Db = defaultDb): Promise<{ rows: AdminSend[]; total: number }> {
  const base = db('newsletter_sends');
  const ids = idsFilter(list);
  if (ids) base.whereIn('id', ids);
  const q = textFilter(list);
  if (q) base.whereIn('article_id', await articleIdsTitled(q, 1000, db));
  if (typeof list.filter.state === 'string') base.where('state', list.filter.state);
  const [rows, total] = await Promise.all([
    sendsQuery(db).whereIn('id', base.clone().select('id')).orderBy(list.sort, list.order).orderBy('id', list.order).offset(list.offset).limit(list.limit) as Promise<SendRow[]>,
    base.clone().count<Array<{ n: string }>>('* as n').first(),
  ]);
  return { rows: await present(rows, db), total: Number(total?.n ?? 0) };
}

export async function getSend(id: number, db: Db = defaultDb): Promise<AdminSend> {
  const row: SendRow | undefined = await sendsQuery(db).where({ id }).first();
  if (!row) throw notFound('Newsletter');
  return (await present([row], db))[0]!;
}

const conflict = (message: string) => new AppError('conflict', message, 409);

/** Pauses a send: the batch being mailed finishes, no other starts. Pausing a paused send changes nothing. */
export async function pauseSend(id: number, db: Db = defaultDb): Promise<AdminSend> {
  const send = await getSend(id, db);
  if (send.state === 'done') throw conflict('This newsletter has been sent to everyone: there is nothing to pause.');
  if (send.state === 'scheduled') throw conflict('This newsletter has not started: cancel it instead.');
  if (send.state === 'cancelled') throw conflict('This newsletter was cancelled before it started: there is nothing to pause.');
  await db('newsletter_sends').where({ id, state: 'sending' }).update({ state: 'paused' });
  return getSend(id, db);
}

/** Resumes a paused send from its log, as a new run (a job of the paused run stops). Resuming a sending one changes nothing. */
export async function resumeSend(id: number, db: Db = defaultDb): Promise<AdminSend> {
  await withTransaction(db, async (trx) => {
    const send: Pick<SendRow, 'id' | 'article_id' | 'state' | 'run'> | undefined = await trx('newsletter_sends').where({ id }).forUpdate().first('id', 'article_id', 'state', 'run');
    if (!send) throw notFound('Newsletter');
    if (send.state === 'done') throw conflict('This newsletter has been sent to everyone: there is nothing to resume.');
    if (send.state === 'sending') return;
    // A cancelled send starts again only by publishing its article again (the editor is asked then).
    if (send.state === 'scheduled' || send.state === 'cancelled') throw conflict('This newsletter has not started: there is nothing to resume.');
    if (!(await articleForMail(send.article_id, trx))?.published) throw conflict('The article is not published: publish it again before resuming its newsletter.');
    const [resumed] = (await trx('newsletter_sends').where({ id }).update({ state: 'sending', run: send.run + 1 }).returning(['id', 'run'])) as Array<Pick<SendRow, 'id' | 'run'>>;
    await queueBatch(resumed!, { trx });
  });
  return getSend(id, db);
}

/** Cancels a send waiting to start: nobody is mailed. Cancelling a cancelled send changes nothing. */
export async function cancelSend(id: number, db: Db = defaultDb): Promise<AdminSend> {
  await getSend(id, db);
  if (!(await cancelScheduledSend(id, db))) throw conflict('This newsletter has started: pause it to stop the mails not yet sent.');
  return getSend(id, db);
}

/** Mails the article's newsletter to the administrator asking, as members get it; not logged as a delivery. */
export async function sendTest(id: number, adminId: number, db: Db = defaultDb): Promise<string> {
  const send = await getSend(id, db);
  const article = await articleForMail(send.article_id, db);
  if (!article) throw notFound('Article');
  const [admin] = await mailRecipients([adminId], db);
  if (!admin) throw conflict('Your account cannot be mailed: activate it first.');
  const template = await articleNewsletter(article);
  await sendMail(await addressFollowMail({ ...template, subject: `[Test] ${template.subject}` }, { userId: admin.id, to: admin.email }, followMessageId('test', article.id, admin.id, randomBytes(4).toString('hex')), db));
  return `A test of this newsletter was sent to ${admin.email}.`;
}
