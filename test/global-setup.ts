import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrations } from '../migrations';
import { migrateLatest } from '../src/platform/migrator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database each test file clones. */
    pgTemplate: string | null;
    /** PGlite: a migrated data directory each test file loads. */
    pgliteSnapshot: string | null;
    /** This run's id: every file's Redis prefix starts with test_<runId>_. */
    runId: string;
  }
}

const run = randomBytes(3).toString('hex');

/** The same server URL pointed at another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onServer(url: string, fn: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

async function migrated(knex: Knex, fn: (knex: Knex) => Promise<void> = async () => {}) {
  try {
    await migrateLatest(knex, migrations);
    await fn(knex);
  } finally {
    await knex.destroy();
  }
}

/** Deletes every Redis key under a prefix (a file's queues and rate-limit counts, or a whole run's). */
export async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Migrates once per run; every test file then starts from a copy (DESIGN.md §5: a clean database per file). */
export default async function setup(project: TestProject) {
  project.provide('runId', run);
  const redisUrl = process.env.REDIS_URL;
  const dropRunKeys = () => (redisUrl ? dropRedisKeys(redisUrl, `test_${run}_`) : Promise.resolve());
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = `vt_tmpl_${run}`;
    await onServer(serverUrl, (c) => c.query(`create database ${template}`).then(() => undefined));
    await migrated(knexFactory({ client: 'pg', connection: withDatabase(serverUrl, template) }));
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', null);
    return async () => {
      await dropRunKeys();
      await onServer(serverUrl, async (c) => {
        const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where datname like 'vt\\_%${run}%'`);
        for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
      });
    };
  }
  const [{ PGlite }, { pg_trgm }, { citext }, { default: ClientPGlite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/citext'),
    import('knex-pglite'),
  ]);
  const pglite = await PGlite.create({ dataDir: 'memory://', extensions: { pg_trgm, citext } });
  const snapshot = path.join(os.tmpdir(), `pglite-snapshot-${run}.tar`);
  await migrated(knexFactory({ client: ClientPGlite, dialect: 'postgres', connection: () => ({ pglite }) } as Knex.Config), async () => {
    const dump = await pglite.dumpDataDir('none');
    fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  });
  project.provide('pgTemplate', null);
  project.provide('pgliteSnapshot', snapshot);
  return async () => {
    await dropRunKeys();
    fs.rmSync(snapshot, { force: true });
  };
}
