import { AsyncLocalStorage } from 'node:async_hooks';
import { db } from '../db';
import { keysOfQuery, tableOfKey, type CachedSchema } from './read-keys';

// What a request read, as the read cache's keys (read-cache.ts): every query run while the request
// is being answered, wherever in the modules it was written, gives its keys (read-keys.ts). So no
// route names what it depends on, and a new one cannot forget to.

export interface ReadScope {
  keys: Set<string>;
  /** It read a table whose writes are not logged (or the schema was unknown): not to be kept. */
  unkept: boolean;
}

const scope = new AsyncLocalStorage<ReadScope>();
let schema: CachedSchema | null = null;

/** The cached tables and their key columns, from the triggers' arguments; every other table is untracked. */
export async function cachedSchema(): Promise<CachedSchema> {
  const { rows } = await db.raw<{ rows: Array<{ table: string; tracked: boolean; args: string[] }> }>(
    `select c.relname as table, t.oid is not null as tracked,
            array_remove(string_to_array(encode(t.tgargs, 'escape'), '\\000'), '') as args
       from pg_class c
       left join pg_trigger t on t.tgrelid = c.oid and t.tgname = 'cache_keys'
      where c.relkind in ('r', 'p', 'v', 'm') and c.relnamespace = current_schema()::regnamespace`,
  );
  const keyColumns = new Map<string, string[]>();
  const untracked = new Set<string>();
  for (const { table, tracked, args } of rows) {
    if (tracked) keyColumns.set(table, args ?? []);
    else untracked.add(table);
  }
  return { keyColumns, untracked };
}

/** Reads the schema once per process (migrations run before the server starts). */
export async function loadCachedSchema(): Promise<void> {
  schema ??= await cachedSchema();
}

db.on('query', (query: { sql?: string; bindings?: readonly unknown[] }) => {
  const reading = scope.getStore();
  if (!reading || !query.sql) return;
  if (!schema) return void (reading.unkept = true);
  const found = keysOfQuery(query.sql, query.bindings ?? [], schema);
  for (const key of found.keys) reading.keys.add(key);
  if (found.untracked.length) reading.unkept = true;
});

/** Runs `answer` noting the keys of every query it runs, its own and those of what it calls. */
export function readingInto<T>(reading: ReadScope, answer: () => T): T {
  return scope.run(reading, answer);
}

/** The rows a read showed, by the keys the write triggers log for them. */
export interface RowKeys {
  /** The tables whose rows `keys` name: what the SQL gave of them is replaced. */
  tables: readonly string[];
  keys: readonly string[];
}

/**
 * A read whose SQL reaches rows in ways no statement's text can key (a walk up a tree, subqueries
 * correlated to the outer row), keyed by the rows it returned instead: `keysOf` names them from the
 * result, and those tables' keys found in the SQL (the whole table, by then) give way to them.
 * Every other table the read touched keeps the keys found, so a table added to the query later is
 * still covered, by its whole-table key. `keysOf` returns null when the result cannot say (a row
 * asked for and not shown may yet appear): the SQL's keys stand.
 */
export async function keyedByRows<T>(read: () => Promise<T>, keysOf: (result: T) => RowKeys | null): Promise<T> {
  const outer = scope.getStore();
  if (!outer) return read();
  const inner: ReadScope = { keys: new Set(), unkept: false };
  const result = await scope.run(inner, read);
  const rows = keysOf(result);
  const replaced = new Set(rows?.tables);
  for (const key of inner.keys) if (!replaced.has(tableOfKey(key))) outer.keys.add(key);
  for (const key of rows?.keys ?? []) outer.keys.add(key);
  if (inner.unkept) outer.unkept = true;
  return result;
}
