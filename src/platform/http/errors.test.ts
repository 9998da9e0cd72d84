import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import multer from 'multer';
import { describe, expect, test } from 'vitest';
import { storageRoot } from '../storage';
import { createHttpApp } from './app';
import { MAX_ITEMS } from './input-limits';
import { serve } from './serve';
import { validate } from './validate';
import { id } from '../contract';
import { z } from 'zod';

// What the error handler lets out, and the input refused before any handler: the platform's HTTP
// shell on its own, with routes made for these tests.

const SECRET = '/srv/athenaeum/var/uploads/secret-file.webp';
const routes = Router();
routes.post('/echo', (req, res) => void res.json(req.body));
routes.get('/things/:id', validate({ params: z.object({ id }) }), (req, res) => void res.json(req.params));
routes.get('/library-404', (_req, _res, next) => next(Object.assign(new Error(`ENOENT: no such file or directory, stat '${SECRET}'`), { status: 404, expose: true })));
routes.get('/library-409', (_req, _res, next) => next(Object.assign(new Error(`conflict at ${SECRET}`), { statusCode: 409 })));
routes.get('/nul-in-database', () => {
  throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
});
routes.get('/database-restarting', () => {
  throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
});
routes.get('/database-refused', () => {
  throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
});
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 10 } }).single('file');
routes.post('/upload', upload, (_req, res) => void res.json({ ok: true }));

const app = createHttpApp({ apiRouters: [routes], adminRouters: [], resolveUser: async () => null, readiness: {} });
const { port } = await serve(app, 0, '127.0.0.1');
const call = (p: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${p}`, init);
const postJson = (p: string, body: string) => call(p, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

describe('only our own messages go out', () => {
  test('the database out of reach: 503 with Retry-After and our words, not a 500', async () => {
    for (const p of ['/api/database-restarting', '/api/database-refused']) {
      const res = await call(p);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      const body = await res.json();
      expect(body).toMatchObject({ code: 'service_unavailable', message: 'The site is briefly unavailable. Please try again in a moment.' });
      expect(JSON.stringify(body)).not.toMatch(/5432|administrator/);
    }
  });

  test("a library's 4xx gets our message for its status, never its own text", async () => {
    const missing = await call('/api/library-404');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Not found.', code: 'not_found' });
    const conflict = await call('/api/library-409');
    expect(conflict.status).toBe(409);
    expect(JSON.stringify(await conflict.json())).not.toContain('/srv');
  });

  test('a path parameter that does not decode is a 400 that does not quote it', async () => {
    const res = await call('/api/things/%E0%A4%A');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ message: 'The request could not be read.', code: 'bad_request' });
    expect(JSON.stringify(body)).not.toContain('%E0');
  });

  test("body-parser's and multer's failures in our words", async () => {
    const charset = await call('/api/echo', { method: 'POST', headers: { 'Content-Type': 'application/json; charset=latin1' }, body: '{}' });
    expect(charset.status).toBe(415);
    expect((await charset.json()).message).toBe('Send the request body as UTF-8.');
    const big = await postJson('/api/echo', JSON.stringify({ text: 'x'.repeat(1_100_000) }));
    expect(big.status).toBe(413);
    expect((await big.json()).message).toBe('The request body is too large.');

    const form = new FormData();
    form.append('file', new Blob(['more than ten bytes']), 'a.txt');
    const tooBig = await call('/api/upload', { method: 'POST', body: form });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ message: 'A file is too large.', code: 'bad_upload' });
    const wrongField = new FormData();
    wrongField.append('other', new Blob(['x']), 'a.txt');
    expect((await (await call('/api/upload', { method: 'POST', body: wrongField })).json()).message).toBe('A file was sent in a field that takes none.');

    const malformed = await call('/api/upload', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=abc' }, body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nno end' });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toBe('The upload could not be read.');
  });

  test("the database's refusal of a value is a 400, should one ever get past the edge", async () => {
    const res = await call('/api/nul-in-database');
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).not.toMatch(/UTF8|0x00/);
  });
});

describe('missing files', () => {
  test('a missing upload is a plain 404 that names no path', async () => {
    for (const p of ['/uploads/nope.webp', '/uploads/tmp/nope.webp', '/uploads/..%2f..%2fetc%2fpasswd', '/uploads/a%00b']) {
      const res = await call(p);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toBe('Not Found');
    }
  });

  test('a stored upload is still served, and any path nothing answers is the same plain 404', async () => {
    // Stored keys are always folder/name (storage.ts refuses others, at /uploads too).
    fs.mkdirSync(path.join(storageRoot, 'tests'), { recursive: true });
    fs.writeFileSync(path.join(storageRoot, 'tests', 'here.txt'), 'here');
    expect(await (await call('/uploads/tests/here.txt')).text()).toBe('here');
    const nothing = await call('/no-client-mounted', { method: 'POST' });
    expect(nothing.status).toBe(404);
    expect(await nothing.text()).toBe('Not Found');
  });
});

describe('control characters', () => {
  test('anywhere in a JSON body: 400 naming each field by its path', async () => {
    const res = await postJson('/api/echo', JSON.stringify({ a: { b: ['fine', 'x\u0000'] }, c: 'del\u007f', d: 'c1\u009b', ok: 'tab\tLF\nCR\r' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'Please correct the highlighted fields.',
      code: 'validation',
      errors: { 'a.b.1': ['Must not contain control characters.'], c: ['Must not contain control characters.'], d: ['Must not contain control characters.'] },
      requestId: expect.any(String),
    });
    expect(await (await postJson('/api/echo', JSON.stringify({ ok: 'tab\tLF\nCR\r', emoji: 'é—✓' }))).json()).toEqual({ ok: 'tab\tLF\nCR\r', emoji: 'é—✓' });
  });

  test('in a query string or a path parameter', async () => {
    const query = await call('/api/echo?q=a%00b', { method: 'POST' });
    expect(query.status).toBe(400);
    expect((await query.json()).errors).toEqual({ q: ['Must not contain control characters.'] });
    const param = await call('/api/things/1%00');
    expect(param.status).toBe(400);
    expect((await param.json()).errors).toEqual({ id: ['Must not contain control characters.'] });
  });

  test('a body full of them gets a short answer, and a deeply nested one no crash', async () => {
    const many = await postJson('/api/echo', JSON.stringify(Array.from({ length: MAX_ITEMS }, () => '\u0000')));
    expect(Object.keys((await many.json()).errors)).toHaveLength(20);
    const deep = await postJson('/api/echo', `${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect([400, 413]).toContain(deep.status);
  });
});

test('ids stop at 2,147,483,647 and are digits, with one message', async () => {
  expect(await (await call('/api/things/2147483647')).json()).toEqual({ id: 2147483647 });
  for (const bad of ['2147483648', '0', '-1', '1e3', '0x10', '1.5', '99999999999999999999']) {
    const res = await call(`/api/things/${bad}`);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ id: ['Must be a whole number from 1 to 2147483647.'] });
  }
});
