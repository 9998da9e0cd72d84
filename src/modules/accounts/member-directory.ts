import type { Knex } from 'knex';
import { db as defaultDb, type Db } from '../../platform/db';
import type { ListedMember } from './schemas';

// The Members page (issue 27): the people who write here and chose to be listed. Only public
// names leave this module (never an email); which accounts show is its business.

/**
 * A page of the listed members (not deleted, deactivated or suspended) among those `activity`
 * names, the most prolific first. `activity` is a query of rows (user_id, articles, comments).
 */
export async function listedMembers(activity: Knex.QueryBuilder, offset: number, limit: number, db: Db = defaultDb): Promise<{ items: ListedMember[]; total: number }> {
  const base = db('users')
    .join(activity.as('a'), 'a.user_id', 'users.id')
    .where('users.listed', true)
    .whereNull('users.deleted_at')
    .whereNull('users.deactivated_at')
    .whereNull('users.suspended_at');
  const [items, counted] = await Promise.all([
    base
      .clone()
      .select('users.username', 'users.first_name', 'users.last_name', 'a.articles', 'a.comments')
      .orderBy([{ column: 'a.articles', order: 'desc' }, { column: 'a.comments', order: 'desc' }, { column: 'users.username' }])
      .offset(offset)
      .limit(limit) as Promise<ListedMember[]>,
    base.clone().count({ n: '*' }).first() as Promise<{ n: string | number } | undefined>,
  ]);
  return { items, total: Number(counted?.n ?? 0) };
}
