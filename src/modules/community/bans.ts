import { db as defaultDb, type Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { idsFilter, textFilter, type RaList } from '../../platform/http/ra-list';
import { usernamesOf, userIdByUsername } from '../accounts';
import type { CommentBanRecord } from './schemas';

// Members an administrator barred from commenting: they may still read, vote and report.

interface BanRow {
  user_id: number;
  reason: string | null;
  created_at: Date;
}

/** 403 for a barred member. */
export async function assertMayComment(userId: number, db: Db = defaultDb): Promise<void> {
  if (await db('comment_bans').where({ user_id: userId }).first('user_id')) {
    throw new AppError('barred', 'You can no longer post comments. Contact us if you think this is a mistake.', 403);
  }
}

/** The members among these who are barred. */
export async function barredAmong(userIds: number[], db: Db = defaultDb): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows: Array<{ user_id: number }> = await db('comment_bans').whereIn('user_id', [...new Set(userIds)]).select('user_id');
  return new Set(rows.map((r) => r.user_id));
}

async function present(rows: BanRow[], db: Db): Promise<CommentBanRecord[]> {
  const names = await usernamesOf(rows.map((r) => r.user_id), db);
  return rows.map((r) => ({ id: r.user_id, username: names.get(r.user_id) ?? null, reason: r.reason, created_at: new Date(r.created_at).toISOString() }));
}

export const ADMIN_BAN_SORTS = ['id', 'created_at'] as const;

/** The console's list of barred members; filter {q} is a username, {id: [...]} the members' ids (getMany). */
export async function listBans(list: RaList, db: Db = defaultDb): Promise<{ rows: CommentBanRecord[]; total: number }> {
  const q = db('comment_bans');
  const username = textFilter(list);
  if (username) q.where({ user_id: (await userIdByUsername(username, db)) ?? 0 });
  const ids = idsFilter(list);
  if (ids) q.whereIn('user_id', ids);
  const counted = (await q.clone().count({ total: '*' }).first()) as { total: string };
  const rows: BanRow[] = await q.select('user_id', 'reason', 'created_at').orderBy(list.sort === 'id' ? 'user_id' : list.sort, list.order).offset(list.offset).limit(list.limit);
  return { rows: await present(rows, db), total: Number(counted.total) };
}

export async function getBan(userId: number, db: Db = defaultDb): Promise<CommentBanRecord> {
  const row: BanRow | undefined = await db('comment_bans').where({ user_id: userId }).first('user_id', 'reason', 'created_at');
  if (!row) throw notFound('Bar');
  return (await present([row], db))[0]!;
}

/** Bars a member from commenting (again: the reason is replaced). */
export async function banMember(userId: number, reason: string | null, by: number, db: Db = defaultDb): Promise<CommentBanRecord> {
  if (!(await usernamesOf([userId], db)).size) throw notFound('Member');
  await db('comment_bans').insert({ user_id: userId, reason, banned_by: by }).onConflict('user_id').merge(['reason', 'banned_by']);
  return getBan(userId, db);
}

/** Lifts a bar; answers the bar lifted. */
export async function liftBan(userId: number, db: Db = defaultDb): Promise<CommentBanRecord> {
  const ban = await getBan(userId, db);
  await db('comment_bans').where({ user_id: userId }).delete();
  return ban;
}
