// Runs before each test file, before it imports anything: points config at this file's own
// database, data directory and queue prefix, so files can run in parallel without sharing state.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { dropRedisKeys, withDatabase } from './global-setup';

const id = randomBytes(4).toString('hex');
const template = inject('pgTemplate');
const run = inject('runId');
const snapshot = inject('pgliteSnapshot');
const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athenaeum-test-'));

process.env.NODE_ENV = 'test';
process.env.DATA_DIR = dataDir;
// Every Redis key a file makes starts with this; the file deletes its own, the run any left over.
process.env.QUEUE_PREFIX = `test_${run}_${id}`;
process.env.LOG_PRETTY = '0';
// Newsletters go at once unless a file sets a delay itself (before it imports config) to test the wait.
process.env.NEWSLETTER_SEND_DELAY ??= '0';

let database: string | null = null;
if (serverUrl && template) {
  database = `vt_${id}_${template.slice('vt_tmpl_'.length)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${database} template ${template}`);
  await client.end();
  process.env.DATABASE_URL = withDatabase(serverUrl, database);
} else if (snapshot) {
  process.env.PGLITE_SNAPSHOT = snapshot;
}

afterAll(async () => {
  // Close whatever the file opened (server, workers, queues, pools), then drop its database and keys.
  const { shutdown } = await import('../src/platform/shutdown');
  await shutdown();
  if (redisUrl) await dropRedisKeys(redisUrl, process.env.QUEUE_PREFIX!);
  if (serverUrl && database) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${database} with (force)`);
    await client.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});
