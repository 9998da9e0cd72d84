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
