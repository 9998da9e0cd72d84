import type { Knex } from 'knex';
import { execEach } from './helpers';
import { triggersOf } from './20261128000100_read_cache_versions';

// The read cache (src/platform/http/read-cache.ts) is made stale by what a write changed, not by
// module: surrogate keys, as CDNs use them. Each committed transaction that wrote rows public reads
// may show appends one entry to cache_log: the keys it touched, under the next value of one clock.
//
// Keys, per row written (its old and its new version): the table (`articles`: a listing of it may
// have changed) and, for each of the table's key columns, `table:column=value` (`articles:id=5`,
// `article_tags:article_id=5`): a read that asked for those rows only is stale only then. A
// transaction writing more than a few hundred keys, or a TRUNCATE, logs `table:*` instead: every
// read of the table. Key columns are a table's single-column primary key, unique and foreign keys.
//
// Writes gather their keys in transaction-local settings; the first one queues a deferred trigger
// that, at commit, moves the clock and logs the keys. The clock's one row stays locked from then
// until the commit, so transactions log in the order they commit: a reader that sees the clock at
// n has every entry up to n committed. A rolled-back transaction logs nothing.

/** The tables whose rows public reads show (the earlier versions' list, and the searches' dictionaries). */
export const cachedTables = () => [...new Set([...triggersOf().map(({ table }) => table), 'article_words', 'sku_words'])];

/** Above this many characters of keys, a transaction logs `table:*` for each table it wrote. */
const MAX_KEYS_LENGTH = 8_000;

/** The single-column primary, unique and foreign keys of a table, as the catalog has them. */
async function keyColumns(knex: Knex, table: string): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: Array<{ name: string }> }>(
    `select distinct a.attname as name
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.conrelid = ?::regclass and c.contype in ('p', 'u', 'f') and cardinality(c.conkey) = 1
     union
     select a.attname
       from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
      where i.indrelid = ?::regclass and i.indisunique and i.indnatts = 1 and i.indexprs is null and i.indpred is null
     order by 1`,
    [table, table],
  );
  return rows.map((r) => r.name);
}

/** Puts (or puts again, after a schema change) the key triggers of each cached table, or of the tables given. */
export async function keyTriggers(knex: Knex, tables: string[] = cachedTables()): Promise<void> {
  for (const table of tables) {
    const columns = (await keyColumns(knex, table)).map((c) => `'${c}'`).join(', ');
    await execEach(knex, [
      `drop trigger if exists cache_keys on ${table}`,
      `drop trigger if exists cache_keys_truncate on ${table}`,
      `create trigger cache_keys after insert or update or delete on ${table} for each row execute function cache_mark_row(${columns})`,
      `create trigger cache_keys_truncate after truncate on ${table} for each statement execute function cache_mark_truncate()`,
    ]);
  }
}

export async function up(knex: Knex): Promise<void> {
  await execEach(knex, [
    ...triggersOf().flatMap(({ table }) => [`drop trigger if exists cache_dirty on ${table}`, `drop trigger if exists cache_dirty_truncate on ${table}`]),
    'drop table cache_pending',
    'drop table cache_versions',
    'drop function cache_bump_dirty()',
    'drop function cache_mark_dirty()',
  ]);
  await knex.schema.createTable('cache_clock', (t) => {
    t.smallint('id').primary().defaultTo(1);
    t.bigInteger('seq').notNullable().defaultTo(0);
    t.check('id = 1');
  });
  await knex('cache_clock').insert({ id: 1 });
  await knex.schema.createTable('cache_log', (t) => {
    t.bigInteger('seq').primary();
    t.specificType('keys', 'text[]').notNullable();
    t.timestamp('logged_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // One row per committing transaction that wrote cached rows, gone by the time it commits.
  await knex.schema.createTable('cache_pending', (t) => t.bigIncrements('id'));

  // The settings: cache.tables (the tables written) and cache.keys (the row keys, or '*' once too
  // many), each a list separated by chr(31), which no key contains.
  await execEach(knex, [
    `create function cache_note(tbl text, key text) returns void language plpgsql as $$
     declare
       sep constant text := chr(31);
       tables text := coalesce(current_setting('cache.tables', true), '');
       keys text := coalesce(current_setting('cache.keys', true), '');
     begin
       if tables = '' then
         insert into cache_pending default values;
       end if;
       if position(sep || tbl || sep in sep || tables || sep) = 0 then
         perform set_config('cache.tables', concat_ws(sep, nullif(tables, ''), tbl), true);
       end if;
       if key is null or keys = '*' or position(sep || key || sep in sep || keys || sep) > 0 then
         return;
       end if;
       keys := concat_ws(sep, nullif(keys, ''), key);
       perform set_config('cache.keys', case when length(keys) > ${MAX_KEYS_LENGTH} then '*' else keys end, true);
     end $$`,
    `create function cache_mark_row() returns trigger language plpgsql as $$
     declare
       version jsonb;
       col text;
     begin
       perform cache_note(tg_table_name, null);
       foreach version in array array_remove(array[
         case when tg_op <> 'INSERT' then to_jsonb(old) end,
         case when tg_op <> 'DELETE' then to_jsonb(new) end
       ], null) loop
         foreach col in array tg_argv loop
           continue when version ->> col is null;
           perform cache_note(tg_table_name, tg_table_name || ':' || col || '=' || (version ->> col));
         end loop;
       end loop;
       return null;
     end $$`,
    `create function cache_mark_truncate() returns trigger language plpgsql as $$
     begin
       perform cache_note(tg_table_name, tg_table_name || ':*');
       return null;
     end $$`,
    `create function cache_commit() returns trigger language plpgsql as $$
     declare
       tables text[] := string_to_array(current_setting('cache.tables', true), chr(31));
       keys text := current_setting('cache.keys', true);
       next_seq bigint;
     begin
       update cache_clock set seq = seq + 1 where id = 1 returning seq into next_seq;
       insert into cache_log (seq, keys) values (next_seq, tables || case
         when keys = '*' then array(select t || ':*' from unnest(tables) t)
         else coalesce(string_to_array(nullif(keys, ''), chr(31)), '{}')
       end);
       perform set_config('cache.tables', '', true);
       perform set_config('cache.keys', '', true);
       delete from cache_pending where id = new.id;
       return null;
     end $$`,
    `create constraint trigger cache_commit after insert on cache_pending deferrable initially deferred for each row execute function cache_commit()`,
  ]);
  await keyTriggers(knex);
}

export async function down(knex: Knex): Promise<void> {
  await execEach(knex, [
    ...cachedTables().flatMap((table) => [`drop trigger if exists cache_keys on ${table}`, `drop trigger if exists cache_keys_truncate on ${table}`]),
    'drop table if exists cache_pending',
    'drop table if exists cache_log',
    'drop table if exists cache_clock',
    'drop function if exists cache_commit()',
    'drop function if exists cache_mark_truncate()',
    'drop function if exists cache_mark_row()',
    'drop function if exists cache_note(text, text)',
  ]);
  // The module versions come back as the migrations before this one left them.
  const { up: versionsUp } = await import('./20261128000100_read_cache_versions');
  const { up: rowTriggersUp } = await import('./20261129000100_read_cache_row_triggers');
  await versionsUp(knex);
  await rowTriggersUp(knex);
}
