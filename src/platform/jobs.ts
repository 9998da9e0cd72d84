import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import { z } from 'zod';
import { config } from './config';
import { afterCommit, db } from './db';
import { countQueued, pingBull, sendToBull, startBullWorker, upsertSchedule } from './job-queue';
import { logger } from './logger';
import { countEnqueued, countGivenUp, timeJob } from './metrics';
import { claimDue, countWaiting, deleteFinished, insertRow, listenForRows, markDone, markFailedRun, oldestWaiting, release, type OutboxRow } from './outbox';
import { onShutdown } from './shutdown';

const log = logger.child({ module: 'jobs' });

export interface JobOptions {
  /** Total tries, the first included. */
  attempts?: number;
  /** First retry waits this long; each later one waits twice the one before. */
  backoffMs?: number;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> extends Required<JobOptions> {
  name: string;
  schema: S;
  process: (payload: z.infer<S>) => Promise<void>;
}

const DEFAULTS: Required<JobOptions> = { attempts: 5, backoffMs: 2000 };

/** Declares a job: a name, the zod schema of its payload and a handler that is safe to run twice. */
export function defineJob<S extends z.ZodType>(
  name: string,
  schema: S,
  process: (payload: z.infer<S>) => Promise<void>,
  options: JobOptions = {},
): JobDefinition<S> {
  return { name, schema, process, ...DEFAULTS, ...options };
}

export interface EnqueueOptions {
  /** Write the job in this transaction: it exists only if the transaction commits. */
  trx?: Knex.Transaction;
  delayMs?: number;
  /** At most one waiting job per key: a second enqueue with the same key is ignored. */
  dedupeKey?: string;
}

export type JobEvent = { name: string; attempt: number; error?: string };
/** 'completed', 'retrying' and 'failed' (attempts exhausted) events, in both modes; tests listen here. */
export const jobEvents = new EventEmitter<{ completed: [JobEvent]; retrying: [JobEvent]; failed: [JobEvent] }>();
jobEvents.on('failed', (e) => countGivenUp(e.name));

export const queueMode: 'redis' | 'in-process' = config.REDIS_URL ? 'redis' : 'in-process';

const registry = new Map<string, JobDefinition>();
/** Backoff before retry number `attempt` (1-based count of failures so far). */
export const backoffDelay = (def: { backoffMs: number }, attempt: number) => def.backoffMs * 2 ** (attempt - 1);

async function runOnce(name: string, data: unknown): Promise<void> {
  const def = registry.get(name);
  if (!def) throw new Error(`No handler registered for job ${name}`);
  await timeJob(name, () => def.process(def.schema.parse(data)));
}

// ---- Writing jobs ------------------------------------------------------------------------------

/**
 * Queues a job as a row of the outbox. With a transaction the row commits or rolls back with it:
 * nothing is sent before the commit and nothing committed is lost (a relay sends it on).
 */
export async function enqueue<S extends z.ZodType>(job: JobDefinition<S>, payload: z.infer<S>, opts: EnqueueOptions = {}): Promise<void> {
  const data = job.schema.parse(payload);
  await insertRow(opts.trx ?? db, { name: job.name, payload: data, maxAttempts: job.attempts, backoffMs: job.backoffMs, delayMs: opts.delayMs, dedupeKey: opts.dedupeKey });
  const ready = () => {
    countEnqueued(job.name);
    if (opts.delayMs) wakeIn(opts.delayMs);
    else wake();
  };
  if (opts.trx) afterCommit(opts.trx).then(ready, () => undefined);
  else ready();
}

// ---- The relay: committed rows to BullMQ, or run here ------------------------------------------

/** How long a relay holds rows it is sending; a relay that died gives them back after this. */
const RELAY_LEASE_MS = 30_000;
/** How long an in-process run holds its row; a process that died mid-run gives it back after this. */
const RUN_LEASE_MS = 5 * 60_000;
const POLL_MS = 1000;
const BATCH = 100;

let started = false;
let stopping = false;
let concurrency = 4;
let pumping: Promise<void> | null = null;
let pumpAgain = false;
let relayFailing = false;
const running = new Map<number, Promise<void>>();

/** Runs a relay pass now (or right after the one under way). */
function wake(): void {
  if (!started || stopping) return;
  if (pumping) {
    pumpAgain = true;
    return;
  }
  pumping = (async () => {
    do {
      pumpAgain = false;
      try {
        await (queueMode === 'redis' ? relayToBull() : runDue());
        if (relayFailing) log.info('job relay working again');
        relayFailing = false;
      } catch (err) {
        // Once per outage, not once a second: the rows wait in the outbox meanwhile.
        if (!relayFailing) log.warn({ err }, 'job relay failing; committed jobs wait in the outbox and it keeps trying');
        relayFailing = true;
      }
    } while (pumpAgain && !stopping);
  })().finally(() => {
    pumping = null;
  });
}

/** Wakes the relay when a delayed row falls due (the poll would find it too, up to a second later). */
function wakeIn(ms: number): void {
  setTimeout(wake, ms).unref();
}

/**
 * Sends due rows to BullMQ with the row id as job id, then marks them done. A relay that dies
 * between the two sends the rows again after the lease, and BullMQ ignores the known job id.
 */
export async function relayToBull(): Promise<void> {
  for (;;) {
    const rows = await claimDue(BATCH, RELAY_LEASE_MS, { countAttempt: false });
    if (!rows.length) return;
    const sent: number[] = [];
    try {
      for (const row of rows) {
        await sendToBull(row);
        sent.push(row.id);
      }
    } finally {
      await markDone(sent);
      await release(rows.filter((r) => !sent.includes(r.id)).map((r) => r.id));
    }
    if (rows.length < BATCH) return;
  }
}

/** In process: claims as many due rows as there are free slots and runs them. */
async function runDue(): Promise<void> {
  const free = concurrency - running.size;
  if (free <= 0) return;
  const rows = await claimDue(free, RUN_LEASE_MS, { countAttempt: true, exclude: [...running.keys()] });
  for (const row of rows) {
    const run = runRow(row).finally(() => {
      running.delete(row.id);
      wake();
    });
    running.set(row.id, run);
  }
}

async function runRow(row: OutboxRow): Promise<void> {
  const event = { name: row.name, attempt: row.attempts };
  try {
    await runOnce(row.name, row.payload);
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    // At shutdown a failed run keeps its attempts left: it runs again after the next start.
    const retry = row.attempts < row.max_attempts;
    const delay = backoffDelay({ backoffMs: row.backoff_ms }, row.attempts);
    await markFailedRun(row.id, error, retry ? new Date(Date.now() + delay) : null).catch((e: unknown) => log.error({ err: e, job: row.name }, 'could not record a failed run'));
    if (retry) wakeIn(delay);
    log[retry ? 'warn' : 'error']({ job: row.name, id: row.id, attempt: row.attempts, err: error }, retry ? 'job failed; will retry' : 'job failed for good');
    jobEvents.emit(retry ? 'retrying' : 'failed', { ...event, error });
    return;
  }
  await markDone([row.id]);
  jobEvents.emit('completed', event);
}

// ---- Schedules and upkeep ------------------------------------------------------------------------

export interface Schedule {
  job: JobDefinition;
  everyMs: number;
}

const DAY = 24 * 60 * 60 * 1000;
/** Finished rows are kept a week for inspection, then deleted. */
export const OUTBOX_KEEP_MS = 7 * DAY;

export const cleanOutbox = defineJob('platform.clean-outbox', z.object({}), async () => {
  const removed = await deleteFinished(new Date(Date.now() - OUTBOX_KEEP_MS));
  log.info({ removed }, 'old outbox rows deleted');
});

function startInProcessSchedule(s: Schedule): void {
  const run = () => void enqueue(s.job, {}, { dedupeKey: `schedule:${s.job.name}` }).catch((err: unknown) => log.error({ err, job: s.job.name }, 'could not queue a scheduled job'));
  // Also soon after start: a process restarted more often than the period would never run it.
  const first = setTimeout(run, Math.min(s.everyMs, 60_000));
  const interval = setInterval(run, s.everyMs);
  first.unref();
  interval.unref();
  onShutdown(`schedule ${s.job.name}`, () => {
    clearTimeout(first);
    clearInterval(interval);
  });
}

// ---- Starting and stopping -----------------------------------------------------------------------

/** Makes handlers known to this process's worker (also after it started). */
export function registerJobs(definitions: JobDefinition[]): void {
  for (const def of definitions) registry.set(def.name, def);
}

/**
 * Registers handlers and starts the relay: with Redis it sends committed rows to BullMQ and a
 * BullMQ worker runs them; without, this process runs them from the outbox itself.
 */
export async function startWorker(definitions: JobDefinition[], schedules: Schedule[] = [], workers = 4): Promise<void> {
  registerJobs([...definitions, cleanOutbox]);
  const all = [...schedules, { job: cleanOutbox, everyMs: DAY }];
  concurrency = workers;
  if (queueMode === 'redis') {
    startBullWorker(workers, runOnce, jobEvents);
    for (const s of all) await upsertSchedule(s.job, s.everyMs);
  } else {
    for (const s of all) startInProcessSchedule(s);
  }
  started = true;
  stopping = false;
  const poll = setInterval(wake, POLL_MS);
  poll.unref();
  const stopListening = await listenForRows(wake);
  onShutdown('job relay', async () => {
    stopping = true;
    started = false;
    clearInterval(poll);
    await stopListening();
    await pumping;
    // Runs under way finish; rows not yet started stay in the outbox for the next start.
    await Promise.allSettled([...running.values()]);
  });
  wake();
}

const STALL_MS = 5 * 60_000;

/**
 * For web processes with Redis, which never relay: warns (once a minute while it lasts) when jobs
 * have waited in the outbox for five minutes, which means no worker is running or it cannot keep up.
 */
export function watchForStalledJobs(): void {
  const check = async () => {
    const oldest = await oldestWaiting().catch(() => null);
    if (oldest && Date.now() - oldest.getTime() > STALL_MS) {
      log.warn({ waitingSince: oldest.toISOString() }, 'jobs have waited in the outbox for over 5 minutes: is a worker running (node dist/worker.js)?');
    }
  };
  const timer = setInterval(() => void check(), 60_000);
  timer.unref();
  onShutdown('stalled-job watch', () => clearInterval(timer));
}

/**
 * Waits until every committed job has run (tests use it): nothing waits in the outbox but jobs
 * queued to run later (a delay that has not passed), and nothing runs.
 */
export async function drainJobs(timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    wake();
    await pumping;
    // BullMQ is asked before the outbox: a job finishing between the two reads has committed the
    // rows it wrote before it left BullMQ's counts, so the outbox read sees them.
    const idle = running.size === 0 && (queueMode !== 'redis' || (await countQueued()) === 0) && (await countWaiting(undefined, { later: false })) === 0;
    if (idle) return;
    if (Date.now() > deadline) throw new Error('Jobs did not finish in time.');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Checks the queue's Redis answers (for /readyz). */
export async function pingQueue(): Promise<void> {
  if (queueMode === 'redis') await pingBull();
}
