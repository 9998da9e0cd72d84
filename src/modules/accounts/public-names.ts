import { ADMINISTRATOR } from '../../platform/contract';
import { db as defaultDb, type Db } from '../../platform/db';

/** How a member signs what they wrote: the username and the names they gave. */
export interface PublicName {
  username: string;
  first_name: string | null;
  last_name: string | null;
}

/** Public names by user id, for signing an article; deleted accounts are left out. */
export async function publicNamesOf(ids: number[], db: Db = defaultDb): Promise<Map<number, PublicName>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows: Array<PublicName & { id: number }> = await db('users').whereIn('id', unique).whereNull('deleted_at').select('id', 'username', 'first_name', 'last_name');
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}

/** Usernames by user id, for showing who wrote something; deleted accounts are left out. */
export async function usernamesOf(ids: number[], db: Db = defaultDb): Promise<Map<number, string>> {
  const names = await publicNamesOf(ids, db);
  return new Map([...names].map(([id, name]) => [id, name.username]));
}

/** The id of the member with this username (usernames are case-blind), or null. */
export async function userIdByUsername(username: string, db: Db = defaultDb): Promise<number | null> {
  const row: { id: number } | undefined = await db('users').where({ username }).whereNull('deleted_at').first('id');
  return row?.id ?? null;
}

/** How a comment is signed: the username, and whether the author is an administrator (the Administrator badge). */
export interface CommentSignature {
  username: string;
  administrator: boolean;
}

/** Comment signatures by user id; deleted accounts are left out. */
export async function commentSignaturesOf(ids: number[], db: Db = defaultDb): Promise<Map<number, CommentSignature>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const isAdmin = db('user_roles as ur').join('roles as r', 'r.id', 'ur.role_id').whereRaw('ur.user_id = users.id').where('r.slug', ADMINISTRATOR).select(db.raw('1'));
  const rows: Array<{ id: number; username: string; administrator: boolean }> = await db('users')
    .whereIn('id', unique)
    .whereNull('deleted_at')
    .select('id', 'username', db.raw('exists(?) as administrator', [isAdmin]));
  return new Map(rows.map(({ id, username, administrator }) => [id, { username, administrator }]));
}
