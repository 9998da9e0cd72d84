import { afterAll, beforeAll, expect, test } from 'vitest';
import { type BuiltServer, startBuiltServer } from '../test/built-server';
import { makeAdmin, makeUser, signIn } from '../test/factories';
import { makeSku } from '../test/shop-factories';

// Two web processes on one database, each with its own read cache: a write committed through one
// is read at once through the other (the module versions are read per request). PGlite is one
// process's database, so this runs on a server PostgreSQL only.
const servers: BuiltServer[] = [];
beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  servers.push(...(await Promise.all([startBuiltServer(process.env), startBuiltServer(process.env)])));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

const call = async (server: BuiltServer, path: string, init: { token?: string; body?: object } = {}) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${server.url}${path}`, { method: init.body ? 'POST' : 'GET', headers, body: init.body && JSON.stringify(init.body) });
  return { status: res.status, etag: res.headers.get('etag'), body: (await res.json()) as Record<string, unknown> };
};

test.skipIf(!process.env.DATABASE_URL)('a write through one web process is read at once through the other', async () => {
  const [one, other] = servers as [BuiltServer, BuiltServer];
  const sku = await makeSku({ title: 'Read in Two Places' });
  const member = await signIn(await makeUser());
  const admin = await signIn(await makeAdmin());

  // Both processes keep the answer (the second ask of each is served from its memory).
  for (const server of [one, other]) {
    const first = await call(server, `/api/shop/sku/reviewsd/${sku}`);
    expect(first.body).toMatchObject({ total: 0 });
    expect((await call(server, `/api/shop/sku/reviewsd/${sku}`)).etag).toBe(first.etag);
  }

  // A member's review through one process: the other's next anonymous read counts it.
  const posted = await call(one, '/api/shop/sku/reviews', { token: member, body: { parent_sku: sku, review_rating: 4, title: 'Seen everywhere' } });
  expect(posted.status).toBe(200);
  expect((await call(other, `/api/shop/sku/reviewsd/${sku}`)).body).toMatchObject({ total: 1 });

  // An administrator withdraws the product through the other process: the first stops showing it.
  expect((await call(one, `/api/shop/sku/${sku}`)).status).toBe(200);
  expect((await call(other, '/api/shop/sku/suspend', { token: admin, body: { id: sku } })).status).toBe(200);
  expect((await call(one, `/api/shop/sku/${sku}`)).status).toBe(404);
});
