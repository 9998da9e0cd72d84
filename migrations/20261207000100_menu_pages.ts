import type { Knex } from 'knex';
import { dropTables, timestamps } from './helpers';
import { keyTriggers } from './20261201000100_read_cache_keys';

// The menu's pages (issue 27): /about and /mission are site pages the console edits, /links a list
// it keeps; a member may leave the Members page (`users.listed`). Public reads show both tables,
// so they carry the read cache's key triggers (a console edit makes the pages' answers stale).

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('site_pages', (t) => {
    t.increments('id');
    t.text('slug').notNullable().unique();
    t.check("slug in ('about', 'mission')", [], 'site_pages_slug');
    t.text('title').notNullable();
    t.text('body').notNullable().defaultTo('');
    timestamps(knex, t);
  });
  await knex.schema.createTable('site_links', (t) => {
    t.increments('id');
    t.text('title').notNullable();
    t.text('url').notNullable();
    t.text('description');
    t.integer('position').notNullable().defaultTo(0);
    timestamps(knex, t);
  });
  await knex.schema.alterTable('users', (t) => {
    t.boolean('listed').notNullable().defaultTo(true);
  });
  await keyTriggers(knex, ['site_pages', 'site_links']);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropColumn('listed'));
  await dropTables(knex, ['site_links', 'site_pages']);
}
