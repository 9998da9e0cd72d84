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
  // The page and, on each row, the count of all: one query; a page past the end counts apart.
  const rows: Array<ListedMember & { total: number }> = await base
    .clone()
    .select('users.username', 'users.first_name', 'users.last_name', 'a.articles', 'a.comments', db.raw('count(*) over ()::int as total'))
    .orderBy([{ column: 'a.articles', order: 'desc' }, { column: 'a.comments', order: 'desc' }, { column: 'users.username' }])
    .offset(offset)
    .limit(limit);
  const counted = rows.length || !offset ? null : await base.clone().count({ n: '*' }).first();
  return { items: rows.map(({ total: _total, ...member }) => member), total: rows[0]?.total ?? Number(counted?.n ?? 0) };
}
