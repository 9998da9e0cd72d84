import { isId } from '../../platform/contract';
import { db as defaultDb, type Db } from '../../platform/db';
import { newMembersByDay } from '../accounts';
import { bestSellers, salesByDay } from '../checkout';
import { commentActivityByDay } from '../community';
import { articleTitlesBySlug } from '../content';
import { skuTitlesOf } from '../shop';
import { FUNNEL_STEPS, TOTALS, type Compared, type DashboardQuery, type DashboardResponse, type TotalName } from './admin-schemas';
import { FUNNEL_PREFIX, freshenToday } from './rollups';
import { dayOf } from './visitors';

// The dashboard: each figure of the period beside the period before it, from the daily rollups
// and the other modules' own daily figures (each module counts its own rows).

const DAY_MS = 86_400_000;
const TOP = 10;
const shift = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** Every day from `from` to `to`, inclusive. */
function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = shift(d, 1)) out.push(d);
  return out;
}

type DayRow = DashboardResponse['days'][number];
const EMPTY: Omit<DayRow, 'day'> = { visitors: 0, views: 0, orders: 0, revenue: 0, average_order_value: 0, new_members: 0, comments: 0, reports: 0 };

/** Per-day rows over both periods, zeros where nothing happened. */
async function dailyRows(from: string, to: string, db: Db): Promise<Map<string, DayRow>> {
  const [traffic, sales, members, community] = await Promise.all([
    db('daily_traffic').whereBetween('day', [from, to]).select(db.raw(`to_char(day, 'YYYY-MM-DD') as day`), 'views', 'visitors') as Promise<Array<{ day: string; views: number; visitors: number }>>,
    salesByDay(from, to, db),
    newMembersByDay(from, to, db),
    commentActivityByDay(from, to, db),
  ]);
  const rows = new Map(daysBetween(from, to).map((day) => [day, { day, ...EMPTY }]));
  const merge = (day: string, values: Partial<DayRow>) => {
    const row = rows.get(day);
    if (row) Object.assign(row, values);
  };
  for (const t of traffic) merge(t.day, { views: t.views, visitors: t.visitors });
  for (const s of sales) merge(s.day, { orders: s.orders, revenue: round(s.revenue), average_order_value: s.orders ? round(s.revenue / s.orders) : 0 });
  for (const m of members) merge(m.day, { new_members: m.new_members });
  for (const c of community) merge(c.day, { comments: c.comments, reports: c.reports });
  return rows;
}

const round = (n: number) => Math.round(n * 100) / 100;

function totalsOf(rows: DayRow[]): Record<TotalName, number> {
  const sums = Object.fromEntries(TOTALS.map((name) => [name, round(rows.reduce((n, r) => n + r[name], 0))])) as Record<TotalName, number>;
  // An average of the period, not a sum of daily averages.
  return { ...sums, average_order_value: sums.orders ? round(sums.revenue / sums.orders) : 0 };
}

/** The most viewed paths matching a pattern in the period, with the period before's views. */
async function topPaths(pattern: string | null, range: { from: string; to: string; previous_from: string; previous_to: string }, db: Db) {
  const q = db('daily_paths').whereBetween('day', [range.from, range.to]).select('path', db.raw('sum(views)::int as views'), db.raw('sum(visitors)::int as visitors')).groupBy('path');
  if (pattern) q.whereRaw('path ~ ?', [pattern]);
  const rows: Array<{ path: string; views: number; visitors: number }> = await q.orderBy([{ column: 'views', order: 'desc' }, { column: 'path' }]).limit(TOP);
  const before: Array<{ path: string; views: number }> = rows.length
    ? await db('daily_paths').whereBetween('day', [range.previous_from, range.previous_to]).whereIn('path', rows.map((r) => r.path)).select('path', db.raw('sum(views)::int as views')).groupBy('path')
    : [];
  const previous = new Map(before.map((b) => [b.path, b.views]));
  return rows.map((r) => ({ ...r, previous_views: previous.get(r.path) ?? 0 }));
}

/**
 * The funnel over each period: the visitor-days at each step (rollups.ts counts a visitor at every
 * step up to the furthest they reached), and the share of the step before, so never above 1.
 */
async function funnel(range: { from: string; to: string; previous_from: string; previous_to: string }, db: Db): Promise<DashboardResponse['funnel']> {
  const counts = async (from: string, to: string) => {
    const rows: Array<{ kind: string; visitors: number }> = await db('daily_events').whereBetween('day', [from, to]).where('kind', 'like', `${FUNNEL_PREFIX}%`).select('kind', db.raw('sum(visitors)::int as visitors')).groupBy('kind');
    const byStep = new Map(rows.map((r) => [r.kind.slice(FUNNEL_PREFIX.length), r.visitors]));
    return FUNNEL_STEPS.map((step) => byStep.get(step) ?? 0);
  };
  const [now, before] = await Promise.all([counts(range.from, range.to), counts(range.previous_from, range.previous_to)]);
  return FUNNEL_STEPS.map((step, i) => {
    const prior = i === 0 ? 0 : now[i - 1]!;
    return { step, count: now[i]!, previous: before[i]!, rate: prior ? round(now[i]! / prior) : null };
  });
}

/** GET /api/admin/dashboard: today's rollup is freshened first, so the day so far is in. */
export async function dashboard(q: DashboardQuery, db: Db = defaultDb): Promise<DashboardResponse> {
  const length = daysBetween(q.from, q.to).length;
  const range = { from: q.from, to: q.to, previous_from: shift(q.from, -length), previous_to: shift(q.from, -1) };
  const today = dayOf(new Date());
  if (q.from <= today && today <= q.to) await freshenToday(db);

  const rows = await dailyRows(range.previous_from, range.to, db);
  const current = [...rows.values()].filter((r) => r.day >= range.from);
  const now = totalsOf(current);
  const before = totalsOf([...rows.values()].filter((r) => r.day < range.from));
  const totals = Object.fromEntries(TOTALS.map((t) => [t, { current: now[t], previous: before[t] }])) as Record<TotalName, Compared>;

  const [pages, products, articles, steps, sellers, sellersBefore] = await Promise.all([
    topPaths(null, range, db),
    topPaths('^/shop/[0-9]+$', range, db),
    topPaths('^/article/[A-Za-z0-9_-]+$', range, db),
    funnel(range, db),
    bestSellers(range.from, range.to, TOP, db),
    bestSellers(range.previous_from, range.previous_to, 1000, db),
  ]);
  const skuId = (path: string) => Number(path.slice('/shop/'.length));
  const slug = (path: string) => path.slice('/article/'.length);
  const [skuTitles, articleTitles] = await Promise.all([skuTitlesOf(products.map((p) => skuId(p.path)).filter(isId), db), articleTitlesBySlug(articles.map((a) => slug(a.path)), db)]);
  const unitsBefore = new Map(sellersBefore.map((s) => [s.sku_id, s.units]));

  return {
    range,
    totals,
    days: current,
    top_pages: pages,
    top_products: products.map(({ path, ...p }) => ({ sku_id: skuId(path), title: skuTitles.get(skuId(path)) ?? path, ...p })),
    top_articles: articles.map(({ path, ...a }) => ({ article_id: slug(path), title: articleTitles.get(slug(path)) ?? path, ...a })),
    funnel: steps,
    best_sellers: sellers.map((s) => ({ ...s, revenue: round(s.revenue), previous_units: unitsBefore.get(s.sku_id) ?? 0 })),
  };
}
