import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
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

test('npm start starts the server again when it crashes, and stops with it on SIGTERM', async () => {
  const port = await freePort();
  const supervisor = spawn(process.execPath, ['scripts/start.mjs'], { env: { ...env, PORT: String(port), LOG_PRETTY: '0' } });
  let output = '';
  for (const stream of [supervisor.stdout, supervisor.stderr]) stream.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => supervisor.on('exit', (code) => resolve(code)));
  const healthy = async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status === 200;
  await expect.poll(healthy, { timeout: 60_000 }).toBe(true);

  // The server is the supervisor's one child; a crash is a kill it did not ask for.
  const serverPid = () => Number(spawnSync('ps', ['-o', 'pid=', '--ppid', String(supervisor.pid)], { encoding: 'utf8' }).stdout.trim());
  const first = serverPid();
  process.kill(first, 'SIGKILL');
  await expect.poll(() => output).toMatch(/stopped unexpectedly \(signal SIGKILL\); starting it again in 1 s/);
  await expect.poll(healthy, { timeout: 60_000 }).toBe(true);
  expect(serverPid()).not.toBe(first);

  supervisor.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(await healthy()).toBe(false);
}, 180_000);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const NOTICE = 'Test mode:</strong> nothing is charged.';

test('in production without payment keys checkout is closed: 503 with the reason, the page says so, no test-mode notice, a warning at start', async () => {
  const server = await startBuiltServer(env);
  try {
    await expect.poll(() => server.output()).toMatch(/payments: not set up/);
    const res = await fetch(`${server.url}/api/shop/ship_options`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'payments_unavailable', message: PAYMENTS_UNAVAILABLE });
    const privacy = await (await fetch(`${server.url}/privacy`)).text();
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

