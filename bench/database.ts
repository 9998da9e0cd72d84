// The database a bench runs on, set up before the app's modules are imported (they read the
// environment once): a temporary DATA_DIR, warnings only, jobs in process; with a server URL, a
// database of its own on that server (fresh, or one kept by an earlier run), else PGlite in DATA_DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

/** Points this process at the bench's database; `kept` names one an earlier run kept (not created again). */
export async function useBenchDatabase(serverUrl: string | undefined, dbName: string, { kept = false } = {}): Promise<void> {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'athenaeum-bench-'));
  process.env.LOG_LEVEL = 'warn';
  delete process.env.REDIS_URL;
  if (!serverUrl) return;
  if (!kept) await onServer(serverUrl, `create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  process.env.DATABASE_URL = url.toString();
}

/** Drops the bench's database (unless `keep`) and its DATA_DIR. */
export async function dropBenchDatabase(serverUrl: string | undefined, dbName: string, { keep = false } = {}): Promise<void> {
  if (serverUrl && keep) console.log(`\nkept database ${dbName}`);
  else if (serverUrl) await onServer(serverUrl, `drop database if exists ${dbName} with (force)`);
  fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
}
