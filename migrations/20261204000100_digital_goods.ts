import type { Knex } from 'knex';
import { dropTables, moment } from './helpers';

// Digital goods (issue 26): a SKU with a file is digital (`skus.digital`, kept on the SKU's row so
// the public answers that read it are made stale by the row's own key triggers). The file lives
// under a private storage key. A buyer of digital items only gives no postal address, and such an
// order has no shipping level. Each paid digital line gets a download link: signed, expiring and
// counted, every download recorded.

const POSTAL_FIELDS = ['phone_number', 'street1', 'city', 'postcode'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('skus', (t) => {
    t.boolean('digital').notNullable().defaultTo(false);
  });
  await knex.schema.createTable('sku_files', (t) => {
    t.integer('sku_id').primary().references('skus.id').onDelete('CASCADE');
    t.text('storage_key').notNullable().unique();
    t.text('original_name').notNullable();
    t.bigInteger('size').notNullable();
    t.text('content_type').notNullable();
    t.timestamp('uploaded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.alterTable('addresses', (t) => {
    for (const c of POSTAL_FIELDS) t.text(c).nullable().alter();
  });
  for (const table of ['orders', 'checkout_payments']) {
    await knex.schema.alterTable(table, (t) => {
      t.text('shipping_level').nullable().alter();
    });
  }
  await knex.schema.createTable('download_links', (t) => {
    t.integer('order_line_id').primary().references('order_lines.id').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.integer('max_downloads').notNullable();
    t.integer('downloads').notNullable().defaultTo(0);
    moment(t, 'last_download_at');
    moment(t, 'revoked_at');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('downloads', (t) => {
    t.increments('id');
    t.integer('order_line_id').notNullable().references('download_links.order_line_id').onDelete('CASCADE').index();
    t.specificType('ip', 'inet');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // The key download links are signed with when DOWNLOAD_LINK_SECRET is not set: made once, shared by every process.
  await knex.schema.createTable('download_link_secrets', (t) => {
    t.integer('id').primary();
    t.check('id = 1', [], 'download_link_secrets_one_row');
    t.text('secret').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['download_link_secrets', 'downloads', 'download_links', 'sku_files']);
  for (const table of ['orders', 'checkout_payments']) {
    await knex(table).whereNull('shipping_level').update({ shipping_level: 'MAIL' });
    await knex.schema.alterTable(table, (t) => {
      t.text('shipping_level').notNullable().alter();
    });
  }
  for (const c of POSTAL_FIELDS) await knex('addresses').whereNull(c).update({ [c]: '' });
  await knex.schema.alterTable('addresses', (t) => {
    for (const c of POSTAL_FIELDS) t.text(c).notNullable().alter();
  });
  await knex.schema.alterTable('skus', (t) => {
    t.dropColumn('digital');
  });
}
