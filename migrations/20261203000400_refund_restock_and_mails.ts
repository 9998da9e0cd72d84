import type { Knex } from 'knex';
import { dropTables, moment } from './helpers';

// Refunds (issue 26): a refund may put its units back in stock, recorded on its row so it is shown
// and never done twice; each refund's mail to the buyer gets a sent mark. Every order mail now
// carries a link to the order, so an order has many link keys (the hash of each): a later mail
// issuing its key must not break the link of an earlier one, as replacing one column would.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('refunds', (t) => {
    t.boolean('restocked').notNullable().defaultTo(false);
    moment(t, 'mailed_at');
  });
  await knex.schema.createTable('order_link_keys', (t) => {
    t.increments('id');
    t.integer('order_id').notNullable().references('orders.id').onDelete('CASCADE').index();
    t.text('key_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('insert into order_link_keys (order_id, key_hash) select id, link_key_hash from orders where link_key_hash is not null');
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumn('link_key_hash');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.text('link_key_hash');
  });
  // The newest key of each order survives as its one key.
  await knex.raw('update orders o set link_key_hash = k.key_hash from (select distinct on (order_id) order_id, key_hash from order_link_keys order by order_id, id desc) k where k.order_id = o.id');
  await dropTables(knex, ['order_link_keys']);
  await knex.schema.alterTable('refunds', (t) => {
    for (const c of ['restocked', 'mailed_at']) t.dropColumn(c);
  });
}
