import { AppError } from '../../platform/errors';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { enqueue } from '../../platform/jobs';
import { consumeToken } from './account-tokens';
import { sendPasswordReset } from './jobs';
import { loadUser } from './login';
import { setPassword } from './profile';

/** The same answer whether or not an account uses the address, so it reveals nothing. */
export const RESET_REQUESTED = 'If an account uses that address, we have sent it a link to reset the password. The link works for 1 hour.';
export const INVALID_RESET = 'This reset link is invalid or has expired. Please ask for a new one.';

export async function requestPasswordReset(email: string, db: Db = defaultDb): Promise<string> {
  const user = await db('users').where({ email }).whereNull('deleted_at').whereNull('suspended_at').first('id');
  if (user) await enqueue(sendPasswordReset, { userId: user.id });
  return RESET_REQUESTED;
}

/** Sets the new password from a reset link; every session is signed out. */
export async function resetPassword(token: string, password: string, db: Db = defaultDb): Promise<void> {
  await withTransaction(db, async (trx) => {
    const used = await consumeToken(trx, token, 'password_reset');
    const user = used && (await loadUser(used.user_id, trx));
    if (!user) throw new AppError('invalid_link', INVALID_RESET, 400);
    // The link proved the mailbox: an account never activated counts as activated now.
    if (!user.activated_at) await trx('users').where({ id: user.id }).update({ activated_at: trx.fn.now() });
    await setPassword(user, password, 'new_password', trx);
  });
}
