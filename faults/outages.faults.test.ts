import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { db } from '../src/platform/db';
import { makeArticle } from '../test/content-factories';
import { makeUser, signIn } from '../test/factories';
import { httpClient } from '../test/http';
import { type Cluster, report, startCluster } from './cluster';

// PostgreSQL and Redis go away under load and come back: the processes recover by themselves,
// say so on /readyz meanwhile, and lose nothing they answered 2xx for. This restarts the
// machine's own PostgreSQL cluster and Redis server, so the suite runs alone (vitest.faults.config.ts).

const PG_VERSION = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql')[0] : undefined;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(() => cluster?.stop());

/** Contact messages sent through the proxy by a few writers until stopped, each from its own address. */
function writeUntilStopped(writers = 4) {
  const answered: string[] = [];
  const statuses: Record<string, number> = {};
  let n = 0;
  let stopped = false;
  const loops = Array.from({ length: writers }, async () => {
    while (!stopped) {
      const i = n++;
      const message = `outage message ${i} ${Date.now()}`;
      const site = httpClient(cluster.proxy.url, { 'x-forwarded-for': `10.7.${(i >> 8) & 255}.${i & 255}` });
      const res = await site.post('/api/contact', { email: 'outage@example.test', message }).catch(() => null);
      const status = String(res?.status ?? 'no answer');
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (res?.status === 201) answered.push(message);
      await sleep(10);
    }
  });
  return {
    answered,
    statuses,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Polls each web process's /readyz until stopped, keeping each change of answer. */
function watchReadiness() {
  const seen: string[][] = cluster.webs.map(() => []);
  let stopped = false;
  const loops = cluster.webs.map(async (web, i) => {
    while (!stopped) {
      const res = await fetch(`${web.url}/readyz`).catch(() => null);
      const body = res ? ((await res.json()) as { failed?: string[] }) : null;
      const state = res ? `${res.status}${body?.failed ? ` ${body.failed.join(',')}` : ''}` : 'no answer';
      if (seen[i]!.at(-1) !== state) seen[i]!.push(state);
      await sleep(50);
    }
  });
  return {
    seen,
    ready: () => seen.every((states) => states.at(-1) === '200'),
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** This process's own pool may still hold connections from before the restart: ask until one answers. */
async function savedOf(messages: string[]): Promise<Set<string>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return new Set(await db('contact_messages').whereIn('message', messages).pluck('message'));
    } catch (err) {
      if (attempt > 20) throw err;
      await sleep(250);
    }
  }
}

test.skipIf(!PG_VERSION)('PostgreSQL restarted under load: /readyz names the database, then 200; no write answered 2xx is lost', async () => {
  const writes = writeUntilStopped();
  const readiness = watchReadiness();
  await sleep(1000);
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', PG_VERSION!, 'main', 'stop', '-m', 'fast']);
  await sleep(3000);
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', PG_VERSION!, 'main', 'start']);
  await expect.poll(readiness.ready, { timeout: 60_000, interval: 200 }).toBe(true);
  await sleep(1000);
  await writes.stop();
  await readiness.stop();

  const saved = await savedOf(writes.answered);
  const counted = { answered201: writes.answered.length, statuses: writes.statuses, lost: writes.answered.filter((m) => !saved.has(m)).length, readyz: readiness.seen };
  report('PostgreSQL stopped 3 s under load', counted);
  expect(counted.lost).toBe(0);
  // Refused while it was away: 503 with Retry-After (the write did not happen), never a 500.
  expect(Object.keys(writes.statuses).filter((s) => s !== '201' && s !== '503')).toEqual([]);
  for (const states of readiness.seen) {
    expect(states).toContain('503 database');
    expect(states.at(-1)).toBe('200');
  }
  // Writes go through again after the restart, with no process restarted by hand.
  expect((await httpClient(cluster.proxy.url, { 'x-forwarded-for': '10.7.255.1' }).post('/api/contact', { email: 'after@example.test', message: 'after' })).status).toBe(201);
});

const redisCli = (...args: string[]) => execFileSync('redis-cli', ['-h', '127.0.0.1', '-p', '6379', ...args], { encoding: 'utf8' }).trim();
const redisPersistence = () => Object.fromEntries(redisCli('info', 'persistence').split(/\r?\n/).map((l) => l.split(':')));
/** The machine's Redis keeps nothing on disk; BullMQ needs it to keep its jobs (docs/operations.md): AOF for this scenario. */
async function withAppendOnlyRedis<T>(fn: (restart: (downMs: number) => Promise<void>) => Promise<T>): Promise<T> {
  const dir = redisCli('config', 'get', 'dir').split('\n')[1]!;
  redisCli('config', 'set', 'appendonly', 'yes');
  await expect.poll(() => redisPersistence().aof_rewrite_in_progress, { timeout: 30_000 }).toBe('0');
  const start = () => execFileSync('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'yes', '--dir', dir]);
  let down = false;
  try {
    return await fn(async (downMs) => {
      down = true;
      redisCli('shutdown');
      await sleep(downMs);
      start();
      down = false;
      await expect.poll(() => redisCli('ping').includes('PONG'), { timeout: 10_000 }).toBe(true);
    });
  } finally {
    if (down) start();
    await expect.poll(() => redisCli('ping').includes('PONG'), { timeout: 10_000 }).toBe(true);
    redisCli('config', 'set', 'appendonly', 'no');
  }
}

/** A member's comments, one after another through one process: the statuses. */
async function commentBurst(site: Cluster['site'], n: number) {
  const { slug } = await makeArticle({ published: true });
  const token = await signIn(await makeUser());
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await site.post('/api/article/comment', { article_id: slug, body: `Burst ${i}` }, token)).status);
  return statuses;
}

test('Redis restarted under load: reads go on being served, jobs resume, rate limits go on', async () => {
  const reads: Record<string, number> = {};
  let reading = true;
  const readers = Array.from({ length: 4 }, async (_, i) => {
    while (reading) {
      const res = await fetch(`${cluster.proxy.url}${i % 2 ? '/api/shop/p/sku' : '/api/article/search/f'}`, i % 2 ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(() => null);
      reads[String(res?.status ?? 'no answer')] = (reads[String(res?.status ?? 'no answer')] ?? 0) + 1;
      await res?.arrayBuffer();
      await sleep(10);
    }
  });
  const writes = writeUntilStopped(2);
  const readiness = watchReadiness();
  let limitedWhileDown: number[] = [];
  await withAppendOnlyRedis(async (restart) => {
    await sleep(1000);
    const restarted = restart(4000);
    await sleep(1000);
    limitedWhileDown = await commentBurst(cluster.direct[0]!, 7);
    await restarted;
  });
  await expect.poll(readiness.ready, { timeout: 60_000, interval: 200 }).toBe(true);
  await sleep(1000);
  reading = false;
  await Promise.all([writes.stop(), readiness.stop(), ...readers]);

  // Every contact message answered 201 is mailed: jobs committed while Redis was away waited in the outbox.
  const unmailed = () => db('contact_messages').whereIn('message', writes.answered).whereNull('mailed_at').count({ n: '*' }).first().then((r) => Number(r!.n));
  await expect.poll(unmailed, { timeout: 120_000, interval: 500 }).toBe(0);
  const limitedAfter = await commentBurst(cluster.site, 7);
  const counted = { reads, writes: writes.statuses, unmailed: await unmailed(), readyz: readiness.seen, commentLimitWhileDown: limitedWhileDown, commentLimitAfter: limitedAfter };
  report('Redis stopped 4 s under load', counted);
  expect(Object.keys(reads)).toEqual(['200']);
  expect(writes.statuses['201']).toBeGreaterThan(0);
  for (const states of readiness.seen) {
    expect(states).toContain('503 redis');
    expect(states.at(-1)).toBe('200');
  }
  // While Redis was away each process counted for itself: five a minute still held.
  expect(limitedWhileDown).toEqual([201, 201, 201, 201, 201, 429, 429]);
  expect(limitedAfter).toEqual([201, 201, 201, 201, 201, 429, 429]);
});
