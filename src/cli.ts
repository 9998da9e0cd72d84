import { migrations } from '../migrations';
import { db } from './platform/db';
import { config } from './platform/config';
import { migrateLatest, migrateRollback } from './platform/migrator';
import { shutdown } from './platform/shutdown';
import { saveDemoCredentials } from './seed/credentials';
import { isDatabaseEmpty, seedDemoData } from './seed';

const usage = 'usage: cli <migrate | rollback | seed [--if-empty]>';

async function run(command: string | undefined, flags: string[]): Promise<void> {
  switch (command) {
    case 'migrate': {
      const applied = await migrateLatest(db, migrations);
      console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date.');
      return;
    }
    case 'rollback': {
      const reverted = await migrateRollback(db, migrations);
      console.log(reverted.length ? `Reverted: ${reverted.join(', ')}` : 'Nothing to revert.');
      return;
    }
    case 'seed': {
      if (flags.includes('--if-empty') && !(await isDatabaseEmpty(db))) return;
      const credentials = await seedDemoData(db, { siteName: config.SITE_NAME, shopEmail: config.SHOP_EMAIL });
      saveDemoCredentials(credentials);
      console.log(`Seeded demo data. Administrator: ${credentials.admin.username} / ${credentials.admin.password}`);
      return;
    }
    default:
      console.error(usage);
      process.exitCode = 2;
  }
}

try {
  await run(process.argv[2], process.argv.slice(3));
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await shutdown();
}
