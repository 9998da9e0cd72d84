import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
