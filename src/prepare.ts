import { migrations } from '../migrations';
import { config } from './platform/config';
import { db } from './platform/db';
import { migrateLatest } from './platform/migrator';
import { saveDemoCredentials, type DemoCredentials } from './seed/credentials';
import { isDatabaseEmpty, seedDemoData } from './seed';

/** Applies the migrations not yet applied; says which (all of them, a new database, in one line). */
export async function migrate(): Promise<string> {
  const applied = await migrateLatest(db, migrations);
  if (!applied.length) return 'Database is up to date.';
  if (applied.length === Object.keys(migrations).length) return `Created the database's tables (${applied.length} migrations).`;
  return `Applied ${applied.length} migration(s): ${applied.join(', ')}`;
}

/** Seeds the demo data (unless asked only for an empty database and it is not); its sign-ins, or null when it did not. */
export async function seed({ ifEmpty }: { ifEmpty: boolean }): Promise<DemoCredentials | null> {
  if (ifEmpty && !(await isDatabaseEmpty(db))) return null;
  const credentials = await seedDemoData(db, { siteName: config.SITE_NAME, shopEmail: config.SHOP_EMAIL });
  saveDemoCredentials(credentials);
  return credentials;
}
