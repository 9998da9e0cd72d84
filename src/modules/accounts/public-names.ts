import { db as defaultDb, type Db } from '../../platform/db';

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
