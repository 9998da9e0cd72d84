import { expect, test } from 'vitest';
import { z } from 'zod';
import { db } from './db';
import { defineJob, enqueue, jobEvents, queueMode, registerJobs, startWorker, type JobEvent } from './jobs';
import { shutdown } from './shutdown';

// Runs on BullMQ when REDIS_URL is set (CI) and in-process otherwise: the same assertions hold for both.
const runs = new Map<string, number[]>();
const record = (key: string) => runs.set(key, [...(runs.get(key) ?? []), Date.now()]);

const flaky = defineJob(
  'test.flaky',
  z.object({ key: z.string(), failTimes: z.number() }),
  async ({ key, failTimes }) => {
    record(key);
    if (runs.get(key)!.length <= failTimes) throw new Error(`planned failure ${runs.get(key)!.length}`);
  },
  { attempts: 4, backoffMs: 100 },
);

const slow = defineJob('test.slow', z.object({ key: z.string() }), async ({ key }) => {
  await new Promise((r) => setTimeout(r, 400));
  record(key);
});

registerJobs([flaky, slow]);
await startWorker([]);

function next(kind: 'completed' | 'failed', name: string): Promise<JobEvent> {
  return new Promise((resolve) => {
    const listener = (e: JobEvent) => {
      if (e.name !== name) return;
      jobEvents.off(kind, listener);
      resolve(e);
    };
    jobEvents.on(kind, listener);
  });
}

test(`a job that throws is retried with exponential backoff (${queueMode})`, async () => {
  const done = next('completed', 'test.flaky');
  await enqueue(flaky, { key: 'retry', failTimes: 2 });
  await done;
  const times = runs.get('retry')!;
  expect(times).toHaveLength(3);
  const [first, second, third] = times as [number, number, number];
  expect(second - first).toBeGreaterThanOrEqual(95);
  expect(third - second).toBeGreaterThanOrEqual(195);
});

test('a job that keeps failing stops after its attempts', async () => {
  const failed = next('failed', 'test.flaky');
  await enqueue(flaky, { key: 'hopeless', failTimes: 99 });
  expect((await failed).attempt).toBe(4);
  expect(runs.get('hopeless')).toHaveLength(4);
});

test('a payload that does not match the schema is refused at enqueue', async () => {
  await expect(enqueue(flaky, { key: 1 } as never)).rejects.toThrow();
});

test('a job enqueued in a transaction runs only after commit, and never after rollback', async () => {
  await expect(
    db.transaction(async (trx) => {
      await enqueue(flaky, { key: 'rolled-back', failTimes: 0 }, { trx });
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');

  const done = next('completed', 'test.flaky');
  await db.transaction(async (trx) => {
    await enqueue(flaky, { key: 'committed', failTimes: 0 }, { trx });
    await new Promise((r) => setTimeout(r, 150));
    expect(runs.get('committed')).toBeUndefined();
  });
  await done;
  expect(runs.get('committed')).toHaveLength(1);
  expect(runs.get('rolled-back')).toBeUndefined();
});

test('shutdown lets a running job finish', async () => {
  const started = new Promise((r) => setTimeout(r, 150));
  await enqueue(slow, { key: 'in-flight' });
  await started;
  await shutdown();
  expect(runs.get('in-flight')).toHaveLength(1);
});
