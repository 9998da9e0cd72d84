import { db as defaultDb, perUtcDay, type Db } from '../../platform/db';

/** Comments posted and reports made per UTC day from `from` to `to` (inclusive), days without any left out. */
export async function commentActivityByDay(from: string, to: string, db: Db = defaultDb): Promise<Array<{ day: string; comments: number; reports: number }>> {
  const perDay = (table: string) => perUtcDay(db, db(table), 'created_at', from, to).select(db.raw('count(*)::int as n'));
  const [comments, reports] = (await Promise.all([perDay('comments'), perDay('comment_reports')])) as [Array<{ day: string; n: number }>, Array<{ day: string; n: number }>];
  const days = new Map<string, { day: string; comments: number; reports: number }>();
  for (const c of comments) days.set(c.day, { day: c.day, comments: c.n, reports: 0 });
  for (const r of reports) days.set(r.day, { ...(days.get(r.day) ?? { day: r.day, comments: 0 }), reports: r.n });
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}
