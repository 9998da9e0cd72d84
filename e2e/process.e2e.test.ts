import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
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
  await expect.poll(() => output, { timeout: 10_000 }).toMatch(/stopped unexpectedly \(signal SIGKILL\); starting it again in 1 s/);
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
