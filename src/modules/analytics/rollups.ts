import { z } from 'zod';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { defineJob, type Schedule } from '../../platform/jobs';
import { buyingVisitorsOn, forgetBuyingVisitorsBefore } from '../checkout';
import { FUNNEL_STEPS } from './admin-schemas';
import { flushBeacons } from './beacon-buffer';
import { dayOf, dropSaltsBefore } from './visitors';

// The daily rollups the dashboard reads: per day, per path, per event. A day's rollup is rebuilt
// whole from its raw beacons (so running it twice, or late, gives the same rows); raw beacons go
// after RAW_DAYS, the rollups stay.

export const RAW_DAYS = 30;
/** daily_events rows of the funnel's steps: 'funnel:product_view' … 'funnel:paid_order', in distinct visitors. */
export const FUNNEL_PREFIX = 'funnel:';
const DAY_MS = 86_400_000;

/**
 * Rebuilds the rollups of one UTC day from its raw beacons, one rebuild at a time. With
 * `wait: false` it gives way (answering false) when another rebuild holds the lock.
 */
export async function rollupDay(day: string, db: Db = defaultDb, { wait = true } = {}): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    const lock = wait ? 'pg_advisory_xact_lock' : 'pg_try_advisory_xact_lock';
    const { rows } = (await trx.raw(`select ${lock}(hashtext('analytics.rollup')) as locked`)) as { rows: Array<{ locked: boolean | string }> };
    if (rows[0]?.locked === false) return false;
    const range = (q: ReturnType<Db>) => q.where('created_at', '>=', `${day}T00:00:00Z`).where('created_at', '<', trx.raw(`?::date + 1`, [day]));
    for (const table of ['daily_traffic', 'daily_paths', 'daily_events']) await trx(table).where({ day }).delete();
    const views = range(trx('page_views'));
    await trx('daily_traffic').insert(
      trx.queryBuilder().select(trx.raw('?::date as day', [day]), trx.raw('count(*) as views'), trx.raw('count(distinct visitor) as visitors')).from(views.clone().select('visitor').as('v')).having(trx.raw('count(*) > 0')),
    );
    await trx('daily_paths').insert(views.clone().select(trx.raw('?::date', [day]), 'path', trx.raw('count(*)'), trx.raw('count(distinct visitor)')).groupBy('path'));
    await trx('daily_events').insert(
      range(trx('usage_events')).select(trx.raw('?::date', [day]), 'kind', 'component_id', trx.raw('count(*)'), trx.raw('count(distinct visitor)')).groupBy('kind', 'component_id'),
    );
    // The funnel: each visitor of the day counts at the furthest step they reached and at every step
    // before it, so a step is always a subset of the one before (a quick add from the shop's list
    // skips the product page; an order is tied to its visitor by the quote it was paid for).
    const reached = trx
      .unionAll([
        range(trx('page_views')).whereRaw(`path ~ '^/shop/[0-9]+$'`).select(trx.raw('1 as step'), 'visitor'),
        range(trx('usage_events')).whereIn('kind', ['quick_add', 'add_to_cart']).select(trx.raw('2'), 'visitor'),
        range(trx('usage_events')).where('kind', 'go_to_checkout').select(trx.raw('3'), 'visitor'),
        trx.select(trx.raw('4'), trx.raw('unnest(?::text[])', [await buyingVisitorsOn(day, trx)])),
      ])
      .as('s');
    const furthest = trx.queryBuilder().from(reached).select('visitor', trx.raw('max(step) as furthest')).groupBy('visitor').as('f');
    await trx('daily_events').insert(
      trx
        .queryBuilder()
        .from(furthest)
        .joinRaw('join unnest(?::text[]) with ordinality as st(name, rank) on f.furthest >= st.rank', [[...FUNNEL_STEPS]])
        .select(trx.raw('?::date', [day]), trx.raw('? || st.name', [FUNNEL_PREFIX]), trx.raw(`'*'`), trx.raw('count(*)'), trx.raw('count(*)'))
        .groupBy('st.name'),
    );
    return true;
  });
}

const FRESH_MS = 10_000;
let freshUntil = 0;
let freshening: Promise<void> | null = null;

/**
 * Today's rollup as readers of the day so far want it: this process's waiting beacons written, then
 * rebuilt at most once every FRESH_MS, concurrent readers sharing one rebuild. It never waits behind
 * another rebuild (that one's rows are as fresh): a read must not queue for a lock while holding a
 * pooled connection, or a busy dashboard drains the pool.
 */
export function freshenToday(db: Db = defaultDb): Promise<void> {
  if (Date.now() < freshUntil) return Promise.resolve();
  freshening ??= flushBeacons(db)
    .then(() => rollupDay(dayOf(new Date()), db, { wait: false }))
    .then(() => {
      freshUntil = Date.now() + FRESH_MS;
    })
    .finally(() => {
      freshening = null;
    });
  return freshening;
}

/**
 * Raw beacons older than RAW_DAYS go; salts of past days go (their hashes can never be remade); the
 * orders forget their visitors once their day's rollup is final (yesterday's is rebuilt all today).
 */
export async function expireRawBeacons(now = new Date(), db: Db = defaultDb): Promise<void> {
  const before = `${dayOf(new Date(now.getTime() - RAW_DAYS * DAY_MS))}T00:00:00Z`;
  for (const table of ['page_views', 'usage_events']) await db(table).where('created_at', '<', before).delete();
  await dropSaltsBefore(dayOf(now), db);
  await forgetBuyingVisitorsBefore(dayOf(new Date(now.getTime() - DAY_MS)), db);
}

/** Every few minutes: today's and yesterday's rollups (yesterday's last beacons may arrive late), then retention. */
export const rollupAnalytics = defineJob('analytics.rollup', z.object({}), async () => {
  const now = new Date();
  await rollupDay(dayOf(new Date(now.getTime() - DAY_MS)));
  await rollupDay(dayOf(now));
  await expireRawBeacons(now);
});

export const analyticsSchedules: Schedule[] = [{ job: rollupAnalytics, everyMs: 5 * 60_000 }];
