import { AppError } from '../../platform/errors';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { publish } from '../../platform/events';
import { enqueue } from '../../platform/jobs';
import { consumeToken, tokenOwner } from './account-tokens';
import { memberRegistered } from './events';
import { sendActivation, sendRegistrationAttempt } from './jobs';
import { loadUser } from './login';
import { hashPassword } from './passwords';
import { passwordWeakness } from './password-policy';
import { ACTIVATION_LINK_DAYS, REGISTRATION_MESSAGE, REQUIRED, type RegisterBody, type ResendActivationBody } from './schemas';
import { createSession, type RequestMeta } from './sessions';

/** Names nobody may register: they would pass for the shop speaking. */
const RESERVED_USERNAMES = new Set(['admin', 'administrator', 'root', 'system', 'support', 'moderator', 'staff', 'deleted', 'anonymous', 'null', 'undefined']);

const fieldError = (field: string, message: string, status = 400) => new AppError('validation', 'Please correct the highlighted fields.', status, { [field]: [message] });
const usernameTaken = () => fieldError('username', 'This username is taken. Please choose another.', 409);

/**
 * Registers an address. A new one gets an unactivated account and a mailed activation link, which
 * signs the member in; a known one gets no account, and its owner a mail saying someone tried,
 * with sign-in and reset links. Both answer REGISTRATION_MESSAGE after the same work (the password
 * is hashed either way), so registration does not tell whether an address has an account.
 * Usernames are public, so a taken one is said, whatever the address. Email and username are
 * unique regardless of case.
 */
export async function register(input: RegisterBody, meta: RequestMeta, db: Db = defaultDb): Promise<string> {
  if (RESERVED_USERNAMES.has(input.username.toLowerCase())) throw fieldError('username', 'This username is reserved. Please choose another.');
  const weakness = passwordWeakness(input.password, [input.username, input.email, input.first_name, input.last_name]);
  if (weakness) throw fieldError('password', weakness);
  const passwordHash = await hashPassword(input.password);

  await withTransaction(db, async (trx) => {
    if (await trx('users').where('username', input.username).first('id')) throw usernameTaken();
    // A known address (or a name taken this very moment) inserts nothing, rather than failing.
    const [created] = (await trx('users')
      .insert({
        email: input.email,
        username: input.username,
        password_hash: passwordHash,
        first_name: input.first_name,
        last_name: input.last_name,
        signup_ip: meta.ip ?? null,
      })
      .onConflict()
      .ignore()
      .returning('id')) as Array<{ id: number }>;
    if (created) {
      await publish(memberRegistered, { userId: created.id, newsletter: input.newsletter, at: new Date().toISOString() }, { trx });
      return enqueue(sendActivation, { userId: created.id }, { trx });
    }
    const owner = await trx('users').where('email', input.email).first('id');
    if (!owner) throw usernameTaken();
    await enqueue(sendRegistrationAttempt, { userId: owner.id }, { trx });
  });
  return REGISTRATION_MESSAGE;
}

export const INVALID_ACTIVATION = 'This activation link is invalid or has expired. Please ask for a new one.';
export const ALREADY_ACTIVE = 'Your account is already active.';

/**
 * Opens the activation link: activates the account and signs the member in. A link that no longer
 * works (used, expired) for an account that is active says so rather than "invalid": to its member
 * signed in, that they are active; to anyone else, to log in (only the mailbox had the link).
 */
export async function activate(code: string, meta: RequestMeta, requesterId: number | null = null, db: Db = defaultDb) {
  return withTransaction(db, async (trx) => {
    const used = await consumeToken(trx, code, 'activation');
    const user = used && (await loadUser(used.user_id, trx));
    if (!user) throw await spentLinkError(trx, code, requesterId);
    if (user.suspended_at) throw new AppError('invalid_link', INVALID_ACTIVATION, 400);
    if (!user.activated_at) await trx('users').where({ id: user.id }).update({ activated_at: trx.fn.now(), updated_at: trx.fn.now() });
    // Opening the link proves the mailbox; a deactivated member who does so is back too.
    if (user.deactivated_at) await trx('users').where({ id: user.id }).update({ deactivated_at: null });
    const token = await createSession(user.id, meta, trx);
    return { token, user: (await loadUser(user.id, trx))! };
  });
}

async function spentLinkError(db: Db, code: string, requesterId: number | null): Promise<AppError> {
  const ownerId = await tokenOwner(db, code, 'activation');
  const owner = ownerId === null ? null : await loadUser(ownerId, db);
  if (!owner?.activated_at || owner.suspended_at || owner.deactivated_at) return new AppError('invalid_link', INVALID_ACTIVATION, 400);
  if (owner.id === requesterId) return new AppError('already_active', ALREADY_ACTIVE, 409);
  return new AppError('already_active', 'This account is already active. Please log in.', 409);
}

/** "It works for N days", for the answers that mail a link. */
const LINK_TERM = `The link works for ${ACTIVATION_LINK_DAYS} days.`;

/** POST /auth/activate/resend: the signed-in member's own account, else the address a visitor names. */
export function resendActivationFor(memberId: number | null, { email }: ResendActivationBody): Promise<string> {
  if (memberId !== null) return resendActivation(memberId);
  if (!email) throw fieldError('email', REQUIRED);
  return resendActivationTo(email);
}

/** Mails a fresh activation link to a member who has not activated yet. */
async function resendActivation(userId: number, db: Db = defaultDb): Promise<string> {
  const user = await loadUser(userId, db);
  if (!user) throw new AppError('not_found', 'No records found.', 404);
  if (user.activated_at) throw new AppError('already_active', ALREADY_ACTIVE, 409);
  await enqueue(sendActivation, { userId });
  return `We sent a new activation link to ${user.email}. ${LINK_TERM}`;
}

/**
 * Mails a fresh activation link to the account at an address, if one waits for activation there.
 * The answer is the same either way, so it tells nobody whether the address has an account.
 */
async function resendActivationTo(email: string, db: Db = defaultDb): Promise<string> {
  const waiting: { id: number } | undefined = await db('users').where({ email }).whereNull('activated_at').whereNull('deleted_at').whereNull('suspended_at').first('id');
  if (waiting) await enqueue(sendActivation, { userId: waiting.id });
  return `If an account at ${email} is waiting for activation, we have sent it a new link. ${LINK_TERM}`;
}
