import { migrations } from '../migrations';
import { config } from './platform/config';
import { db } from './platform/db';
import { migrateLatest } from './platform/migrator';
import { saveDemoCredentials } from './seed/credentials';
import { isDatabaseEmpty, seedDemoData } from './seed';

/** Applies the migrations not yet applied; says which. */
export async function migrate(): Promise<string> {
  const applied = await migrateLatest(db, migrations);
  return applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date.';
}

/** Seeds the demo data (unless asked only for an empty database and it is not); says what it did. */
export async function seed({ ifEmpty }: { ifEmpty: boolean }): Promise<string | null> {
  if (ifEmpty && !(await isDatabaseEmpty(db))) return null;
  const credentials = await seedDemoData(db, { siteName: config.SITE_NAME, shopEmail: config.SHOP_EMAIL });
  saveDemoCredentials(credentials);
  return `Seeded demo data. Administrator: ${credentials.admin.username} / ${credentials.admin.password}`;
}
