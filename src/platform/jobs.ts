import { EventEmitter } from 'node:events';
import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { config } from './config';
import { afterCommit } from './db';
import { logger } from './logger';
import { onShutdown } from './shutdown';

const log = logger.child({ module: 'jobs' });
const QUEUE = 'jobs';

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
  /** Enqueue only once this transaction commits; dropped if it rolls back. */
  trx?: Knex.Transaction;
  delayMs?: number;
  /** Deduplicates: a second job with the same id is ignored while the first exists. */
  jobId?: string;
}

export type JobEvent = { name: string; attempt: number; error?: string };
/** 'completed', 'retrying' and 'failed' (attempts exhausted) events, in both modes; tests listen here. */
export const jobEvents = new EventEmitter<{ completed: [JobEvent]; retrying: [JobEvent]; failed: [JobEvent] }>();

export const queueMode: 'redis' | 'in-process' = config.REDIS_URL ? 'redis' : 'in-process';

const registry = new Map<string, JobDefinition>();
/** Backoff before retry number `attempt` (1-based count of failures so far). */
export const backoffDelay = (def: JobOptions & { backoffMs: number }, attempt: number) => def.backoffMs * 2 ** (attempt - 1);

async function runOnce(name: string, data: unknown): Promise<void> {
  const def = registry.get(name);
  if (!def) throw new Error(`No handler registered for job ${name}`);
  await def.process(def.schema.parse(data));
}

// ---- BullMQ on Redis --------------------------------------------------------------------------

function redisConnection(): ConnectionOptions {
  const url = new URL(config.REDIS_URL!);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  };
}

let queue: Queue | null = null;
function bullQueue(): Queue {
  if (!queue) {
    queue = new Queue(QUEUE, { connection: redisConnection(), prefix: config.QUEUE_PREFIX });
    const q = queue;
    onShutdown('job queue', () => q.close());
  }
  return queue;
}

function startBullWorker(concurrency: number): void {
  const worker = new Worker(QUEUE, (job) => runOnce(job.name, job.data), {
    connection: redisConnection(),
    prefix: config.QUEUE_PREFIX,
    concurrency,
  });
  worker.on('completed', (job) => jobEvents.emit('completed', { name: job.name, attempt: job.attemptsMade }));
  worker.on('failed', (job, err) => {
    if (!job) return;
    const event = { name: job.name, attempt: job.attemptsMade, error: err.message };
    const willRetry = job.attemptsMade < (job.opts.attempts ?? 1);
    log.warn({ job: job.name, id: job.id, attempt: job.attemptsMade, err: err.message }, willRetry ? 'job failed; will retry' : 'job failed for good');
    jobEvents.emit(willRetry ? 'retrying' : 'failed', event);
  });
  worker.on('error', (err) => log.error({ err }, 'worker error'));
  // close() waits for the jobs in hand to finish; BullMQ hands unfinished ones to another worker.
  onShutdown('job worker', () => worker.close());
}

// ---- In-process (the embedded default) --------------------------------------------------------

const pending = new Set<Promise<void>>();
const timers = new Set<NodeJS.Timeout>();
const seenIds = new Set<string>();
let inProcessStarted = false;
const waiting: Array<() => void> = [];
let stopping = false;

function runInProcess(name: string, data: unknown, attempt: number, jobId?: string): void {
  const def = registry.get(name);
  const attempts = def?.attempts ?? 1;
  const run = runOnce(name, data).then(
    () => {
      if (jobId) seenIds.delete(jobId);
      jobEvents.emit('completed', { name, attempt });
    },
    (err: unknown) => {
      const error = err instanceof Error ? err.message : String(err);
      if (attempt < attempts && !stopping) {
        log.warn({ job: name, attempt, err: error }, 'job failed; will retry');
        jobEvents.emit('retrying', { name, attempt, error });
        later(() => runInProcess(name, data, attempt + 1, jobId), backoffDelay(def!, attempt));
      } else {
        if (jobId) seenIds.delete(jobId);
        log.error({ job: name, attempt, err: error }, 'job failed for good');
        jobEvents.emit('failed', { name, attempt, error });
      }
    },
  );
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

function later(fn: () => void, ms: number): void {
  const timer = setTimeout(() => {
    timers.delete(timer);
    fn();
  }, ms);
  timers.add(timer);
}

function enqueueInProcess(name: string, data: unknown, opts: EnqueueOptions): void {
  if (opts.jobId) {
    if (seenIds.has(opts.jobId)) return;
    seenIds.add(opts.jobId);
  }
  const start = () => later(() => runInProcess(name, data, 1, opts.jobId), opts.delayMs ?? 0);
  if (inProcessStarted) start();
  else waiting.push(start);
}

/** Waits until no in-process job is running or waiting for a retry (tests use it). */
export async function drainInProcessJobs(): Promise<void> {
  while (pending.size > 0 || timers.size > 0) {
    await Promise.race([...pending, new Promise((r) => setTimeout(r, 10))]);
  }
}

// ---- The API the modules use ------------------------------------------------------------------

/** Queues a job. With a transaction, waits for its commit, so no job acts on rolled-back data. */
export async function enqueue<S extends z.ZodType>(job: JobDefinition<S>, payload: z.infer<S>, opts: EnqueueOptions = {}): Promise<void> {
  const data = job.schema.parse(payload);
  const send = async () => {
    if (queueMode === 'redis') {
      await bullQueue().add(job.name, data, {
        attempts: job.attempts,
        backoff: { type: 'exponential', delay: job.backoffMs },
        removeOnComplete: 1000,
        removeOnFail: 5000,
        ...(opts.delayMs ? { delay: opts.delayMs } : {}),
        ...(opts.jobId ? { jobId: opts.jobId } : {}),
      });
    } else {
      enqueueInProcess(job.name, data, opts);
    }
  };
  if (!opts.trx) return send();
  afterCommit(opts.trx).then(
    () => send().catch((err: unknown) => log.error({ err, job: job.name }, 'could not enqueue a job after commit')),
    () => log.debug({ job: job.name }, 'transaction rolled back; job dropped'),
  );
}

export interface Schedule {
  job: JobDefinition;
  everyMs: number;
}

/** Makes handlers known to this process's worker (also after it started). */
export function registerJobs(definitions: JobDefinition[]): void {
  for (const def of definitions) registry.set(def.name, def);
}

/** Registers handlers and starts processing: a BullMQ worker, or the in-process runner. */
export async function startWorker(definitions: JobDefinition[], schedules: Schedule[] = [], concurrency = 4): Promise<void> {
  registerJobs(definitions);
  if (queueMode === 'redis') {
    startBullWorker(concurrency);
    for (const s of schedules) {
      // A job scheduler per job: however many workers run, one job runs per period.
      await bullQueue().upsertJobScheduler(s.job.name, { every: s.everyMs }, { name: s.job.name, data: {}, opts: { attempts: s.job.attempts, backoff: { type: 'exponential', delay: s.job.backoffMs } } });
    }
    return;
  }
  inProcessStarted = true;
  stopping = false;
  for (const start of waiting.splice(0)) start();
  for (const s of schedules) {
    const run = () => enqueueInProcess(s.job.name, {}, { jobId: `schedule:${s.job.name}` });
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
  onShutdown('in-process jobs', async () => {
    stopping = true;
    inProcessStarted = false;
    await Promise.allSettled([...pending]);
    if (timers.size > 0) log.warn({ dropped: timers.size }, 'in-process jobs waiting to run are dropped at shutdown');
    for (const t of timers) clearTimeout(t);
    timers.clear();
  });
}

/** Checks the queue's Redis answers (for /readyz). */
export async function pingQueue(): Promise<void> {
  if (queueMode !== 'redis') return;
  // BullMQ's client is an ioredis instance; its own type leaves ping out.
  const client = (await bullQueue().client) as unknown as Redis;
  await client.ping();
}
