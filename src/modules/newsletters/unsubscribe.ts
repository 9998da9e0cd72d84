import { config } from '../../platform/config';
import { db as defaultDb, type Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { linkKey, sign, signedRight } from '../../platform/link-keys';
import { usernamesOf } from '../accounts';
import { MAIL_LISTS, type MailList } from './schemas';

// Unsubscribe links: {member}.{list}.{HMAC} under the newsletters' key. They do not expire: RFC 8058
// asks that a one-click link keep working, and an old mail's link must still stop the mails. What
// one grants is small (this member's newsletter choices, nothing else of the account), and changing
// NEWSLETTER_LINK_SECRET ends every link at once.

const signingKey = linkKey(config.NEWSLETTER_LINK_SECRET, 'newsletter_link_secrets');
const signed = (userId: number, list: MailList) => `unsubscribe:${userId}:${list}`;

/** The token of a member's link for one list. */
export async function unsubscribeToken(userId: number, list: MailList, db: Db = defaultDb): Promise<string> {
  return `${userId}.${list}.${sign(await signingKey(db), signed(userId, list))}`;
}

/** The one-click address (POST, RFC 8058) for List-Unsubscribe: absolute. */
export const unsubscribeUrl = (token: string) => `${config.publicUrl}/api/newsletters/unsubscribe?token=${token}`;

/** The page a person opens from the mail's visible link: it unsubscribes and shows every choice. */
export const unsubscribePageUrl = (token: string) => `${config.publicUrl}/newsletters/unsubscribe?token=${token}`;

export const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid. Please use the link from your latest email, or log in and change your choices in your profile.';

const badLink = () => new AppError('bad_unsubscribe_link', BAD_UNSUBSCRIBE_LINK, 404);
const TOKEN = /^([1-9]\d{0,9})\.([a-z_]+)\.([\w-]{43})$/;

/** The member and list a token names; a malformed, altered or forged one is a 404 that changes nothing. */
export async function verifyUnsubscribe(token: string, db: Db = defaultDb): Promise<{ userId: number; list: MailList }> {
  const [, id, list, sig] = TOKEN.exec(token) ?? [];
  const userId = Number(id);
  if (!sig || !MAIL_LISTS.includes(list as MailList) || !Number.isSafeInteger(userId)) throw badLink();
  if (!signedRight(await signingKey(db), signed(userId, list as MailList), sig)) throw badLink();
  return { userId, list: list as MailList };
}

/** The member a token names, who must still have an account (a deleted member's link is a 404 too). */
export async function linkHolder(token: string, db: Db = defaultDb): Promise<{ userId: number; list: MailList }> {
  const holder = await verifyUnsubscribe(token, db);
  if (!(await usernamesOf([holder.userId], db)).has(holder.userId)) throw badLink();
  return holder;
}
