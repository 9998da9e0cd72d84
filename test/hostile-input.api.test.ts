import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { MAX_DEPTH, MAX_QUERY_DEPTH, MAX_QUERY_PARAMETERS } from '../src/platform/http/input-limits';
import { makeAdmin, makeUser, signIn } from './factories';
import { testApp } from './http';

// Requests shaped to exhaust the server (issue 23): each is refused with a 4xx before any work, and
// the process answers afterwards. A throw outside Express's error handling would end this test's
// process, so "it answered" is checked by the next request.
const app = await testApp();
const deepList = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

const expectAlive = async () => expect((await app.get('/healthz')).status).toBe(200);

test('a deeply nested body to a POST read whose answers are kept: 400 before and after the path is warm', async () => {
  for (const path of ['/api/shop/sku/count', '/api/article/search', '/api/article/search/f']) {
    expect((await app.post(path, deepList(6000))).status, `${path} cold`).toBe(400);
    // A normal request keeps the path's answers, so the next body is parsed by the cache's early door.
    expect((await app.post(path, {})).status, `${path} warm-up`).toBe(200);
    const deep = await app.post(path, deepList(6000));
    expect(deep.status, path).toBe(400);
    expect(deep.body).toMatchObject({ code: 'too_deep', message: `The request is nested too deeply (at most ${MAX_DEPTH} levels).` });
    expect((await app.post(path, deepObject(20_000))).status, path).toBe(400);
    await expectAlive();
  }
});

test('lists, objects and texts too large, __proto__ keys and too many query parameters: 4xx with a message', async () => {
  const member = await signIn(await makeUser());
  const path = '/api/article/search';
  expect((await app.post(path, `{"tag":[${Array(5000).fill(1).join(',')}]}`)).status).toBe(413);
  expect((await app.post(path, `{${Array.from({ length: 5000 }, (_, i) => `"k${i}":1`).join(',')}}`)).status).toBe(413);
  expect((await app.post(path, JSON.stringify({ keyword: 'x'.repeat(600 * 1024) }))).status).toBe(413);
  const protoApi = await app.post('/api/user', '{"__proto__":{"admin":true},"first_name":"Ada","last_name":"Byron","phone":""}', member);
  expect(protoApi.status).toBe(400);
  expect(protoApi.body.errors).toEqual({ __proto__: ['Must not be named __proto__.'] });
  const query = Array.from({ length: MAX_QUERY_PARAMETERS + 1 }, (_, i) => `p${i}=1`).join('&');
  const many = await app.get(`/api/shop/p/sku?${query}`);
  expect(many.status).toBe(413);
  expect(many.body.message).toBe(`The request has too many parameters (at most ${MAX_QUERY_PARAMETERS}).`);
  const repeated = await app.get('/api/shop/p/sku?offset=10&offset=20');
  expect(repeated.status).toBe(400);
  expect(repeated.body.errors).toEqual({ offset: ['Give this parameter once.'] });
  const bracketed = await app.get(`/api/shop/p/sku?a${'[b]'.repeat(MAX_QUERY_DEPTH + 1)}=1`);
  expect(bracketed.status).toBe(400);
  expect((await app.get(`/api/shop/p/sku?a${'[b]'.repeat(MAX_QUERY_DEPTH)}=1`)).status).toBe(200);
  await expectAlive();
});

test("the console's JSON query parameters are bounded like a body", async () => {
  const admin = await signIn(await makeAdmin());
  const res = await app.get(`/api/admin/skus?filter=${encodeURIComponent(deepObject(100))}`, admin);
  expect(res.status).toBe(400);
  expect(JSON.stringify(res.body.errors)).toMatch(/nested too deeply/);
  await expectAlive();
});

test('an error nothing caught is logged with its request id and ends the process with code 1', () => {
  // A throw in a callback, inside a request's context, in a process of its own.
  const script = `
    const { withRequestContext } = await import('./src/platform/logger.ts');
    const { exitOnUncaughtErrors } = await import('./src/platform/shutdown.ts');
    exitOnUncaughtErrors();
    withRequestContext('req-crash-0001', () => setImmediate(() => { throw new Error('thrown in a callback'); }));
    setTimeout(() => console.log('still alive'), 2000);`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', LOG_PRETTY: '0' },
    encoding: 'utf8',
  });
  expect(child.status).toBe(1);
  expect(child.stdout).not.toMatch(/still alive/);
  const line = JSON.parse(child.stdout.split('\n').find((l) => l.includes('uncaught exception'))!) as { level: number; reqId: string; err: { message: string } };
  expect(line).toMatchObject({ level: 60, reqId: 'req-crash-0001', err: { message: 'thrown in a callback' } });
});
