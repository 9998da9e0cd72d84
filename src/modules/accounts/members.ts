import { db } from '../../platform/db';
import type { RaList } from '../../platform/http/ra-list';

/** The admin console's Members list sorts by these columns only. */
export const MEMBER_SORTS = ['id', 'username', 'email', 'created_at'] as const;

export interface MemberRow {
  id: number;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  roles: string[];
  activated_at: Date | null;
  suspended_at: Date | null;
  created_at: Date;
}

/**
 * One page of members for administrators, searched by the `q` filter across username, email and
 * names. Deleted accounts are hidden everywhere, here too.
 */
export async function listMembers(list: RaList): Promise<{ rows: MemberRow[]; total: number }> {
  const q = typeof list.filter.q === 'string' ? list.filter.q.trim() : '';
  const base = db('users').whereNull('deleted_at');
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base.where((w) =>
      w.whereILike('username', like).orWhereILike('email', like).orWhereILike('first_name', like).orWhereILike('last_name', like),
    );
  }
  const [{ total }] = await base.clone().count<{ total: number }[]>({ total: '*' });
  const rows: MemberRow[] = await base
    .select('id', 'username', 'email', 'first_name', 'last_name', 'activated_at', 'suspended_at', 'created_at')
    .select(
      db.raw(
        "coalesce((select array_agg(r.slug order by r.slug) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = users.id), '{}') as roles",
      ),
    )
    .orderBy(list.sort, list.order)
    .orderBy('id', list.order)
    .offset(list.offset)
    .limit(list.limit);
  return { rows, total: Number(total) };
}
