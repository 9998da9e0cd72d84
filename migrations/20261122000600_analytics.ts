import type { Knex } from 'knex';
import { dropTables, timestamps } from './helpers';

// Tables owned by the analytics beacons (SPEC.md §7, /mercury/p and /mercury/i): append-only.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('page_views', (t) => {
    t.bigIncrements('id');
    t.text('path').notNullable();
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    // A per-browser random id, not an IP address: visits are counted without personal data.
    t.text('session_hint');
    timestamps(knex, t, { updated: false });
    t.index(['created_at']);
  });

  await knex.schema.createTable('usage_events', (t) => {
    t.bigIncrements('id');
    // e.g. 'quick_add', 'add_to_cart', 'go_to_checkout'.
    t.text('kind').notNullable();
    t.text('component_id');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    timestamps(knex, t, { updated: false });
    t.index(['created_at']);
    t.index(['kind', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['usage_events', 'page_views']);
}
