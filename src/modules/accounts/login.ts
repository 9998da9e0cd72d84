import { AppError } from '../../platform/errors';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { recordIp } from './ip-records';
import { User } from './models';
import { accountKey, guardPasswordCheck, unknownKey } from './password-guard';
import { burnPasswordCheck, verifyPassword } from './passwords';
import type { LoginBody } from './schemas';
import type { Request } from 'express';
import { createSession, requestMeta, type RequestMeta } from './sessions';

const invalidCredentials = () => new AppError('invalid_credentials', 'The username or password is incorrect.', 401);

/** Finds a user by username or email, regardless of case (both columns are citext). */
export function findByLogin(login: string, db: Db = defaultDb) {
  return User.query(db)
    .where((q) => q.where('username', login).orWhere('email', login))
    .whereNull('deleted_at')
    .withGraphFetched('roles')
    .first();
}

/**
 * The user whose credentials these are. The same error, after the same work, for a wrong user and
 * a wrong password; failures count against the account whichever of its names was typed.
 */
async function checkCredentials(input: LoginBody, ip: string, db: Db): Promise<User> {
  let user: User | undefined;
  const ok = await guardPasswordCheck(
    ip,
    async () => {
      user = await findByLogin(input.user, db);
      return user ? accountKey(user.id) : unknownKey(input.user);
    },
    () => (user ? verifyPassword(user.password_hash, input.password) : burnPasswordCheck(input.password)),
  );
  if (!user || !ok) throw invalidCredentials();
  if (user.suspended_at) throw new AppError('suspended', 'This account has been suspended. Please contact us.', 403);
  return user;
}

async function openSession(user: User, meta: RequestMeta, db: Db) {
  return withTransaction(db, async (trx) => {
    const token = await createSession(user.id, meta, trx);
    await recordIp(user.id, meta.ip, 'sign_in', trx);
    return token;
  });
}

/** Checks the credentials and opens a session; a deactivated account is told it can reactivate. */
export async function login(input: LoginBody, meta: RequestMeta, db: Db = defaultDb) {
  const user = await checkCredentials(input, meta.ip ?? 'unknown', db);
  if (user.deactivated_at) throw new AppError('deactivated', 'This account is deactivated. Reactivate it to log in.', 403);
  return { token: await openSession(user, meta, db), user };
}

/**
 * Signing in from a request: POST /api/auth/login and the site's /login form without scripts
 * (src/site-context.ts) both come here, so both count against the same limits and lockout.
 */
export const signIn = (req: Request, input: LoginBody) => login(input, requestMeta(req));

/** Signing in again reactivates a deactivated account (SPEC §4 "Account"). */
export async function reactivate(input: LoginBody, meta: RequestMeta, db: Db = defaultDb) {
  const user = await checkCredentials(input, meta.ip ?? 'unknown', db);
  if (user.deactivated_at) await User.query(db).findById(user.id).patch({ deactivated_at: null, updated_at: new Date() });
  return { token: await openSession(user, meta, db), user: (await loadUser(user.id, db))! };
}

/** The user behind a session, with roles. */
export function loadUser(userId: number, db: Db = defaultDb) {
  return User.query(db).findById(userId).whereNull('deleted_at').withGraphFetched('roles').first();
}
