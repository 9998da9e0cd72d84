import type { Knex } from 'knex';
import { dropTables } from './helpers';

// The shop's own record of what sold (src/modules/shop/sales.ts), written by checkout through the
// shop's front door when an order is paid: units per SKU per month for the Popular shelf, and who
// bought which product for the reviews' "Verified purchase".

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sku_sales', (t) => {
    t.integer('sku_id').notNullable().references('skus.id').onDelete('CASCADE');
    // The first day of the month (UTC) the units were paid for.
    t.date('month').notNullable();
    t.integer('units').notNullable();
    t.primary(['month', 'sku_id']);
    t.check('units >= 0', [], 'sku_sales_units_check');
  });

  await knex.schema.createTable('product_buyers', (t) => {
    t.integer('user_id').notNullable();
    // The product (the top of the SKU's family), as reviews name it.
    t.integer('product_id').notNullable().references('skus.id').onDelete('CASCADE');
    t.primary(['product_id', 'user_id']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['product_buyers', 'sku_sales']);
}
