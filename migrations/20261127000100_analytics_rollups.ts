import type { Knex } from 'knex';

// Owned by src/modules/analytics: analytics in the way of Plausible. No member id, cookie or IP
// address is kept with a beacon; a visitor is a hash of the day's secret salt, the IP address and
// the user agent, and the salt of a day is deleted after it, so nobody can be followed from one
// day to the next. Raw beacons are kept 30 days; the daily rollups stay.

export async function up(knex: Knex): Promise<void> {
  for (const table of ['page_views', 'usage_events']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('user_id');
      // 16 bytes of HMAC-SHA256, hex: the same visitor on the same day, nobody on another.
      t.text('visitor').notNullable().defaultTo('');
    });
  }
  await knex.schema.alterTable('page_views', (t) => t.dropColumn('session_hint'));

  await knex.schema.createTable('analytics_salts', (t) => {
    t.date('day').primary();
    t.binary('salt').notNullable();
  });
  await knex.schema.createTable('daily_traffic', (t) => {
    t.date('day').primary();
    t.integer('views').notNullable();
    t.integer('visitors').notNullable();
  });
  await knex.schema.createTable('daily_paths', (t) => {
    t.date('day').notNullable();
    t.text('path').notNullable();
    t.integer('views').notNullable();
    t.integer('visitors').notNullable();
    t.primary(['day', 'path']);
  });
  await knex.schema.createTable('daily_events', (t) => {
    t.date('day').notNullable();
    t.text('kind').notNullable();
    t.text('component_id').notNullable();
    t.integer('events').notNullable();
    t.integer('visitors').notNullable();
    t.primary(['day', 'kind', 'component_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['daily_events', 'daily_paths', 'daily_traffic', 'analytics_salts']) await knex.schema.dropTable(table);
  await knex.schema.alterTable('page_views', (t) => t.text('session_hint'));
  for (const table of ['page_views', 'usage_events']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('visitor');
      t.integer('user_id');
    });
  }
}
