import { AppError } from '../../platform/errors';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { enqueue } from '../../platform/jobs';
import { consumeToken, voidTokens } from './account-tokens';
import { sendEmailChange, sendEmailChangedNotice } from './jobs';
import { loadUser } from './login';
import { User } from './models';
import { accountKey, guardPasswordCheck } from './password-guard';
import { hashPassword, verifyPassword } from './passwords';
import { passwordWeakness } from './password-policy';
import type { ProfileBody, UpdateEmailBody, UpdatePasswordBody } from './schemas';
import { revokeUserSessions } from './sessions';

const fieldError = (field: string, message: string, status = 400) =>
  new AppError('validation', 'Please correct the highlighted fields.', status, { [field]: [message] });

/** The signed-in member, or 401 when the account went away meanwhile. */
export async function requireUser(userId: number, db: Db = defaultDb): Promise<User> {
  const user = await loadUser(userId, db);
  if (!user) throw new AppError('unauthorized', 'Please log in to continue.', 401);
  return user;
}

/** Checks the password a member typed (from `ip`) to confirm a sensitive change; limited as sign-ins are. */
export async function confirmPassword(user: User, password: string, ip: string, field = 'password'): Promise<void> {
  const ok = await guardPasswordCheck(ip, async () => accountKey(user.id), () => verifyPassword(user.password_hash, password));
  if (!ok) throw fieldError(field, 'The password is incorrect.');
}

export async function updateProfile(userId: number, input: ProfileBody, db: Db = defaultDb): Promise<User> {
  await User.query(db).findById(userId).whereNull('deleted_at').patch({ ...input, updated_at: new Date() });
  return requireUser(userId, db);
}

/**
 * Starts an email change: the account keeps its current address until the link mailed to the new
 * one is opened (so a typo cannot lock the member out). Whether the address already has an account
 * is left to the job (sendEmailChange), which mails that account's owner a notice instead of a
 * link: the answer and the work here are the same either way, so the change does not tell a member
 * which addresses have accounts.
 */
export async function requestEmailChange(userId: number, input: UpdateEmailBody, ip: string, db: Db = defaultDb): Promise<string> {
  const user = await requireUser(userId, db);
  await confirmPassword(user, input.password, ip);
  if (user.email.toLowerCase() === input.new_email.toLowerCase()) throw fieldError('new_email', 'This is already your email address.');
  await enqueue(sendEmailChange, { userId, newEmail: input.new_email });
  return `We've sent a link to ${input.new_email}: open it to confirm your new address. Until then, your account keeps its current one.`;
}

export const INVALID_EMAIL_LINK = 'This confirmation link is invalid or has expired. Please ask for the change again.';

/** Opens the link mailed to the new address: the change takes effect and the old address is told. */
export async function confirmEmailChange(token: string, db: Db = defaultDb): Promise<void> {
  await withTransaction(db, async (trx) => {
    const used = await consumeToken(trx, token, 'email_change');
    const user = used && (await loadUser(used.user_id, trx));
    if (!used?.new_email || !user) throw new AppError('invalid_link', INVALID_EMAIL_LINK, 400);
    const taken = await trx('users').where('email', used.new_email).whereNot('id', user.id).first('id');
    // Taken since the link was mailed: only the holder of the new mailbox can read this.
    if (taken) throw new AppError('conflict', 'Another account now uses this email address, so yours was not changed.', 409);
    // Opening the link also proves the new mailbox, so it activates an account not yet activated.
    await trx('users').where({ id: user.id }).update({ email: used.new_email, activated_at: user.activated_at ?? trx.fn.now(), updated_at: trx.fn.now() });
    await voidTokens(trx, user.id, 'email_change');
    await voidTokens(trx, user.id, 'password_reset');
    await enqueue(sendEmailChangedNotice, { oldEmail: user.email, newEmail: used.new_email, name: user.first_name }, { trx });
  });
}

/** Changes the password; every other session is signed out, and old reset links stop working. */
export async function changePassword(userId: number, sessionId: number, input: UpdatePasswordBody, ip: string, db: Db = defaultDb): Promise<void> {
  const user = await requireUser(userId, db);
  await confirmPassword(user, input.old_password, ip, 'old_password');
  await setPassword(user, input.new_password, 'new_password', db, sessionId);
}

/** Stores a new password that passes the policy and revokes sessions (all but keepSessionId). */
export async function setPassword(user: User, password: string, field: string, db: Db, keepSessionId?: number): Promise<void> {
  const weakness = passwordWeakness(password, [user.username, user.email, user.first_name, user.last_name]);
  if (weakness) throw fieldError(field, weakness);
  const passwordHash = await hashPassword(password);
  await withTransaction(db, async (trx) => {
    await User.query(trx).findById(user.id).patch({ password_hash: passwordHash, updated_at: new Date() });
    await revokeUserSessions(user.id, keepSessionId, trx);
    await voidTokens(trx, user.id, 'password_reset');
  });
}
