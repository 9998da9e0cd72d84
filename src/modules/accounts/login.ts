import { AppError } from '../../platform/errors';
import { db as defaultDb, type Db } from '../../platform/db';
import { User } from './models';
import { burnPasswordCheck, verifyPassword } from './passwords';
import type { LoginBody } from './schemas';
import { createSession } from './sessions';

const invalidCredentials = () => new AppError('invalid_credentials', 'The username or password is incorrect.', 401);

/** Finds a user by username or email, regardless of case (both columns are citext). */
export function findByLogin(login: string, db: Db = defaultDb) {
  return User.query(db)
    .where((q) => q.where('username', login).orWhere('email', login))
    .whereNull('deleted_at')
    .withGraphFetched('roles')
    .first();
}

/** Checks the credentials and opens a session. The same error, after the same work, for a wrong user and a wrong password. */
export async function login(input: LoginBody, meta: { ip?: string | null; userAgent?: string | null }, db: Db = defaultDb) {
  const user = await findByLogin(input.user, db);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.password_hash, input.password))) throw invalidCredentials();
  if (user.suspended_at) throw new AppError('suspended', 'This account has been suspended. Please contact us.', 403);
  if (user.deactivated_at) throw new AppError('deactivated', 'This account is deactivated.', 403);
  const token = await createSession(user.id, meta, db);
  return { token, user };
}

/** The user behind a session, with roles. */
export function loadUser(userId: number, db: Db = defaultDb) {
  return User.query(db).findById(userId).whereNull('deleted_at').withGraphFetched('roles').first();
}
