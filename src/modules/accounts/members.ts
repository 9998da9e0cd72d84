import { AppError, notFound } from '../../platform/errors';
import { containsPattern, db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { ADMINISTRATOR } from '../../platform/contract';
import { idsFilter, textFilter, type RaList } from '../../platform/http/ra-list';
import { revokeUserSessions } from './sessions';

/** The admin console's Members list sorts by these columns only. */
export const MEMBER_SORTS = ['id', 'username', 'email', 'first_name', 'last_name', 'created_at'] as const;

export interface MemberRow {
  id: number;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  roles: string[];
  activated_at: Date | null;
  deactivated_at: Date | null;
  suspended_at: Date | null;
  created_at: Date;
  last_sign_in_at?: Date | null;
}

function memberColumns(db: Db) {
  return [
    'users.id',
    'username',
    'email',
    'first_name',
    'last_name',
    'phone',
    'activated_at',
    'deactivated_at',
    'suspended_at',
    'users.created_at',
    db.raw('(select s.last_at from user_sign_ins s where s.user_id = users.id) as last_sign_in_at'),
    db.raw("coalesce((select array_agg(r.slug order by r.slug) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = users.id), '{}') as roles"),
  ];
}

/**
 * One page of members for administrators, searched by the `q` filter across username, email and
 * names. Deleted accounts are hidden everywhere, here too.
 */
export async function listMembers(list: RaList, db: Db = defaultDb): Promise<{ rows: MemberRow[]; total: number }> {
  const q = textFilter(list);
  const base = db('users').whereNull('deleted_at');
  if (q) {
    const like = containsPattern(q);
    base.where((w) => w.whereILike('username', like).orWhereILike('email', like).orWhereILike('first_name', like).orWhereILike('last_name', like));
  }
  const ids = idsFilter(list);
  if (ids) base.whereIn('users.id', ids);
  const counted = await base.clone().count({ total: '*' }).first();
  const rows: MemberRow[] = await base
    .select(memberColumns(db))
    .orderBy(list.sort === 'created_at' ? 'users.created_at' : list.sort === 'id' ? 'users.id' : list.sort, list.order)
    .orderBy('users.id', list.order)
    .offset(list.offset)
    .limit(list.limit);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** One member with the time of their last sign-in. */
export async function getMember(id: number, db: Db = defaultDb): Promise<MemberRow> {
  const row: MemberRow | undefined = await db('users')
    .whereNull('deleted_at')
    .where('users.id', id)
    .first(memberColumns(db));
  if (!row) throw notFound('Member');
  return row;
}

export type MemberAction = 'suspend' | 'reinstate' | 'grant-admin' | 'revoke-admin';

/**
 * An administrator's action on a member. Nobody suspends themselves or gives up their own role,
 * and the last active administrator cannot be suspended or demoted by another (two
 * administrators acting on each other at once are serialised by a lock on the role's rows).
 */
export async function actOnMember(actorId: number, memberId: number, action: MemberAction, db: Db = defaultDb): Promise<MemberRow> {
  if (actorId === memberId && action === 'suspend') throw new AppError('self', 'You cannot suspend your own account.', 400);
  if (actorId === memberId && action === 'revoke-admin') throw new AppError('self', 'You cannot remove your own administrator role.', 400);
  await withTransaction(db, async (trx) => {
    await getMember(memberId, trx);
    const role = await trx('roles').where({ slug: ADMINISTRATOR }).first('id');
    if (action === 'suspend' || action === 'revoke-admin') await keepAnAdministrator(trx, role.id, memberId);
    switch (action) {
      case 'suspend':
        // The first suspension's date stays: suspending again changes nothing.
        await trx('users').where({ id: memberId }).whereNull('suspended_at').update({ suspended_at: trx.fn.now(), updated_at: trx.fn.now() });
        await revokeUserSessions(memberId, undefined, trx);
        break;
      case 'reinstate':
        await trx('users').where({ id: memberId }).update({ suspended_at: null, updated_at: trx.fn.now() });
        break;
      case 'grant-admin':
        await trx('user_roles').insert({ user_id: memberId, role_id: role.id }).onConflict(['user_id', 'role_id']).ignore();
        break;
      case 'revoke-admin':
        await trx('user_roles').where({ user_id: memberId, role_id: role.id }).delete();
        break;
    }
  });
  return getMember(memberId, db);
}

/** Refuses when taking memberId away would leave no active administrator. */
async function keepAnAdministrator(trx: Db, roleId: number, memberId: number): Promise<void> {
  const admins: Array<{ user_id: number }> = await trx('user_roles').where({ role_id: roleId }).forUpdate().select('user_id');
  if (!admins.some((a) => a.user_id === memberId)) return;
  const others = await trx('users')
    .whereIn('id', admins.map((a) => a.user_id).filter((id) => id !== memberId))
    .whereNull('suspended_at')
    .whereNull('deleted_at')
    .whereNull('deactivated_at')
    .count({ n: '*' })
    .first();
  if (!Number(others?.n ?? 0)) throw new AppError('last_admin', 'At least one active administrator must remain.', 400);
}
