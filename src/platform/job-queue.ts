import type { EventEmitter } from 'node:events';
import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { config } from './config';
import type { JobDefinition, JobEvent } from './jobs';
import { logger } from './logger';
import type { OutboxRow } from './outbox';
import { redisOptions } from './redis';
import { onShutdown } from './shutdown';
import { withTimeout } from './timeout';

// BullMQ on Redis: the relay's destination and the worker that runs what it sends.

const log = logger.child({ module: 'jobs' });
const QUEUE = 'jobs';
/** A send that takes longer fails, and the row waits in the outbox for the next pass. */
const SEND_TIMEOUT_MS = 2000;
const DAY_S = 24 * 60 * 60;

// BullMQ needs maxRetriesPerRequest null; redisOptions reconnects every half second, not BullMQ's
// default back-off of up to 20 s, so jobs flow again within a second of Redis coming back.
const connection = (): ConnectionOptions => ({ ...redisOptions(), maxRetriesPerRequest: null });

let queue: Queue | null = null;
function bullQueue(): Queue {
  if (!queue) {
    const q = new Queue(QUEUE, { connection: connection(), prefix: config.QUEUE_PREFIX });
    q.on('error', (err) => log.debug({ err: err.message }, 'queue connection error'));
    queue = q;
    onShutdown('job queue', async () => {
      queue = null;
      await q.close();
    });
  }
  return queue;
}

/**
 * Adds one outbox row as a BullMQ job whose id is the row id: sending it twice (a relay that died
 * before marking it) adds nothing, as completed jobs are kept a day, far longer than a lease.
 */
export async function sendToBull(row: OutboxRow): Promise<void> {
  const add = bullQueue().add(row.name, row.payload, {
    jobId: `o-${row.id}`,
    attempts: row.max_attempts,
    backoff: { type: 'exponential', delay: row.backoff_ms },
    removeOnComplete: { age: DAY_S, count: 50_000 },
    removeOnFail: { age: 7 * DAY_S },
  });
  // A send abandoned here may still land later; its job id keeps that harmless.
  add.catch(() => undefined);
  await withTimeout(add, SEND_TIMEOUT_MS, 'sending a job to Redis');
}

type JobEvents = EventEmitter<{ completed: [JobEvent]; retrying: [JobEvent]; failed: [JobEvent] }>;

export function startBullWorker(concurrency: number, run: (name: string, data: unknown) => Promise<void>, events: JobEvents): void {
  const worker = new Worker(QUEUE, (job) => run(job.name, job.data), { connection: connection(), prefix: config.QUEUE_PREFIX, concurrency });
  worker.on('completed', (job) => events.emit('completed', { name: job.name, attempt: job.attemptsMade }));
  worker.on('failed', (job, err) => {
    if (!job) return;
    const event = { name: job.name, attempt: job.attemptsMade, error: err.message };
    const willRetry = job.attemptsMade < (job.opts.attempts ?? 1);
    log.warn({ job: job.name, id: job.id, attempt: job.attemptsMade, err: err.message }, willRetry ? 'job failed; will retry' : 'job failed for good');
    events.emit(willRetry ? 'retrying' : 'failed', event);
  });
  // One line when Redis goes away and one when it is back, not one per reconnection attempt.
  let down = false;
  worker.on('error', (err) => {
    if (!down) log.warn({ err: err.message }, 'job worker lost Redis; jobs wait in the outbox until it is back');
    down = true;
  });
  worker.on('ready', () => {
    if (down) log.info('job worker reconnected to Redis');
    down = false;
  });
  // close() waits for the jobs in hand to finish; BullMQ hands unfinished ones to another worker.
  onShutdown('job worker', () => worker.close());
}

/** A job scheduler per job: however many workers run, one job runs per period. */
export async function upsertSchedule(job: JobDefinition, everyMs: number): Promise<void> {
  await bullQueue().upsertJobScheduler(job.name, { every: everyMs }, { name: job.name, data: {}, opts: { attempts: job.attempts, backoff: { type: 'exponential', delay: job.backoffMs } } });
}

/** Jobs in BullMQ not yet finished, leaving out the next runs of schedules (tests wait for zero). */
export async function countQueued(): Promise<number> {
  // BullMQ 6 keeps a paused queue's jobs in 'wait', so 'waiting' counts them too.
  const counts = await bullQueue().getJobCounts('waiting', 'active', 'prioritized');
  const delayed = await bullQueue().getJobs(['delayed']);
  return Object.values(counts).reduce((a, b) => a + b, 0) + delayed.filter((job) => !job.repeatJobKey).length;
}

/** Jobs in BullMQ by state, for the queue-depth metric. */
export async function jobCounts(): Promise<Record<string, number>> {
  return bullQueue().getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed');
}

export async function pingBull(): Promise<void> {
  // BullMQ's client wraps an ioredis instance and passes ping on; its own type leaves ping out.
  const client = (await bullQueue().getBackend().client) as unknown as Redis;
  await client.ping();
}
