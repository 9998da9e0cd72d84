import type { Knex } from 'knex';

/** created_at, and updated_at unless told otherwise: timestamptz, not null, defaulting to now(). */
export function timestamps(knex: Knex, t: Knex.CreateTableBuilder, opts: { updated?: boolean } = {}): void {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  if (opts.updated !== false) t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

/** A nullable timestamptz column, for events that may not have happened yet. */
export function moment(t: Knex.CreateTableBuilder, name: string): Knex.ColumnBuilder {
  return t.timestamp(name, { useTz: true }).nullable();
}

/** Runs raw statements one at a time: PGlite, through knex, accepts a single statement per call. */
export async function execEach(knex: Knex, statements: string[]): Promise<void> {
  for (const sql of statements) await knex.raw(sql);
}

/** Drops tables in the order given (dependents first). */
export async function dropTables(knex: Knex, tables: string[]): Promise<void> {
  for (const table of tables) await knex.schema.dropTableIfExists(table);
}

/** What a typo-tolerant search reads: a table's tag labels, full-text column and dictionary of words. */
export interface SearchableTable {
  /** The table searched, e.g. 'articles'. */
  table: string;
  /** The table tagging it and its key to `table`, e.g. article_tags.article_id. */
  tagging: { table: string; key: string };
  /** The tags table (id, label). */
  tags: string;
  /** The dictionary of words the search corrects misspellings against, e.g. 'article_words'. */
  dictionary: string;
  /** The weighted tsvector expression of the `search` column; may name tag_names. */
  searchExpression: string;
  /** The columns whose words go into the dictionary. */
  textColumns: string[];
}

/**
 * Makes a table's tag labels count as its text, and keeps a dictionary of its words:
 * - tag_names (the labels of its tags) kept exact by triggers on the tagging table and on tag labels;
 * - the generated `search` column rebuilt from searchExpression, with its GIN index;
 * - the dictionary (word, collated "C" so a btree serves prefix ranges; trigram-indexed for
 *   misspellings two letters off: query it as lower(word)), filled by triggers on every write
 *   of the text and from the rows already there. Words are added, never removed: a word no
 *   longer used only yields a candidate that matches nothing.
 */
export async function makeSearchable(knex: Knex, s: SearchableTable): Promise<void> {
  const words = (row: string) => `to_tsvector('simple', ${s.textColumns.map((c) => `coalesce(${row}.${c}, '')`).join(` || ' ' || `)})`;
  const tagNames = (key: string) =>
    `coalesce((select string_agg(t.label, ' ' order by t.label) from ${s.tagging.table} x join ${s.tags} t on t.id = x.tag_id where x.${s.tagging.key} = ${key}), '')`;
  // Statement-level triggers over transition tables ("changed"): a bulk insert of a thousand rows
  // updates each tagged row once and adds its words in one statement, not once per row.
  const perStatement = (name: string, fn: string, on: string, event: string, tables: string) =>
    `create trigger ${name} after ${event} on ${on} referencing ${tables} for each statement execute function ${fn}()`;
  await execEach(knex, [
    `alter table ${s.table} add column tag_names text not null default ''`,
    `create function ${s.table}_tag_names(targets integer[]) returns void language sql as $$
       update ${s.table} r set tag_names = n.names
       from (select target_id, ${tagNames('target_id')} as names from unnest(targets) as target(target_id)) n
       where r.id = n.target_id and r.tag_names is distinct from n.names
     $$`,
    `create function ${s.tagging.table}_changed() returns trigger language plpgsql as $$
     begin
       perform ${s.table}_tag_names(array(select distinct ${s.tagging.key} from changed));
       return null;
     end $$`,
    perStatement(`${s.tagging.table}_added`, `${s.tagging.table}_changed`, s.tagging.table, 'insert', 'new table as changed'),
    perStatement(`${s.tagging.table}_removed`, `${s.tagging.table}_changed`, s.tagging.table, 'delete', 'old table as changed'),
    // An update may move a row from one tagged row to another: both get their names again.
    `create function ${s.tagging.table}_moved() returns trigger language plpgsql as $$
     begin
       perform ${s.table}_tag_names(array(select ${s.tagging.key} from changed union select ${s.tagging.key} from previous));
       return null;
     end $$`,
    perStatement(`${s.tagging.table}_updated`, `${s.tagging.table}_moved`, s.tagging.table, 'update', 'old table as previous new table as changed'),
    `create function ${s.tags}_relabelled() returns trigger language plpgsql as $$
     begin
       perform ${s.table}_tag_names(array(select distinct x.${s.tagging.key} from ${s.tagging.table} x join changed t on t.id = x.tag_id));
       return null;
     end $$`,
    perStatement(`${s.tags}_relabel`, `${s.tags}_relabelled`, s.tags, 'update', 'new table as changed'),
    `update ${s.table} set tag_names = ${tagNames(`${s.table}.id`)}`,
    `alter table ${s.table} drop column search`,
    `alter table ${s.table} add column search tsvector generated always as (${s.searchExpression}) stored`,
    `create index ${s.table}_search_index on ${s.table} using gin (search)`,
    `create table ${s.dictionary} (word text collate "C" primary key)`,
    // On lower(word), the same words: a trigram index on the column itself would also serve
    // equality, and the planner takes it over the primary key for the lookup of many words.
    `create index ${s.dictionary}_trgm_index on ${s.dictionary} using gin (lower(word) gin_trgm_ops)`,
    `create function ${s.dictionary}_add() returns trigger language plpgsql as $$
     begin
       insert into ${s.dictionary} (word)
       select distinct lexeme from changed r, unnest(${words('r')}) where lexeme ~ '^[[:alpha:]]{3,40}$'
       on conflict do nothing;
       return null;
     end $$`,
    perStatement(`${s.table}_words_added`, `${s.dictionary}_add`, s.table, 'insert', 'new table as changed'),
    // Updates one row at a time (transition tables cannot name columns): only when the text changed.
    `create function ${s.dictionary}_add_row() returns trigger language plpgsql as $$
     begin
       insert into ${s.dictionary} (word)
       select distinct lexeme from unnest(${words('new')}) where lexeme ~ '^[[:alpha:]]{3,40}$'
       on conflict do nothing;
       return null;
     end $$`,
    `create trigger ${s.table}_words_changed after update of ${s.textColumns.join(', ')} on ${s.table} for each row
     when (${s.textColumns.map((c) => `old.${c} is distinct from new.${c}`).join(' or ')}) execute function ${s.dictionary}_add_row()`,
    `insert into ${s.dictionary} (word) select distinct lexeme from ${s.table} r, unnest(${words('r')}) where lexeme ~ '^[[:alpha:]]{3,40}$' on conflict do nothing`,
  ]);
}

/** Undoes makeSearchable, back to `search` as `previousExpression`. */
export async function unmakeSearchable(knex: Knex, s: SearchableTable, previousExpression: string): Promise<void> {
  await execEach(knex, [
    `drop trigger ${s.table}_words_added on ${s.table}`,
    `drop trigger ${s.table}_words_changed on ${s.table}`,
    `drop function ${s.dictionary}_add()`,
    `drop function ${s.dictionary}_add_row()`,
    `drop table ${s.dictionary}`,
    `drop trigger ${s.tags}_relabel on ${s.tags}`,
    `drop function ${s.tags}_relabelled()`,
    ...['added', 'removed', 'updated'].map((t) => `drop trigger ${s.tagging.table}_${t} on ${s.tagging.table}`),
    `drop function ${s.tagging.table}_changed()`,
    `drop function ${s.tagging.table}_moved()`,
    `drop function ${s.table}_tag_names(integer[])`,
    `alter table ${s.table} drop column search`,
    `alter table ${s.table} drop column tag_names`,
    `alter table ${s.table} add column search tsvector generated always as (${previousExpression}) stored`,
    `create index ${s.table}_search_index on ${s.table} using gin (search)`,
  ]);
}
