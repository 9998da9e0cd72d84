import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { PAYMENTS_UNAVAILABLE } from '../src/modules/checkout/schemas';
import { newPage } from '../test/browser';
import { startBuiltServer } from '../test/built-server';

// The built entries as an operator runs them: node dist/cli.js migrate, node dist/server.js, SIGTERM.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athenaeum-process-'));
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'production' };
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('migrate, serve, and stop cleanly on SIGTERM', async () => {
  const migrate = spawnSync(process.execPath, ['dist/cli.js', 'migrate'], { env, encoding: 'utf8' });
  expect(migrate.status, migrate.stderr).toBe(0);
  expect(spawnSync(process.execPath, ['dist/cli.js', 'migrate'], { env, encoding: 'utf8' }).stdout).toMatch(/up to date/);

  const server = await startBuiltServer(env);
  const ready = await fetch(`${server.url}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ checks: { database: 'ok' } });
  expect((await fetch(`${server.url}/api/nope`)).status).toBe(404);

  expect(await server.stop()).toBe(0);
  expect(server.output()).toMatch(/shutting down/);
});

test('the worker refuses to start without REDIS_URL, saying why', () => {
  const { REDIS_URL: _ignored, ...withoutRedis } = env;
  const worker = spawnSync(process.execPath, ['dist/worker.js'], { env: withoutRedis, encoding: 'utf8' });
  expect(worker.status).toBe(1);
  expect(worker.stderr).toMatch(/needs REDIS_URL/);
});

const NOTICE = 'Test mode:</strong> nothing is charged.';

test('in production without payment keys checkout is closed: 503 with the reason, the page says so, no test-mode notice, a warning at start', async () => {
  const server = await startBuiltServer(env);
  try {
    await expect.poll(() => server.output()).toMatch(/payments: not set up/);
    const res = await fetch(`${server.url}/api/shop/ship_options`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'payments_unavailable', message: PAYMENTS_UNAVAILABLE });
    const privacy = await (await fetch(`${server.url}/privacy`)).text();
    expect(privacy).toContain('<meta name="payments" content="off" />');
    expect(privacy).not.toContain(NOTICE);

    const page = await newPage(server.url);
    await page.goto('/shop/checkout');
    await expect.poll(() => page.locator('main').textContent()).toContain(PAYMENTS_UNAVAILABLE);
    expect(await page.getByRole('form', { name: 'Shipping address' }).count()).toBe(0);
    expect(await page.getByRole('complementary', { name: 'Test mode' }).count()).toBe(0);
    await page.context().close();
  } finally {
    await server.stop();
  }
});

test('PAYMENTS_TEST_MODE=1 in production runs the test mode: every page says so, from the server too, and the start warns; beside Stripe keys it is refused', async () => {
  const server = await startBuiltServer({ ...env, PAYMENTS_TEST_MODE: '1' });
  try {
    await expect.poll(() => server.output()).toMatch(/payments: TEST MODE \(PAYMENTS_TEST_MODE=1\): orders are placed without a card and nothing is charged/);
    const privacy = await (await fetch(`${server.url}/privacy`)).text();
    expect(privacy).toContain('<meta name="payments" content="test" />');
    expect(privacy).toContain(NOTICE);
    // Checkout is open: a bad address is the address's problem, not payments'.
    expect((await fetch(`${server.url}/api/shop/ship_options`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(400);
  } finally {
    await server.stop();
  }

  const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
  const refused = spawnSync(process.execPath, ['dist/server.js'], { env: { ...env, ...keys, PAYMENTS_TEST_MODE: '1', PORT: '0' }, encoding: 'utf8' });
  expect(refused.status).toBe(1);
  expect(refused.stderr).toMatch(/PAYMENTS_TEST_MODE: The Stripe keys take real payments, and PAYMENTS_TEST_MODE=1 would take orders without charging/);
});

