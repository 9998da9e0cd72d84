import type { Knex } from 'knex';
import { dropTables, moment } from './helpers';

// Each checkout is its buyer's (issue 23): a checkout has a secret only its browser holds (the
// database keeps its hash), its addresses and so its payments belong to it, and an order shows
// its buyer's details to that secret, to the order mail's link key (also hashed) or to the
// member who bought it. The order's mails each get a sent mark, so a job that runs again does
// not mail twice.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('checkouts', (t) => {
    t.increments('id');
    t.text('secret_hash').notNullable().unique();
    // The member who opened it, if any; a checkout outlives its member's account, as orders do.
    t.integer('user_id').references('users.id').onDelete('SET NULL').index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Addresses saved before this have no checkout: no quote can name them any more.
  await knex.schema.alterTable('addresses', (t) => {
    t.integer('checkout_id').references('checkouts.id').onDelete('RESTRICT').index();
  });
  await knex.schema.alterTable('orders', (t) => {
    t.text('link_key_hash');
    moment(t, 'confirmation_mailed_at');
    moment(t, 'unfilled_mailed_at');
    moment(t, 'shipped_mailed_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    for (const c of ['link_key_hash', 'confirmation_mailed_at', 'unfilled_mailed_at', 'shipped_mailed_at']) t.dropColumn(c);
  });
  await knex.schema.alterTable('addresses', (t) => {
    t.dropColumn('checkout_id');
  });
  await dropTables(knex, ['checkouts']);
}
