import type { Knex } from 'knex';

// The funnel's last step counts visitors, as its other steps do (issue 27): the day's visitor hash
// of whoever asked for the quote travels with the payment to the order. Kept on the order only
// until that day's rollup is final (then cleared), like the day's salt.

const TABLES = ['checkout_payments', 'orders'];

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.text('visitor').nullable();
      t.date('visitor_day').nullable();
    });
  }
  await knex.schema.alterTable('orders', (t) => {
    t.index(['visitor_day'], 'orders_visitor_day_index', { predicate: knex.whereNotNull('visitor_day') });
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('visitor');
      t.dropColumn('visitor_day');
    });
  }
}
