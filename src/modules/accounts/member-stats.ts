import { db as defaultDb, type Db } from '../../platform/db';

/** Sign-ups per UTC day from `from` to `to` (inclusive), days without any left out. */
export async function newMembersByDay(from: string, to: string, db: Db = defaultDb): Promise<Array<{ day: string; new_members: number }>> {
  return db('users')
    .where('created_at', '>=', `${from}T00:00:00Z`)
    .where('created_at', '<', db.raw('?::date + 1', [to]))
    .select(db.raw(`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day`), db.raw('count(*)::int as new_members'))
    .groupBy('day')
    .orderBy('day');
}
