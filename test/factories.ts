import { randomBytes } from 'node:crypto';
import { createSession, hashPassword } from '../src/modules/accounts';
import { db } from '../src/platform/db';

let passwordHash: Promise<string> | null = null;
export const FACTORY_PASSWORD = 'correct horse battery staple';

export interface MadeUser {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** Inserts a member (activated unless told otherwise), with the given role slugs. */
export async function makeUser(opts: { username?: string; roles?: string[]; activated?: boolean } = {}): Promise<MadeUser> {
  passwordHash ??= hashPassword(FACTORY_PASSWORD);
  const username = opts.username ?? `user_${randomBytes(4).toString('hex')}`;
  const email = `${username}@example.test`;
  const [row] = await db('users')
    .insert({
      username,
      email,
      password_hash: await passwordHash,
      first_name: 'Test',
      last_name: 'Member',
      activated_at: opts.activated === false ? null : new Date(),
    })
    .returning('id');
  const id = (row as { id: number }).id;
  for (const slug of opts.roles ?? []) {
    const role = await db('roles').where({ slug }).first('id');
    await db('user_roles').insert({ user_id: id, role_id: role.id });
  }
  return { id, username, email, password: FACTORY_PASSWORD };
}

export const makeAdmin = (opts: { username?: string } = {}) => makeUser({ ...opts, roles: ['administrator'] });

/** A session token for the user, as if they had signed in. */
export const signIn = (user: { id: number }) => createSession(user.id);
