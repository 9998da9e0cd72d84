import type { Knex } from 'knex';
import { dropTables } from './helpers';
import { keyTriggers } from './20261201000100_read_cache_keys';

// Fresh download links (issue 36, item 1): each new link of a paid digital line is recorded, by
// the buyer (staff_user_id null: the daily limit counts these) or by staff from the console (who,
// for the order's history; a staff member deleted later leaves the row, marked by_staff). And the
// public SKU answer now shows a digital SKU's file type and size, read from sku_files, so its
// writes carry the read cache's key triggers.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('download_reissues', (t) => {
    t.increments('id');
    t.integer('order_line_id').notNullable().references('download_links.order_line_id').onDelete('CASCADE');
    t.boolean('by_staff').notNullable();
    t.integer('staff_user_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['order_line_id', 'created_at']);
  });
  await keyTriggers(knex, ['sku_files']);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists cache_keys on sku_files');
  await knex.raw('drop trigger if exists cache_keys_truncate on sku_files');
  await dropTables(knex, ['download_reissues']);
}
