import { Router } from 'express';
import { describe, expect, test } from 'vitest';
import { AppError } from '../errors';
import { shutdown } from '../shutdown';
import { createHttpApp } from './app';
import { requireActivated, requireMember } from './auth';
import { serve } from './serve';

// The platform's HTTP shell on its own, with routes made for these tests.
const routes = Router();
routes.post('/echo', (req, res) => {
  res.json(req.body);
});
routes.get('/boom', () => {
  throw new Error('secret database detail at /srv/app.ts:12');
});
routes.get('/teapot', () => {
  throw new AppError('teapot', 'I am a teapot.', 418);
});
routes.get('/duplicate', () => {
  throw Object.assign(new Error('duplicate key value violates unique constraint "services_key_unique"'), { code: '23505' });
});
routes.get('/slow', async (_req, res) => {
  await new Promise((r) => setTimeout(r, 300));
  res.json({ done: true });
});
routes.get('/me', requireMember, (req, res) => {
  res.json({ id: req.user!.id });
});
routes.post('/act', requireActivated, (_req, res) => {
  res.json({ done: true });
});

const users = {
  membertoken000000001: { id: 1, username: 'm', roles: [], activated: true, sessionId: 1 },
  admintoken0000000001: { id: 2, username: 'a', roles: ['administrator'], activated: true, sessionId: 2 },
  newbietoken000000001: { id: 3, username: 'n', roles: [], activated: false, sessionId: 3 },
};
let redisUp = true;
const app = createHttpApp({
  apiRouters: [routes],
  adminRouters: [Router().get('/things', (_req, res) => void res.json([]))],
  resolveUser: async (token) => users[token as keyof typeof users] ?? null,
  readiness: {
    database: async () => true,
    redis: async () => {
      if (!redisUp) throw new Error('down');
    },
  },
});
const { port } = await serve(app, 0, '127.0.0.1');
const base = `http://127.0.0.1:${port}`;
const call = (path: string, init: RequestInit = {}) => fetch(base + path, init);
const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

describe('errors', () => {
  test('malformed JSON gives 400 with a JSON message', async () => {
    const res = await call('/api/echo', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
  });

  test('a unique violation from a plain query gives 409 without the database message', async () => {
    const res = await call('/api/duplicate');
    expect(res.status).toBe(409);
    expect(JSON.stringify(await res.json())).not.toMatch(/services_key_unique/);
  });

  test('an unknown /api path gives 404 JSON', async () => {
    const res = await call('/api/nowhere');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect((await res.json()).message).toMatch(/No API route/);
  });

  test('a thrown error gives 500 with a request id and nothing of the error', async () => {
    const res = await call('/api/boom');
    const body = await res.json();
    expect(res.status).toBe(500);
    expect(body.message).toBe('We could not complete your request.');
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
    expect(JSON.stringify(body)).not.toMatch(/secret|srv|stack/);
  });

  test('an AppError keeps its status and message', async () => {
    const res = await call('/api/teapot');
    expect(res.status).toBe(418);
    expect((await res.json()).message).toBe('I am a teapot.');
  });
});

describe('authorisation', () => {
  test('member routes answer 401 to a visitor and serve a member', async () => {
    expect((await call('/api/me')).status).toBe(401);
    expect((await call('/api/me', auth('notarealtoken0000000'))).status).toBe(401);
    expect(await (await call('/api/me', auth('membertoken000000001'))).json()).toEqual({ id: 1 });
  });

  test('every /api/admin path answers 401 to a visitor and 403 to a member', async () => {
    for (const path of ['/api/admin/things', '/api/admin/anything/else']) {
      expect((await call(path)).status).toBe(401);
      expect((await call(path, auth('membertoken000000001'))).status).toBe(403);
    }
    expect((await call('/api/admin/things', auth('admintoken0000000001'))).status).toBe(200);
  });

  test('commenting, reviewing and buying wait for activation', async () => {
    expect((await call('/api/act', { method: 'POST' })).status).toBe(401);
    const newbie = await call('/api/act', { method: 'POST', ...auth('newbietoken000000001') });
    expect(newbie.status).toBe(403);
    expect(await newbie.json()).toMatchObject({ code: 'not_activated' });
    expect((await call('/api/me', auth('newbietoken000000001'))).status).toBe(200);
    expect((await call('/api/act', { method: 'POST', ...auth('membertoken000000001') })).status).toBe(200);
  });

  test('a cookie alone does not authenticate', async () => {
    expect((await call('/api/me', { headers: { Cookie: 'token=membertoken000000001' } })).status).toBe(401);
  });
});

describe('health', () => {
  test('healthz answers while the process is up', async () => {
    expect(await (await call('/healthz')).json()).toEqual({ status: 'ok' });
  });

  test('readyz names the dependency that fails', async () => {
    expect((await call('/readyz')).status).toBe(200);
    redisUp = false;
    const res = await call('/readyz');
    redisUp = true;
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ failed: ['redis'], checks: { database: 'ok', redis: 'failed' } });
  });

  test('without METRICS_TOKEN there are no metrics to see', async () => {
    const res = await call('/metrics', auth('anything-at-all-000'));
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/http_request/);
  });
});

test('security headers: a CSP allowing inline scripts by a nonce of this answer alone, nosniff', async () => {
  const res = await call('/healthz');
  const csp = res.headers.get('content-security-policy')!;
  const nonce = /script-src 'self' https:\/\/js\.stripe\.com 'nonce-([A-Za-z0-9+/]{22}==)';/.exec(csp)?.[1];
  expect(nonce).toBeDefined();
  expect((await call('/healthz')).headers.get('content-security-policy')).not.toContain(nonce);
  expect(csp.split(';').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
  expect(csp).toMatch(/object-src 'none'/);
  expect(csp).toMatch(/base-uri 'none'/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
});

test('shutdown lets an in-flight request finish, then stops accepting', async () => {
  const inFlight = call('/api/slow');
  await new Promise((r) => setTimeout(r, 50));
  await shutdown();
  const res = await inFlight;
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ done: true });
  await expect(call('/healthz')).rejects.toThrow();
});
