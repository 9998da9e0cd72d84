import type { Knex } from 'knex';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { tagsByIds } from '../content';
import { NO_CHOICES, type ArticleMode, type ChoicesResponse, type ConsentSource, type MailList, type NewsletterChoices } from './schemas';

// A member's choices: what they follow by mail. Every change is recorded as consent given (what,
// when, from where); saving the same choices again changes nothing and records nothing.

interface ChoicesRow {
  articles: ArticleMode;
  all_articles: boolean;
  replies: boolean;
}

/** A member's choices; everything off when they never chose. */
export async function choicesOf(userId: number, db: Db = defaultDb): Promise<NewsletterChoices> {
  const [row, tags] = await Promise.all([
    db('newsletter_choices').where({ user_id: userId }).first() as Promise<ChoicesRow | undefined>,
    db('newsletter_followed_tags').where({ user_id: userId }).orderBy('tag_id').pluck('tag_id') as Promise<number[]>,
  ]);
  return row ? { articles: row.articles, all_articles: row.all_articles, tag_ids: tags, replies: row.replies } : { ...NO_CHOICES };
}

/** The choices with the followed tags named (tags deleted since are gone with their rows). */
export async function presentChoices(userId: number, db: Db = defaultDb): Promise<ChoicesResponse> {
  const choices = await choicesOf(userId, db);
  return { ...choices, tags: await tagsByIds(choices.tag_ids, db) };
}

/** The same new articles: mode, all or chosen, and the same tags. */
const sameArticles = (a: NewsletterChoices, b: NewsletterChoices) =>
  a.articles === b.articles && a.all_articles === b.all_articles && [...a.tag_ids].sort((x, y) => x - y).join() === [...b.tag_ids].sort((x, y) => x - y).join();
const sameChoices = (a: NewsletterChoices, b: NewsletterChoices) => sameArticles(a, b) && a.replies === b.replies;

const unknownTags = () => new AppError('validation', 'Please correct the highlighted fields.', 400, { tag_ids: ['Choose tags from the list.'] });

/** Whether a member ever made a choice (a consent is recorded). */
export async function hasChosen(userId: number, db: Db = defaultDb): Promise<boolean> {
  return !!(await db('newsletter_consents').where({ user_id: userId }).first('id'));
}

/**
 * Saves a member's choices and records the consent (given now, or at `givenAt`: the registration
 * form's moment), in one transaction. Tags must exist (400 otherwise). Returns whether anything changed.
 */
export async function setChoices(userId: number, wanted: NewsletterChoices, source: ConsentSource, db: Db = defaultDb, givenAt?: Date): Promise<boolean> {
  const choices = { ...wanted, tag_ids: [...new Set(wanted.tag_ids)].sort((a, b) => a - b) };
  return withTransaction(db, async (trx) => {
    if ((await tagsByIds(choices.tag_ids, trx)).length !== choices.tag_ids.length) throw unknownTags();
    // Locks the member's row (when there is one) so two saves at once record in order.
    await trx('newsletter_choices').where({ user_id: userId }).forUpdate().first('user_id');
    if (sameChoices(await choicesOf(userId, trx), choices)) return false;
    await writeChoices(trx, userId, choices);
    await trx('newsletter_consents').insert({ user_id: userId, choices: JSON.stringify(choices), source, ...(givenAt ? { given_at: givenAt } : {}) });
    return true;
  });
}

async function writeChoices(trx: Knex.Transaction, userId: number, choices: NewsletterChoices): Promise<void> {
  const { articles, all_articles, replies } = choices;
  await trx('newsletter_choices')
    .insert({ user_id: userId, articles, all_articles, replies })
    .onConflict('user_id')
    .merge({ articles, all_articles, replies, updated_at: trx.fn.now() });
  await trx('newsletter_followed_tags').where({ user_id: userId }).delete();
  if (choices.tag_ids.length) await trx('newsletter_followed_tags').insert(choices.tag_ids.map((tag_id) => ({ user_id: userId, tag_id })));
}

/** One list off (new articles, digests included; or replies), recorded as an unsubscribe. Safe to repeat. */
export async function unsubscribe(userId: number, list: MailList, db: Db = defaultDb): Promise<void> {
  await withTransaction(db, async (trx) => {
    const choices = await choicesOf(userId, trx);
    await setChoices(userId, list === 'new_articles' ? { ...choices, articles: 'off' } : { ...choices, replies: false }, 'unsubscribe', trx);
  });
}

export const LINK_TURNS_OFF_ONLY = 'This link can only turn mails off. To turn them on or choose volumes and tags, log in and change them in your profile.';

/**
 * Whether `wanted` only turns lists of `current` off: new articles off or left as they are,
 * replies off or left as they are. Anything else (a list on, another digest, other tags) would
 * let whoever holds an old mail sign its owner up for more.
 */
export const onlyTurnsOff = (current: NewsletterChoices, wanted: NewsletterChoices) =>
  (wanted.articles === 'off' || sameArticles(current, wanted)) && (!wanted.replies || current.replies);

/**
 * Saves what an unsubscribe link asks, without a session: the lists it turns off, keeping the
 * rest as it stands (the followed tags too). Turning anything on is a 403 that changes nothing:
 * that needs the member signed in.
 */
export async function turnOffByLink(userId: number, wanted: NewsletterChoices, db: Db = defaultDb): Promise<void> {
  await withTransaction(db, async (trx) => {
    await trx('newsletter_choices').where({ user_id: userId }).forUpdate().first('user_id');
    const current = await choicesOf(userId, trx);
    if (!onlyTurnsOff(current, wanted)) throw new AppError('link_turns_off_only', LINK_TURNS_OFF_ONLY, 403);
    await setChoices(userId, { ...current, articles: wanted.articles === 'off' ? 'off' : current.articles, replies: current.replies && wanted.replies }, 'unsubscribe', trx);
  });
}

/**
 * Lets go of everything kept for a deleted member: choices, consents, the send log, digests and
 * reply notices (the users row's deletion would take them too; this does not wait for it).
 */
export async function forgetMember(userId: number, db: Db = defaultDb): Promise<void> {
  await withTransaction(db, async (trx) => {
    for (const table of ['newsletter_followed_tags', 'newsletter_choices', 'newsletter_consents', 'newsletter_deliveries', 'newsletter_digests']) {
      await trx(table).where({ user_id: userId }).delete();
    }
    await trx('reply_notices').where({ recipient_id: userId }).delete();
  });
}
