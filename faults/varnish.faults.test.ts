import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { afterAll, expect, test } from 'vitest';
import { readClock, readCursor } from '../src/platform/cache-log';
import { makeArticle } from '../test/content-factories';
import { makeAdmin, makeUser, signIn } from '../test/factories';
import { httpClient } from '../test/http';
import { makeSku } from '../test/shop-factories';
import { report } from './cluster';
import { startVarnishCluster, VARNISHD } from './varnish';

// Varnish (ops/varnish/default.vcl, xkey) in front of the two web processes, every process
// purging it through the log (src/platform/cache-purge.ts): anonymous answers are kept and shared,
// a write is in every read through Varnish once its writer has the answer, a write purges only
// what it changed, and Varnish killed or frozen loses no purge. Kept answers live an hour here
// (VARNISH_KEYED_TTL), so only the purges can keep them fresh.

test.skipIf(!!VARNISHD)('varnishd is not installed (apt-get install varnish varnish-modules): the Varnish scenarios are skipped', () => {});

const started = VARNISHD ? await startVarnishCluster() : null;
afterAll(async () => {
  await started?.varnish.stop();
  await started?.cluster.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const BODY = '<p>Some text.</p>';

/** Until every committed write has been purged (no purge still on its way to Varnish). */
const settled = () => expect.poll(async () => (await readCursor()) === (await readClock()), { timeout: 20_000 }).toBe(true);

/** The purges the processes logged after `marks` (their output's lengths then): each log entry's least delay from commit. */
function purgeDelays(marks: number[]): number[] {
  const { cluster } = started!;
  const outputs = [...cluster.webs.map((w) => w.output()), cluster.worker.output()];
  const delays = new Map<number, number>();
  outputs.forEach((output, i) => {
    for (const line of output.slice(marks[i]).split('\n')) {
      if (!line.includes('"msg":"purged"')) continue;
      const { to, delayMs } = JSON.parse(line) as { to: number; delayMs: number };
      delays.set(to, Math.min(delays.get(to) ?? Infinity, delayMs));
    }
  });
  return [...delays.values()];
}
const outputMarks = () => [...started!.cluster.webs.map((w) => w.output().length), started!.cluster.worker.output().length];

/** The status of a PURGE sent from `address` (a loopback address of this machine). */
function purgeStatusFrom(address: string, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'PURGE', localAddress: address, headers: { 'xkey-purge': 'nothing-kept' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject).end();
  });
}


test.skipIf(!started)("the VCL's own rules, against varnishtest's stand-in backend (ops/varnish/default.vtc)", () => {
  const run = spawnSync('varnishtest', ['ops/varnish/default.vtc'], { encoding: 'utf8' });
  expect(run.status, run.stdout + run.stderr).toBe(0);
});

test.skipIf(!started)('an anonymous public answer is kept by Varnish and shared; members and the console pass', async () => {
  const { varnish } = started!;
  const cached = httpClient(varnish.url);
  const { slug } = await makeArticle({ title: 'Kept in Front' });
  const sku = await makeSku({ title: 'The Shared Atlas' });
  const member = await signIn(await makeUser());
  await settled();

  // Both are keyed by their rows (docs/decisions.md "The read cache by keys").
  const keyed = { [`/api/article?id=${slug}`]: `articles:slug=${slug}`, [`/api/shop/sku/${sku}`]: `skus:id=${sku}` };
  for (const [path, key] of Object.entries(keyed)) {
    const first = await cached.get(path);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await cached.get(path);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.text).toBe(first.text);
    // The keys are Varnish's business: shown only to the purgers who ask.
    expect(second.headers['surrogate-key']).toBeUndefined();
    expect(String((await cached.send('get', path).set('x-debug-keys', '1')).headers['surrogate-key']).split(' ')).toContain(key);
    // A visitor's other cookies do not split the cache; a member's header or session cookie passes.
    expect((await cached.send('get', path).set('Cookie', '_ga=1; theme=1')).headers['x-cache']).toBe('HIT');
    expect((await cached.get(path, member)).headers['x-cache']).toBe('MISS');
    expect((await cached.send('get', path).set('Cookie', `token=${member}`)).headers['x-cache']).toBe('MISS');
  }
  for (const path of ['/healthz', '/chariot/', '/api/admin/articles']) {
    await cached.get(path);
    expect((await cached.get(path)).headers['x-cache']).toBe('MISS');
  }
  // Only the purgers' addresses may purge: one from 127.0.0.2 (not in the ACL) is refused.
  expect(await purgeStatusFrom('127.0.0.2', varnish.url)).toBe(403);
  expect(await purgeStatusFrom('127.0.0.1', varnish.url)).toBe(200);
});

test.skipIf(!started)('a write through the API is in every read through Varnish once its writer has the answer, whichever process wrote', async () => {
  const { cluster, varnish } = started!;
  const cached = httpClient(varnish.url);
  const admin = await signIn(await makeAdmin());
  const { slug } = await makeArticle({ title: 'Version 0' });
  const path = `/api/article?id=${slug}`;
  await settled();
  await cached.get(path);
  expect((await cached.get(path)).headers['x-cache']).toBe('HIT');

  // Readers through Varnish all along, each read noting when it began and what it showed.
  const reads: Array<{ began: number; version: number; cache: string }> = [];
  let reading = true;
  const readers = Array.from({ length: 3 }, async () => {
    while (reading) {
      const began = Date.now();
      const res = await cached.get(path);
      reads.push({ began, version: Number(String(res.body.article.title).split(' ')[1]), cache: String(res.headers['x-cache']) });
      await sleep(5);
    }
  });

  const marks = outputMarks();
  const writes: Array<{ version: number; answered: number; writerMs: number }> = [];
  for (let version = 1; version <= 20; version++) {
    const writer = cluster.direct[version % 2]!;
    const sent = Date.now();
    const res = await writer.put('/api/article', { id: slug, title: `Version ${version}`, body: BODY }, admin);
    const answered = Date.now();
    expect(res.status).toBe(200);
    expect((await cached.get(path)).body.article.title).toBe(`Version ${version}`);
    writes.push({ version, answered, writerMs: answered - sent });
    await sleep(100);
  }
  reading = false;
  await Promise.all(readers);

  // No read begun after a writer had its answer showed an older version than that writer's.
  const wrong = reads.filter((r) => r.version < (writes.filter((w) => w.answered < r.began).at(-1)?.version ?? 0));
  const delays = purgeDelays(marks);
  const counted = {
    writes: writes.length,
    writerMs: { median: median(writes.map((w) => w.writerMs)), max: Math.max(...writes.map((w) => w.writerMs)) },
    purgeDelayMs: { entries: delays.length, min: Math.min(...delays), median: median(delays), max: Math.max(...delays) },
    reads: reads.length,
    readHits: reads.filter((r) => r.cache === 'HIT').length,
    wrongReads: wrong.length,
    varnish: varnish.stats('MAIN.cache_hit', 'MAIN.cache_miss', 'MAIN.s_pass', 'MAIN.n_object'),
  };
  report('Varnish: 20 article edits alternating the web processes, 3 readers through Varnish', counted);
  expect(wrong).toEqual([]);
  expect(counted.readHits).toBeGreaterThan(0);
  expect(delays.length).toBeGreaterThanOrEqual(writes.length);
});

test.skipIf(!started)("a write to one article leaves another article's answer kept in Varnish", async () => {
  const { cluster, varnish } = started!;
  const cached = httpClient(varnish.url);
  const admin = await signIn(await makeAdmin());
  const [edited, neighbour] = [await makeArticle({ title: 'Edited' }), await makeArticle({ title: 'Left Alone' })];
  await settled();
  const neighbourPath = `/api/article?id=${neighbour.slug}`;
  const kept = await cached.get(neighbourPath);
  await cached.get(`/api/article?id=${edited.slug}`);
  expect((await cached.get(neighbourPath)).headers['x-cache']).toBe('HIT');

  expect((await cluster.direct[0]!.put('/api/article', { id: edited.slug, title: 'Edited Again', body: BODY }, admin)).status).toBe(200);

  const after = await cached.get(neighbourPath);
  expect(after.headers['x-cache']).toBe('HIT');
  expect(after.text).toBe(kept.text);
  const editedAfter = await cached.get(`/api/article?id=${edited.slug}`);
  expect(editedAfter.headers['x-cache']).toBe('MISS');
  expect(editedAfter.body.article.title).toBe('Edited Again');
});

test.skipIf(!started)('Varnish killed: writes meanwhile are answered and their purges wait; restarted, it is empty and the purges catch up', async () => {
  const { cluster, varnish } = started!;
  const cached = httpClient(varnish.url);
  const admin = await signIn(await makeAdmin());
  const { slug } = await makeArticle({ title: 'Before the Outage' });
  const path = `/api/article?id=${slug}`;
  await settled();
  await cached.get(path);
  expect((await cached.get(path)).headers['x-cache']).toBe('HIT');

  await varnish.kill();
  const sent = Date.now();
  const res = await cluster.direct[1]!.put('/api/article', { id: slug, title: 'Written While Varnish Was Down', body: BODY }, admin);
  const writerMs = Date.now() - sent;
  expect(res.status).toBe(200);
  const [cursor, clock] = [await readCursor(), await readClock()];
  expect(cursor).toBeLessThan(clock);

  await varnish.start();
  const read = await cached.get(path);
  expect(read.body.article.title).toBe('Written While Varnish Was Down');
  expect(read.headers['x-cache']).toBe('MISS');
  const back = Date.now();
  await settled();
  report('Varnish killed, a write, Varnish started again', { writerMs, behind: clock - cursor, caughtUpMs: Date.now() - back, firstRead: read.headers['x-cache'] });
});

test.skipIf(!started)('Varnish frozen with its cache: a write waits for its purge at most 2 s, and the purge is made once Varnish answers again', async () => {
  const { cluster, varnish } = started!;
  const cached = httpClient(varnish.url);
  const admin = await signIn(await makeAdmin());
  const { slug } = await makeArticle({ title: 'Before the Freeze' });
  const path = `/api/article?id=${slug}`;
  await settled();
  await cached.get(path);
  expect((await cached.get(path)).headers['x-cache']).toBe('HIT');

  varnish.freeze();
  let thawed = false;
  try {
    const sent = Date.now();
    const res = await cluster.direct[0]!.put('/api/article', { id: slug, title: 'Written While Varnish Was Frozen', body: BODY }, admin);
    const writerMs = Date.now() - sent;
    expect(res.status).toBe(200);
    expect(await readCursor()).toBeLessThan(await readClock());

    varnish.thaw();
    thawed = true;
    const back = Date.now();
    // The kept answer stays until the purge that waited reaches Varnish; then never again.
    const seen: string[] = [];
    for (;;) {
      const read = await cached.get(path);
      seen.push(`${read.body.article.title} (${read.headers['x-cache']})`);
      if (read.body.article.title === 'Written While Varnish Was Frozen') break;
      if (Date.now() - back > 20_000) throw new Error(`still the old answer 20 s after Varnish came back: ${seen.join(', ')}`);
      await sleep(50);
    }
    const freshAfterMs = Date.now() - back;
    await settled();
    for (let i = 0; i < 10; i++) expect((await cached.get(path)).body.article.title).toBe('Written While Varnish Was Frozen');
    report('Varnish frozen 2+ s with its cache, a write, Varnish thawed', { writerMs, freshAfterMs, readsBeforeFresh: seen.length - 1, caughtUpMs: Date.now() - back });
  } finally {
    if (!thawed) varnish.thaw();
  }
});

test.skipIf(!started)('an article page: kept per theme, and an edit is in every theme once its writer has the answer', async () => {
  const { cluster, varnish } = started!;
  const cached = httpClient(varnish.url);
  const admin = await signIn(await makeAdmin());
  const { slug } = await makeArticle({ title: 'Page Version 0' });
  const path = `/article/${slug}`;
  const themes = ['', 'theme=1', 'theme=0'];
  const page = (cookie: string) => (cookie ? cached.send('get', path).set('Cookie', `_ga=2; ${cookie}`) : cached.get(path));
  await settled();
  for (const theme of themes) {
    await page(theme);
    expect((await page(theme)).headers['x-cache']).toBe('HIT');
  }
  expect((await page('theme=1')).text).toContain('data-theme="dark"');

  for (let version = 1; version <= 10; version++) {
    const res = await cluster.direct[version % 2]!.put('/api/article', { id: slug, title: `Page Version ${version}`, body: BODY }, admin);
    expect(res.status).toBe(200);
    for (const theme of themes) expect((await page(theme)).text).toContain(`Page Version ${version}`);
  }
});
