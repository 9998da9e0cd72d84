import type { Knex } from 'knex';
import { ADMINISTRATOR } from '../../platform/contract';
import { db as defaultDb, type Db } from '../../platform/db';

// How members sign what they write, for the modules that show it. A page of articles or comments
// is read in one query (issue 13), so the names come as columns for that query: subqueries this
// module writes, so which members show (not deleted ones) and where names live stay its business.

/** How a member signs an article: the username and the names they gave. */
export interface PublicName {
  username: string;
  first_name: string | null;
  last_name: string | null;
}

/** How a comment is signed: the username, and whether the author is an administrator (the Administrator badge). */
export interface CommentSignature {
  username: string;
  administrator: boolean;
}

/** The member whose id is in the outer query's column `userId`, unless deleted. */
const signer = (db: Db, userId: string) => db('users').whereRaw('users.id = ??', [userId]).whereNull('users.deleted_at');

/** A column for another module's select: the PublicName (json) of the member whose id is in `userId`; null once deleted. */
export const publicNameColumn = (db: Db, userId: string): Knex.QueryBuilder =>
  signer(db, userId).select(db.raw("json_build_object('username', users.username, 'first_name', users.first_name, 'last_name', users.last_name)"));

/**
 * What publicNameColumn reads, as the read cache keys a row that shows it (platform/http/read-scope.ts
 * keyedByRows): the tables, and the keys of the member whose name it showed.
 */
export const publicNameKeys = { tables: ['users'], of: (userId: number): string[] => [`users:id=${userId}`] } as const;

/** A column for another module's select: the CommentSignature (json) of the member whose id is in `userId`; null once deleted. */
export function commentSignatureColumn(db: Db, userId: string): Knex.QueryBuilder {
  const isAdmin = db('user_roles as ur').join('roles as r', 'r.id', 'ur.role_id').whereRaw('ur.user_id = users.id').where('r.slug', ADMINISTRATOR).select(db.raw('1'));
  return signer(db, userId).select(db.raw("json_build_object('username', users.username, 'administrator', exists(?))", [isAdmin]));
}

/** Usernames by user id, for showing who wrote something; deleted accounts are left out. */
export async function usernamesOf(ids: number[], db: Db = defaultDb): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows: Array<{ id: number; username: string }> = await db('users').whereIn('id', unique).whereNull('deleted_at').select('id', 'username');
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** The id of the member with this username (usernames are case-blind), or null. */
export async function userIdByUsername(username: string, db: Db = defaultDb): Promise<number | null> {
  const row: { id: number } | undefined = await db('users').where({ username }).whereNull('deleted_at').first('id');
  return row?.id ?? null;
}
