import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import supertest from 'supertest';
import { afterAll, expect, test } from 'vitest';
import { startFakeVarnish } from '../../../test/fake-varnish';
import { makeSku } from '../../../test/shop-factories';
import { readClock, readCursor } from '../cache-log';
import { cachePurger } from '../cache-purge';
import { db } from '../db';
import { answerAfterPurge } from './answer-after-purge';

// A write's answer waits for the shared cache's purge (src/platform/http/answer-after-purge.ts):
// behind a stand-in for Varnish that takes its time, on this file's database.

const cache = await startFakeVarnish();
const app = express();
app.use(compression());
app.use(answerAfterPurge(cachePurger([cache.url])));
app.get('/sku/:id', (req, res) => void res.json({ read: req.params.id }));
app.post('/sku/:id', async (req, res) => {
  await db('skus').where({ id: Number(req.params.id) }).update({ title: 'Retitled' });
  // Written in pieces, as a streamed page is: all of it is held, in order.
  res.type('text/plain').write('written ');
  res.end('x'.repeat(4096));
});
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const site = supertest(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await cache.close();
});

test("a write's answer, whole and in order, comes once Varnish has answered the PURGE of what it changed", async () => {
  const sku = await makeSku({ title: 'Titled' });
  cache.answer('ok', 300);
  cache.purges.length = 0;

  const res = await site.post(`/sku/${sku}`).set('Accept-Encoding', 'gzip');
  const answeredAt = Date.now();

  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.text).toBe(`written ${'x'.repeat(4096)}`);
  const purge = cache.purges.find((p) => p.tokens.includes(`skus:id=${sku}`));
  expect(purge?.answeredAt).toBeLessThanOrEqual(answeredAt);
  expect(await readCursor()).toBe(await readClock());
});

test('a read is not held', async () => {
  cache.answer('hang');
  cache.purges.length = 0;
  const sku = await makeSku({ title: 'Unread' });
  const res = await site.get(`/sku/${sku}`);
  expect(res.body).toEqual({ read: String(sku) });
  expect(cache.purges).toEqual([]);
});

test('a Varnish that does not answer holds a write at most the bound: the answer comes, the cursor waits', async () => {
  cache.answer('hang');
  const sku = await makeSku({ title: 'Held' });
  const before = await readCursor();
  const res = await site.post(`/sku/${sku}`);
  expect(res.status).toBe(200);
  expect(res.text).toMatch(/^written x+$/);
  expect(await readCursor()).toBe(before);
});

test('a Varnish that refuses: the write is answered, and the next write purges both', async () => {
  cache.answer('refuse');
  const first = await makeSku({ title: 'First' });
  expect((await site.post(`/sku/${first}`)).status).toBe(200);
  cache.answer('ok');
  cache.purges.length = 0;
  const second = await makeSku({ title: 'Second' });
  expect((await site.post(`/sku/${second}`)).status).toBe(200);
  expect(cache.tokens()).toEqual(expect.arrayContaining([`skus:id=${first}`, `skus:id=${second}`]));
});
