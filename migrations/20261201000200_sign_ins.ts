import type { Knex } from 'knex';

// A member's last sign-in moves out of `users` into a table of its own. `users` holds what public
// reads show (names, the Administrator badge): every write to it makes the read cache's answers
// that show names stale (migrations/20261201000100_read_cache_keys.ts), and a sign-in, the most
// frequent write a member makes, changes nothing any public page shows.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_sign_ins', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('last_at', { useTz: true }).notNullable();
  });
  await knex.raw('insert into user_sign_ins (user_id, last_at) select id, last_sign_in_at from users where last_sign_in_at is not null');
  await knex.schema.alterTable('users', (t) => t.dropColumn('last_sign_in_at'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.timestamp('last_sign_in_at', { useTz: true }).nullable());
  await knex.raw('update users set last_sign_in_at = s.last_at from user_sign_ins s where s.user_id = users.id');
  await knex.schema.dropTable('user_sign_ins');
}
