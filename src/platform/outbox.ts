import type { Knex } from 'knex';
import { db as defaultDb, dbEngine, type Db } from './db';
import { listen } from './listen';

/** The outbox table (migrations/20261123000100_job_outbox.ts); jobs.ts is its only user. */
export const OUTBOX = 'job_outbox';
/** The channel a committed row is announced on, so relays in other processes wake at once. */
export const OUTBOX_CHANNEL = 'job_outbox';

export interface OutboxRow {
  id: number;
  name: string;
  payload: unknown;
  max_attempts: number;
  backoff_ms: number;
  attempts: number;
}

export interface NewRow {
  name: string;
  payload: unknown;
  maxAttempts: number;
  backoffMs: number;
  delayMs?: number;
  dedupeKey?: string;
}

/**
 * Writes a job row with conn (the caller's transaction, so it commits or rolls back with the
 * change that promised it). A row whose dedupe key already waits is not written again.
 */
export async function insertRow(conn: Db, row: NewRow): Promise<void> {
  const values = {
    name: row.name,
    payload: JSON.stringify(row.payload),
    max_attempts: row.maxAttempts,
    backoff_ms: row.backoffMs,
    run_at: row.delayMs ? new Date(Date.now() + row.delayMs) : conn.fn.now(),
    dedupe_key: row.dedupeKey ?? null,
  };
  const insert = conn(OUTBOX).insert(values);
  await (row.dedupeKey ? insert.onConflict(conn.raw('(dedupe_key) where dedupe_key is not null and done_at is null and failed_at is null')).ignore() : insert);
  // Delivered at commit; a relay in another process (the worker) wakes on it.
  if (dbEngine === 'postgres') await conn.raw('select pg_notify(?, ?)', [OUTBOX_CHANNEL, row.name]);
}

/**
 * Leases up to `limit` due rows for leaseMs. SKIP LOCKED in one statement: relays in several
 * processes never take the same row, and no transaction stays open while the rows are worked on.
 */
export async function claimDue(limit: number, leaseMs: number, opts: { countAttempt: boolean; exclude?: number[] }, db: Knex = defaultDb): Promise<OutboxRow[]> {
  const due = db(OUTBOX)
    .select('id')
    .whereNull('done_at')
    .whereNull('failed_at')
    .where('run_at', '<=', db.fn.now())
    .where((q) => q.whereNull('leased_until').orWhere('leased_until', '<', db.fn.now()))
    .whereNotIn('id', opts.exclude ?? [])
    .orderBy([{ column: 'run_at' }, { column: 'id' }])
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const rows: OutboxRow[] = await db(OUTBOX)
    .whereIn('id', due)
    .update({
      leased_until: db.raw("now() + ? * interval '1 millisecond'", [leaseMs]),
      ...(opts.countAttempt ? { attempts: db.raw('attempts + 1') } : {}),
    })
    .returning(['id', 'name', 'payload', 'max_attempts', 'backoff_ms', 'attempts']);
  return rows.map((r) => ({ ...r, id: Number(r.id) })).sort((a, b) => a.id - b.id);
}

export const markDone = (ids: number[], db: Knex = defaultDb) =>
  ids.length ? db(OUTBOX).whereIn('id', ids).update({ done_at: db.fn.now(), leased_until: null }) : Promise.resolve(0);

/** Gives leased rows back at once (the relay could not send them; the next pass tries again). */
export const release = (ids: number[], db: Knex = defaultDb) =>
  ids.length ? db(OUTBOX).whereIn('id', ids).update({ leased_until: null }) : Promise.resolve(0);

/** After a failed in-process run: try again at runAt, or give up when runAt is null. */
export const markFailedRun = (id: number, error: string, runAt: Date | null, db: Knex = defaultDb) =>
  db(OUTBOX)
    .where({ id })
    .update({ leased_until: null, last_error: error.slice(0, 2000), ...(runAt ? { run_at: runAt } : { failed_at: db.fn.now() }) });

/**
 * Rows committed but not yet done (waiting, leased or due for a retry). With `later: false`, not
 * those queued to run later that have not run yet (a delayed job, such as a newsletter's start).
 */
export async function countWaiting(db: Knex = defaultDb, { later = true }: { later?: boolean } = {}): Promise<number> {
  const waiting = db(OUTBOX).whereNull('done_at').whereNull('failed_at');
  if (!later) waiting.where((w) => w.where('run_at', '<=', db.fn.now()).orWhere('attempts', '>', 0));
  const row = await waiting.count<{ count: number }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

/** When the oldest due row not yet done was due (null when none waits): a stalled relay shows here. */
export async function oldestWaiting(db: Knex = defaultDb): Promise<Date | null> {
  const row = (await db(OUTBOX).whereNull('done_at').whereNull('failed_at').where('run_at', '<=', db.fn.now()).min('run_at as run_at').first()) as { run_at: Date | string | null } | undefined;
  return row?.run_at ? new Date(row.run_at) : null;
}

/** Deletes rows finished before `before` (done or failed); returns how many went. */
export const deleteFinished = (before: Date, db: Knex = defaultDb) =>
  db(OUTBOX)
    .whereRaw('coalesce(done_at, failed_at) < ?', [before])
    .where((q) => q.whereNotNull('done_at').orWhereNotNull('failed_at'))
    .delete();

/**
 * Calls onRow whenever another process commits a row; returns what stops listening. On PGlite
 * there is no other process: enqueue wakes its own relay.
 */
export const listenForRows = (onRow: () => void) => listen(OUTBOX_CHANNEL, () => onRow());
