import type { Request } from 'express';
import { db as defaultDb, type Db } from '../../platform/db';
import type { AuthUser } from '../../platform/http/auth';
import { Session } from './models';
import { hashToken, newToken } from './tokens';

/** Sessions last one day (SPEC.md §9: the auth cookie lives one day). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** Where a request came from, as sessions and IP records keep it. */
export interface RequestMeta {
  ip?: string | null;
  userAgent?: string | null;
}

/** A request's address and browser, as its session and IP record keep them. */
export const requestMeta = (req: Request): RequestMeta => ({ ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null });

/** Opens a session and returns its token; only the token's hash is stored. */
export async function createSession(userId: number, meta: RequestMeta = {}, db: Db = defaultDb): Promise<string> {
  const { token, hash } = newToken();
  await db('user_sign_ins').insert({ user_id: userId, last_at: db.fn.now() }).onConflict('user_id').merge();
  await Session.query(db).insert({
    user_id: userId,
    token_hash: hash,
    expires_at: new Date(Date.now() + SESSION_TTL_MS),
    ip: meta.ip ?? null,
    user_agent: meta.userAgent?.slice(0, 400) ?? null,
  });
  return token;
}

interface SessionRow {
  session_id: number;
  user_id: number;
  username: string;
  activated_at: Date | null;
  roles: string[] | null;
}

/** The user a live token belongs to, or null: expired, revoked, or the account is closed. */
export async function resolveSession(token: string, db: Db = defaultDb): Promise<AuthUser | null> {
  const row: SessionRow | undefined = await db('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.token_hash', hashToken(token))
    .where('s.expires_at', '>', db.fn.now())
    .whereNull('u.deleted_at')
    .whereNull('u.suspended_at')
    .whereNull('u.deactivated_at')
    .first(
      's.id as session_id',
      'u.id as user_id',
      'u.username',
      'u.activated_at',
      db.raw('array(select r.slug from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles'),
    );
  if (!row) return null;
  return { id: row.user_id, username: row.username, activated: row.activated_at !== null, roles: row.roles ?? [], sessionId: row.session_id };
}

export async function revokeSession(sessionId: number, db: Db = defaultDb): Promise<void> {
  await Session.query(db).deleteById(sessionId);
}

/** Signs a user out everywhere, optionally keeping the session in use. */
export async function revokeUserSessions(userId: number, keepSessionId?: number, db: Db = defaultDb): Promise<void> {
  const q = Session.query(db).where('user_id', userId);
  if (keepSessionId) q.whereNot('id', keepSessionId);
  await q.delete();
}
