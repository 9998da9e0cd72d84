import { db as defaultDb, perUtcDay, type Db } from '../../platform/db';

/** Sign-ups per UTC day from `from` to `to` (inclusive), days without any left out. */
export async function newMembersByDay(from: string, to: string, db: Db = defaultDb): Promise<Array<{ day: string; new_members: number }>> {
  return perUtcDay(db, db('users'), 'created_at', from, to).select(db.raw('count(*)::int as new_members'));
}
