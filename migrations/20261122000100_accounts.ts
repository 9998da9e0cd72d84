import type { Knex } from 'knex';
import { dropTables, execEach, moment, timestamps } from './helpers';

// Tables owned by src/modules/accounts: members, roles, sessions, one-time tokens, IP records.

export async function up(knex: Knex): Promise<void> {
  // Trigram indexes serve misspelling-tolerant search; citext makes emails and usernames case-blind.
  await execEach(knex, ['create extension if not exists pg_trgm', 'create extension if not exists citext']);

  await knex.schema.createTable('roles', (t) => {
    t.increments('id');
    t.text('slug').notNullable().unique();
    t.text('name').notNullable();
  });

  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.specificType('email', 'citext').notNullable().unique();
    t.specificType('username', 'citext').notNullable().unique();
    t.text('password_hash').notNullable();
    t.text('first_name');
    t.text('last_name');
    t.text('phone');
    moment(t, 'activated_at');
    moment(t, 'deactivated_at');
    moment(t, 'suspended_at');
    // Shown to administrators; kept here because sessions (and their times) are deleted.
    moment(t, 'last_sign_in_at');
    // Deletion hides the account at once (deleted_at); the purge job erases it after purge_after.
    moment(t, 'deleted_at');
    moment(t, 'purge_after');
    // Kept past the 100-day IP purge: the legal pages promise to keep the sign-up address.
    t.specificType('signup_ip', 'inet');
    timestamps(knex, t);
    t.check('purge_after is null or deleted_at is not null', [], 'users_purge_needs_deletion');
  });
  await knex.raw('create index users_purge_after_index on users (purge_after) where purge_after is not null');

  await knex.schema.createTable('user_roles', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('role_id').notNullable().references('roles.id').onDelete('CASCADE');
    t.primary(['user_id', 'role_id']);
  });

  await knex.schema.createTable('sessions', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    // Only a hash of the token is kept (DESIGN.md §4), so a leaked table opens no session.
    t.text('token_hash').notNullable().unique();
    timestamps(knex, t, { updated: false });
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
    moment(t, 'last_seen_at');
    t.specificType('ip', 'inet');
    t.text('user_agent');
  });

  await knex.schema.createTable('account_tokens', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.text('purpose').notNullable().checkIn(['activation', 'password_reset', 'email_change']);
    t.text('token_hash').notNullable().unique();
    t.specificType('new_email', 'citext');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    moment(t, 'used_at');
    timestamps(knex, t, { updated: false });
    t.check("(purpose = 'email_change') = (new_email is not null)", [], 'account_tokens_new_email_check');
  });

  await knex.schema.createTable('ip_records', (t) => {
    t.bigIncrements('id');
    t.integer('user_id').references('users.id').onDelete('CASCADE').index();
    t.specificType('ip', 'inet').notNullable();
    t.text('action').notNullable();
    // The daily purge deletes rows older than 100 days by this column.
    timestamps(knex, t, { updated: false });
    t.index(['created_at']);
  });

  await knex('roles').insert({ slug: 'administrator', name: 'Administrator' });
}

export async function down(knex: Knex): Promise<void> {
  // The extensions stay: other objects in the database may use them, and keeping them is harmless.
  await dropTables(knex, ['ip_records', 'account_tokens', 'sessions', 'user_roles', 'users', 'roles']);
}
