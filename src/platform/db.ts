import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { Model } from 'objection';
import pg from 'pg';
import { config } from './config';
import { logger } from './logger';
import { onShutdown } from './shutdown';

export type Db = Knex | Knex.Transaction;

// COUNT(*) and bigserial ids arrive as int8; they fit a JS number in this product.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** Where PGlite keeps its files when no DATABASE_URL is set. */
export const pgliteDir = process.env.PGLITE_DIR ?? path.join(config.DATA_DIR, 'db');

async function openPglite() {
  const [{ PGlite }, { pg_trgm }, { citext }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/citext'),
  ]);
  const extensions = { pg_trgm, citext };
  // Tests start from a migrated snapshot instead of migrating every file's database again.
  const snapshot = process.env.PGLITE_SNAPSHOT;
  if (snapshot) {
    const loadDataDir = new Blob([fs.readFileSync(snapshot)]);
    return PGlite.create({ dataDir: 'memory://', loadDataDir, extensions });
  }
  if (!pgliteDir.startsWith('memory://')) fs.mkdirSync(pgliteDir, { recursive: true });
  return PGlite.create({ dataDir: pgliteDir, extensions });
}

async function createKnex(): Promise<Knex> {
  if (config.DATABASE_URL) {
    return knexFactory({
      client: 'pg',
      connection: config.DATABASE_URL,
      pool: { min: 0, max: config.DATABASE_POOL_MAX },
    });
  }
  const { default: ClientPGlite } = await import('knex-pglite');
  // knex-pglite names a delete's command 'DEL', so knex answers a delete with the raw result
  // instead of the row count it gives on pg; naming it 'delete' restores the count.
  type Responder = { processResponse(obj: { method?: string }, runner: unknown): unknown };
  const base = ClientPGlite.prototype as unknown as Responder;
  class Client extends ClientPGlite {}
  (Client.prototype as unknown as Responder).processResponse = function (obj, runner) {
    return base.processResponse.call(this, obj.method === 'del' ? { ...obj, method: 'delete' } : obj, runner);
  };
  const pglite = await openPglite();
  logger.debug({ dir: pgliteDir }, 'using embedded PGlite');
  // PGlite serves a single connection (knex-pglite refuses a pool setting).
  return knexFactory({ client: Client, dialect: 'postgres', connection: () => ({ pglite }) } as Knex.Config);
}

/** The one Knex instance of this process, bound to Objection. */
export const db: Knex = await createKnex();
Model.knex(db);
onShutdown('database', () => db.destroy());

/** Which engine answers: 'postgres' for a server, 'pglite' for the embedded default. */
export const dbEngine: 'postgres' | 'pglite' = config.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * Runs fn in a transaction on conn; when conn already is a transaction, joins it, so use cases
 * compose. Pass the transaction to every query inside: PGlite has a single connection.
 */
export async function withTransaction<T>(conn: Db, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  if (conn.isTransaction) return fn(conn as Knex.Transaction);
  return conn.transaction(fn);
}

/** Resolves when trx commits; rejects when it rolls back. Knex keeps this promise on the transaction. */
export function afterCommit(trx: Knex.Transaction): Promise<unknown> {
  return (trx as Knex.Transaction & { executionPromise: Promise<unknown> }).executionPromise;
}

/**
 * Narrows q to rows whose `column` (a timestamp) falls on the UTC days from `from` to `to`
 * (YYYY-MM-DD, inclusive), one row per day as `day` ('YYYY-MM-DD'), days in order: add the
 * aggregates. Grouping by the date and formatting once per day, not per row, keeps it cheap.
 */
export function perUtcDay(db: Db, q: Knex.QueryBuilder, column: string, from: string, to: string): Knex.QueryBuilder {
  const day = db.raw(`(?? at time zone 'UTC')::date`, [column]);
  return q
    .where(column, '>=', `${from}T00:00:00Z`)
    .where(column, '<', db.raw('?::date + 1', [to]))
    .select(db.raw(`to_char(?, 'YYYY-MM-DD') as day`, [day]))
    .groupBy(day)
    .orderBy(day);
}

/** How many rows PostgreSQL's planner expects a query to return (EXPLAIN: planning only, nothing read). */
export async function estimatedRows(db: Db, query: Knex.QueryBuilder): Promise<number> {
  const { sql, bindings } = query.toSQL();
  const plan: { rows: Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }> } = await db.raw(`explain (format json) ${sql}`, bindings);
  return plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
}

/**
 * SQL for a json object of columns of `alias`, keys in the order given (json keeps the order,
 * jsonb would sort them): a row's parts aggregated into one column of the row that owns them.
 */
export const jsonObjectOf = (alias: string, columns: readonly string[]) => `json_build_object(${columns.map((c) => `'${c}', ${alias}.${c}`).join(', ')})`;

/** A LIKE/ILIKE pattern matching `text` anywhere, its own % _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Sets likes and dislikes of the given rows of `target` from the votes that remain in `votes`
 * (value 1 or -1, `key` pointing at target.id), in the caller's transaction.
 */
export async function recountVotes(trx: Knex.Transaction, tables: { votes: string; key: string; target: string }, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const count = (value: 1 | -1) => trx.raw('(select count(*) from ?? v where v.?? = ??.id and v.value = ?)', [tables.votes, tables.key, tables.target, value]);
  await trx(tables.target).whereIn('id', [...new Set(ids)]).update({ likes: count(1), dislikes: count(-1) });
}
