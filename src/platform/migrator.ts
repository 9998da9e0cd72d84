import type { Knex } from 'knex';

export type Migrations = Record<string, Knex.Migration>;

/** Serves migrations from an in-code list, so the bundled server needs no migrations folder. */
function sourceOf(migrations: Migrations): Knex.MigrationSource<string> {
  return {
    getMigrations: async () => Object.keys(migrations).sort(),
    getMigrationName: (name) => name,
    getMigration: async (name) => {
      const migration = migrations[name];
      if (!migration) throw new Error(`Unknown migration ${name}`);
      return migration;
    },
  };
}

/** Applies every pending migration; returns the names applied. */
export async function migrateLatest(db: Knex, migrations: Migrations): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({ migrationSource: sourceOf(migrations) })) as [number, string[]];
  return applied;
}

/** Reverts the last batch (used by development only; landed migrations are never edited). */
export async function migrateRollback(db: Knex, migrations: Migrations): Promise<string[]> {
  const [, reverted] = (await db.migrate.rollback({ migrationSource: sourceOf(migrations) })) as [number, string[]];
  return reverted;
}
