import type { Knex } from 'knex';
import { dropTables, execEach } from './helpers';
import { keyTriggers } from './20261201000100_read_cache_keys';

// Stock shown is stock not held (issue 36, items 3 and 4; src/modules/shop/holds.ts):
// - public reads now show held units, so `stock_holds` carries the read cache's key triggers: a
//   hold taken, released or deleted once lapsed makes the product's answers stale
//   (`stock_holds:sku_id=N`, by its foreign key);
// - each hold names its visitor (hashed keys of the IP and of the email), so a visitor's new
//   checkout releases their earlier one's holds;
// - `hold_spells` remembers when a visitor started holding a SKU, so re-quoting cannot hold it
//   for ever. Private: no public read shows it, so it has no triggers.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stock_holds', (t) => {
    // Few rows (live holds only, lapsed ones deleted every minute): no index needed to match them.
    t.specificType('visitors', 'text[]').notNullable().defaultTo('{}');
  });
  await knex.schema.createTable('hold_spells', (t) => {
    t.text('visitor').notNullable();
    t.integer('sku_id').notNullable().references('skus.id').onDelete('CASCADE');
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.primary(['visitor', 'sku_id']);
    // Spells over an hour old are deleted by the release schedule.
    t.index(['started_at']);
  });
  await keyTriggers(knex, ['stock_holds']);
}

export async function down(knex: Knex): Promise<void> {
  await execEach(knex, ['drop trigger if exists cache_keys on stock_holds', 'drop trigger if exists cache_keys_truncate on stock_holds']);
  await dropTables(knex, ['hold_spells']);
  await knex.schema.alterTable('stock_holds', (t) => t.dropColumn('visitors'));
}
