import { db } from './platform/db';
import { migrateRollback } from './platform/migrator';
import { shutdown } from './platform/shutdown';
import { migrations } from '../migrations';
import { migrate, seed } from './prepare';

const usage = 'usage: cli <migrate | rollback | seed [--if-empty]>';

async function run(command: string | undefined, flags: string[]): Promise<void> {
  switch (command) {
    case 'migrate':
      console.log(await migrate());
      return;
    case 'rollback': {
      const reverted = await migrateRollback(db, migrations);
      console.log(reverted.length ? `Reverted: ${reverted.join(', ')}` : 'Nothing to revert.');
      return;
    }
    case 'seed': {
      const credentials = await seed({ ifEmpty: flags.includes('--if-empty') });
      if (credentials) console.log(`Seeded demo data. Administrator: ${credentials.admin.username} / ${credentials.admin.password}`);
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
