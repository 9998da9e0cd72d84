import http from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { makeAdmin, makeUser, signIn } from '../test/factories';
import { makeArticle } from '../test/content-factories';
import { makeSku } from '../test/shop-factories';
import { type Cluster, report, startCluster } from './cluster';

// Two web processes share everything a member can tell: sessions, rate limits and writes. And
// SIGTERM to a web process lets what it is answering finish.

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(() => cluster?.stop());

test("a member's token from one web process works on the other", async () => {
  const member = await makeUser();
  const [one, other] = cluster.direct as [Cluster['site'], Cluster['site']];
  const login = await one.post('/api/auth/login', { user: member.username, password: member.password });
  expect(login.status).toBe(200);
  const me = await other.get('/api/user', login.body.token);
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ user: { username: member.username } });
  report('token across processes', { signedInOn: 'web 1', readOn: 'web 2', status: me.status });
});

test('a rate limit counts across both processes', async () => {
  const { slug } = await makeArticle({ published: true });
  const token = await signIn(await makeUser());
  const statuses: number[] = [];
  // Five comments a minute: alternately through each process, the sixth is refused wherever it lands.
  for (let i = 0; i < 7; i++) statuses.push((await cluster.direct[i % 2]!.post('/api/article/comment', { article_id: slug, body: `Comment ${i}` }, token)).status);
  report('comment limit (5 a minute) across two processes', { statuses });
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
});

test('a write through one process is read at once through the other, in its JSON and its page; a neighbour stays kept', async () => {
  const sku = await makeSku({ title: 'Written Here' });
  const neighbour = await makeSku({ title: 'Left Alone' });
  const admin = await signIn(await makeAdmin());
  const [one, other] = cluster.direct as [Cluster['site'], Cluster['site']];
  const reads = [`/api/shop/sku/${sku}`, `/shop/${sku}`];
  const etags = async () => Promise.all(cluster.direct.map(async (web) => (await web.get(`/shop/${neighbour}`)).headers.etag));
  const neighbourBefore = await etags();
  let stale = 0;
  for (let i = 0; i < 20; i++) {
    const title = `Written Here ${i}`;
    for (const path of reads) for (const web of [one, other]) expect((await web.get(path)).status).toBe(200);
    const saved = await cluster.direct[i % 2]!.put(`/api/admin/skus/${sku}`, { title }, admin);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const path of reads) {
      const read = await cluster.direct[(i + 1) % 2]!.get(path);
      if (!read.text.includes(title)) stale++;
    }
  }
  // Kept all along in both processes: the same answer, never made again (a new one would differ in its data's time).
  const neighbourAfter = await etags();
  report('write in one process, read in the other (20 times, JSON and page)', { stale, neighbourKept: neighbourAfter.every((etag, i) => etag === neighbourBefore[i]) });
  expect(stale).toBe(0);
  expect(neighbourAfter).toEqual(neighbourBefore);
});

/**
 * n POSTs whose bodies arrive in two parts: each is in flight (headers received, body awaited) until
 * finish() sends the rest. Resolves each with its status, or the error that ended it.
 */
async function halfSent(url: string, path: string, body: string, n: number) {
  const requests = Array.from({ length: n }, () => {
    const req = http.request(url + path, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
    const status = new Promise<number | string>((resolve) => {
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', (err) => resolve(err.message));
    });
    const connected = new Promise((resolve) => req.on('socket', (socket) => socket.once('connect', resolve)));
    req.write(body.slice(0, 4));
    return { req, status, connected };
  });
  await Promise.all(requests.map((r) => r.connected));
  return {
    finish: () => requests.forEach((r) => r.req.end(body.slice(4))),
    statuses: () => Promise.all(requests.map((r) => r.status)),
  };
}

test('SIGTERM to a web process during 100 in-flight requests: every one is answered', async () => {
  const victim = cluster.webs[0]!;
  const inFlight = await halfSent(victim.url, '/api/shop/sku/count', JSON.stringify({ keyword: 'in flight' }), 100);
  // Every connection is open and its headers sent; give the process a moment to take them all in.
  await new Promise((r) => setTimeout(r, 500));
  const exited = victim.stop('SIGTERM');
  await new Promise((r) => setTimeout(r, 200));
  inFlight.finish();
  const statuses = await inFlight.statuses();
  const counted = { requests: statuses.length, answered200: statuses.filter((s) => s === 200).length, failed: statuses.filter((s) => s !== 200), exitCode: await exited };
  report('SIGTERM during 100 in-flight requests (bodies still arriving)', counted);
  expect(counted).toMatchObject({ answered200: 100, exitCode: 0 });
  // The proxy passes over the stopped process: the site goes on answering.
  const after = await Promise.all(Array.from({ length: 10 }, () => cluster.site.get('/healthz')));
  expect(after.map((r) => `${r.status} ${r.status === 200 ? '' : r.text}`.trim())).toEqual(Array(10).fill('200'));
});
