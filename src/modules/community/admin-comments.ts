import type { z } from 'zod';
import { containsPattern, db as defaultDb, type Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { idsFilter, type RaList } from '../../platform/http/ra-list';
import { invalidInput } from '../../platform/http/validate';
import { usernamesOf } from '../accounts';
import { articleRefsOf, articleRowId } from '../content';
import { barredAmong } from './bans';
import { commentColumns, stateOf, type CommentRow } from './comment-rows';
import { moderateComment } from './reports';
import { AdminCommentFilter, type AdminCommentRecord, type AdminCommentUpdate } from './schemas';

// The console's view of comments: the moderation queue (reported ones first) and any comment found
// by text, article, author or state, with everything a moderator needs to judge it.

interface ReportRow {
  comment_id: number;
  user_id: number;
  reason: string | null;
  created_at: Date;
  resolved_at: Date | null;
}

async function present(rows: Array<CommentRow & { open_reports: number }>, db: Db): Promise<AdminCommentRecord[]> {
  const ids = rows.map((r) => r.id);
  const reports: ReportRow[] = ids.length ? await db('comment_reports').whereIn('comment_id', ids).orderBy('created_at', 'desc').select('comment_id', 'user_id', 'reason', 'created_at', 'resolved_at') : [];
  const authors = rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id]));
  const [names, articles, barred] = await Promise.all([
    usernamesOf([...authors, ...reports.map((r) => r.user_id)], db),
    articleRefsOf(rows.map((r) => r.article_id), { publishedOnly: false }, db),
    barredAmong(authors, db),
  ]);
  return rows.map((r) => ({
    id: r.id,
    article_id: articles.get(r.article_id)?.slug ?? '',
    article_title: articles.get(r.article_id)?.title ?? '',
    body: r.body,
    body_html: r.body_html,
    user_id: r.user_id,
    username: r.user_id === null ? null : (names.get(r.user_id) ?? null),
    author_banned: r.user_id !== null && barred.has(r.user_id),
    parent_comment: r.parent_comment,
    depth: r.depth,
    likes: r.likes,
    dislikes: r.dislikes,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
    hidden: stateOf(r) === 'hidden',
    deleted: stateOf(r) === 'deleted',
    open_reports: r.open_reports,
    reports: reports
      .filter((p) => p.comment_id === r.id)
      .map((p) => ({ username: names.get(p.user_id) ?? null, reason: p.reason, created_at: new Date(p.created_at).toISOString(), resolved: p.resolved_at !== null })),
  }));
}

const adminColumns = (db: Db) => [...commentColumns(db), 'comments.open_reports'];

/** GET /api/admin/comments: filter {q, reported, hidden, article_id, user_id}, or {id: [...]} (getMany). */
export async function listAdminComments(list: RaList, db: Db = defaultDb): Promise<{ rows: AdminCommentRecord[]; total: number }> {
  const { id: _ids, ...rest } = list.filter;
  const parsed = AdminCommentFilter.safeParse(rest);
  if (!parsed.success) throw invalidInput(parsed.error);
  const f = parsed.data;
  const q = db('comments');
  const ids = idsFilter(list);
  if (ids) q.whereIn('id', ids);
  if (f.q) q.whereILike('body', containsPattern(f.q));
  if (f.reported !== undefined) q.where('open_reports', f.reported ? '>' : '=', 0);
  if (f.hidden !== undefined) q[f.hidden ? 'whereNotNull' : 'whereNull']('hidden_at');
  if (f.article_id) q.where({ article_id: await articleRowId(f.article_id, { publishedOnly: false }, db) });
  if (f.user_id) q.where({ user_id: f.user_id });
  const counted = (await q.clone().count({ total: '*' }).first()) as { total: string };
  const rows = await q.select(adminColumns(db)).orderBy(list.sort, list.order).orderBy('id', list.order).offset(list.offset).limit(list.limit);
  return { rows: await present(rows, db), total: Number(counted.total) };
}

export async function getAdminComment(id: number, db: Db = defaultDb): Promise<AdminCommentRecord> {
  const row = await db('comments').where({ id }).first(adminColumns(db));
  if (!row) throw notFound('Comment');
  return (await present([row], db))[0]!;
}

/** PUT /api/admin/comments/{id}: hidden true hides, false restores; dismiss_reports settles the reports. */
export async function updateAdminComment(id: number, change: z.infer<typeof AdminCommentUpdate>, db: Db = defaultDb): Promise<AdminCommentRecord> {
  const current = await getAdminComment(id, db);
  if (change.hidden !== undefined && change.hidden !== current.hidden) await moderateComment(id, change.hidden ? 'hide' : 'restore', db);
  else if (change.dismiss_reports) await moderateComment(id, 'dismiss', db);
  return getAdminComment(id, db);
}

/** DELETE /api/admin/comments/{id}: removed for good (a stub stays while replies hang under it). */
export async function deleteAdminComment(id: number, db: Db = defaultDb): Promise<AdminCommentRecord> {
  await moderateComment(id, 'delete', db);
  return getAdminComment(id, db);
}
