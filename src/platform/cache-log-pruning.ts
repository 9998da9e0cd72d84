import { z } from 'zod';
import { db } from './db';
import { defineJob, type Schedule } from './jobs';

// The read cache's log (cache-log.ts) is read by every web process and by the shared caches'
// purger; the worker's schedule deletes what none of them still needs.

/** How long the log keeps an entry: a web process further behind than that forgets its kept answers and starts afresh. */
const LOG_KEEP_MINUTES = 15;

/** Deletes the log's entries older than any process still needs, from the worker's schedule. */
export const pruneCacheLog = defineJob('platform.prune-cache-log', z.object({}), async () => {
  await db('cache_log').where('logged_at', '<', db.raw(`now() - make_interval(mins => ?)`, [LOG_KEEP_MINUTES])).delete();
});

export const cacheLogSchedule: Schedule = { job: pruneCacheLog, everyMs: 5 * 60_000 };
