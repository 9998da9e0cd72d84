import { db } from './db';

// The read cache's clock and log (migrations/20261201000100_read_cache_keys.ts) as a shared cache's
// purger reads them, and the cursor of what it has purged (migrations/20261202000100_cache_purge.ts).

/** The one-row table of the last log entry purged from the shared caches. */
export const PURGE_CURSOR = 'cache_purge_cursor';
/** The channel each committed log entry is announced on, with its clock value. */
export const LOG_CHANNEL = 'cache_log';

export interface LogEntry {
  seq: number;
  keys: string[];
  /** When its transaction committed. */
  loggedAt: Date;
}

/** The clock: the last log entry committed. */
export async function readClock(): Promise<number> {
  const row = (await db('cache_clock').first('seq')) as { seq: string | number } | undefined;
  return Number(row?.seq ?? 0);
}

export async function readCursor(): Promise<number> {
  const row = (await db(PURGE_CURSOR).first('seq')) as { seq: string | number } | undefined;
  return Number(row?.seq ?? 0);
}

/** Moves the cursor to `seq` unless another purger has gone further. */
export async function advanceCursor(seq: number): Promise<void> {
  await db(PURGE_CURSOR).update({ seq: db.raw('greatest(seq, ?)', [seq]) });
}

/** The log's entries after `after`, up to `upTo`, at most `limit` of them, in order. */
export async function entriesAfter(after: number, upTo: number, limit: number): Promise<LogEntry[]> {
  const rows: Array<{ seq: string | number; keys: string[]; logged_at: Date }> = await db('cache_log')
    .where('seq', '>', after)
    .andWhere('seq', '<=', upTo)
    .orderBy('seq')
    .limit(limit)
    .select('seq', 'keys', 'logged_at');
  return rows.map((r) => ({ seq: Number(r.seq), keys: r.keys, loggedAt: new Date(r.logged_at) }));
}

/** When the oldest entry not yet purged committed; null when the cursor is at the clock. */
export async function oldestUnpurged(): Promise<Date | null> {
  const row = (await db('cache_log')
    .where('seq', '>', db(PURGE_CURSOR).select('seq'))
    .min('logged_at as at')
    .first()) as { at: Date | string | null } | undefined;
  return row?.at ? new Date(row.at) : null;
}
