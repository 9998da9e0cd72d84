import { afterAll, beforeAll, expect, test } from 'vitest';
import { db } from '../src/platform/db';
import { httpClient } from '../test/http';
import { type Cluster, report, startCluster } from './cluster';
import { startSlowSmtp } from './slow-smtp';

// The worker dies (SIGKILL) or is stopped (SIGTERM) with jobs in hand. Each mail job here holds its
// SMTP conversation (for two seconds, or until released), so the jobs are mid-send when the signal lands.

const smtp = await startSlowSmtp(2000);
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({ SMTP_URL: smtp.url, WORKER_CONCURRENCY: '100' });
});
afterAll(async () => {
  await cluster?.stop();
  await smtp.close();
});

let sent = 0;
/** n contact messages, each from its own address; each commits a mail job. Their texts. */
async function contactMessages(n: number, tag: string): Promise<string[]> {
  const texts = Array.from({ length: n }, (_, i) => `${tag} message <${i}>`);
  await Promise.all(
    texts.map(async (message) => {
      const k = ++sent;
      const res = await httpClient(cluster.proxy.url, { 'x-forwarded-for': `10.5.${(k >> 8) & 255}.${k & 255}` }).post('/api/contact', { email: 'worker@example.test', message });
      expect(res.status).toBe(201);
    }),
  );
  return texts;
}

/** How many times each text was delivered (a text delivered twice is a duplicate mail). */
const deliveries = (texts: string[]) => texts.map((t) => smtp.delivered.filter((raw) => raw.includes(t)).length);
const unmailed = (texts: string[]) => db('contact_messages').whereIn('message', texts).whereNull('mailed_at').count({ n: '*' }).first().then((r) => Number(r!.n));

test('the worker killed (SIGKILL) holding 100 active jobs, then started again: every job completes, none twice', async () => {
  // Held until the kill, however long a busy machine takes to get there: none can be answered first.
  smtp.release(Infinity);
  const texts = await contactMessages(100, 'sigkill');
  await expect.poll(smtp.holding, { timeout: 60_000, interval: 50 }).toBe(100);
  await cluster.restartWorker('SIGKILL');
  // The dead worker's connections close; what they held is not delivered.
  await expect.poll(smtp.holding, { timeout: 30_000, interval: 50 }).toBe(0);
  smtp.release(2000);
  const deliveredBeforeRestart = deliveries(texts).filter((n) => n > 0).length;
  // BullMQ hands a dead worker's jobs on once their locks lapse (30 s) and a stalled check runs.
  await expect.poll(() => unmailed(texts), { timeout: 150_000, interval: 1000 }).toBe(0);
  await new Promise((r) => setTimeout(r, 3000));
  const counts = deliveries(texts);
  const counted = { jobs: texts.length, activeWhenKilled: 100, deliveredBeforeRestart, deliveredOnce: counts.filter((n) => n === 1).length, duplicates: counts.filter((n) => n > 1).length, missing: counts.filter((n) => n === 0).length };
  report('worker SIGKILL with 100 active mail jobs', counted);
  expect(counted).toMatchObject({ deliveredOnce: 100, duplicates: 0, missing: 0 });
}, 240_000);

test('the worker stopped (SIGTERM) during jobs: the jobs in hand finish, the rest wait for the next worker', async () => {
  const texts = await contactMessages(150, 'sigterm');
  await expect.poll(smtp.holding, { timeout: 60_000, interval: 50 }).toBeGreaterThan(50);
  const exitCode = await cluster.worker.stop('SIGTERM');
  const finishedByStoppedWorker = deliveries(texts).filter((n) => n > 0).length;
  await cluster.restartWorker('SIGTERM');
  await expect.poll(() => unmailed(texts), { timeout: 120_000, interval: 500 }).toBe(0);
  await new Promise((r) => setTimeout(r, 3000));
  const counts = deliveries(texts);
  const counted = { jobs: texts.length, exitCode, finishedByStoppedWorker, deliveredOnce: counts.filter((n) => n === 1).length, duplicates: counts.filter((n) => n > 1).length, missing: counts.filter((n) => n === 0).length };
  report('worker SIGTERM during 150 mail jobs', counted);
  expect(counted).toMatchObject({ exitCode: 0, deliveredOnce: 150, duplicates: 0, missing: 0 });
  expect(finishedByStoppedWorker).toBeGreaterThan(0);
}, 240_000);
