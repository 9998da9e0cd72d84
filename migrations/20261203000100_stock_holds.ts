import type { Knex } from 'knex';
import { dropTables } from './helpers';

// Units held while a buyer pays (issue 26; src/modules/shop/holds.ts): a quote holds its lines for
// a short time, so a second buyer for the last unit is refused before paying. Owned by the shop,
// whose stock it is; the holder is the caller's name for the buyer (checkout's checkout). No
// public read shows holds (docs/decisions.md), so the table has no read-cache key triggers.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stock_holds', (t) => {
    t.text('holder').notNullable();
    t.integer('sku_id').notNullable().references('skus.id').onDelete('CASCADE');
    t.integer('quantity').notNullable().checkPositive();
    // A hold past this counts for nothing; a schedule deletes it later.
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.primary(['holder', 'sku_id']);
    // The units others hold of a SKU, summed at every quote.
    t.index(['sku_id', 'expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['stock_holds']);
}
