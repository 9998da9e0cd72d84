import type { Knex } from 'knex';
import { dropTables } from './helpers';

// Members follow what they read (issue 28; src/modules/newsletters). The module owns these
// tables and keeps only other modules' ids (users, articles, tags, comments); the foreign keys
// let a hard delete of those rows take these along, and the accounts' member-deleted event lets
// go of them when an account is deleted.

export async function up(knex: Knex): Promise<void> {
  // A member's choices; no row is every choice off (the default).
  await knex.schema.createTable('newsletter_choices', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    // New articles: not at all, one mail per article, or a daily or weekly digest.
    t.text('articles').notNullable().defaultTo('off').checkIn(['off', 'each', 'daily', 'weekly']);
    // All new articles, or only those carrying one of the followed tags (volumes are tags too).
    t.boolean('all_articles').notNullable().defaultTo(true);
    // Replies to the member's comments.
    t.boolean('replies').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Who gets one mail per article: the sender's batches walk this index by user id.
  await knex.raw("create index newsletter_choices_each on newsletter_choices (user_id) where articles = 'each'");

  await knex.schema.createTable('newsletter_followed_tags', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('tag_id').notNullable().references('tags.id').onDelete('CASCADE').index();
    t.primary(['user_id', 'tag_id']);
  });

  // Consent as given: every change of choices, what it was, when, and from where.
  await knex.schema.createTable('newsletter_consents', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.jsonb('choices').notNullable();
    t.text('source').notNullable().checkIn(['registration', 'profile', 'unsubscribe']);
    t.timestamp('given_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // One send per article, ever: its first publication makes it; a re-publish finds it there.
  await knex.schema.createTable('newsletter_sends', (t) => {
    t.increments('id');
    t.integer('article_id').notNullable().unique().references('articles.id').onDelete('CASCADE');
    t.text('state').notNullable().defaultTo('sending').checkIn(['sending', 'paused', 'done']);
    // The highest user id handed out so far: batches go on from here.
    t.integer('cursor').notNullable().defaultTo(0);
    // Counts resumes: a batch job of an earlier run (paused since) stops instead of sending beside the new one.
    t.integer('run').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
  });

  // The send log: one row per article and member, so nobody gets an article twice.
  await knex.schema.createTable('newsletter_deliveries', (t) => {
    t.integer('send_id').notNullable().references('newsletter_sends.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.text('state').notNullable().defaultTo('claimed').checkIn(['claimed', 'sent', 'failed']);
    t.text('error');
    t.timestamp('claimed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.primary(['send_id', 'user_id']);
  });

  // The key unsubscribe links are signed with when NEWSLETTER_LINK_SECRET is not set: made once, shared by every process.
  await knex.schema.createTable('newsletter_link_secrets', (t) => {
    t.integer('id').primary();
    t.check('id = 1', [], 'newsletter_link_secrets_one_row');
    t.text('secret').notNullable();
  });

  // Digests: once per period per member. The row is the claim, written before the mail goes; an
  // article_count of 0 says the member was looked at and had nothing to read.
  await knex.schema.createTable('newsletter_digests', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('period').notNullable().checkIn(['daily', 'weekly']);
    t.date('period_start').notNullable();
    t.integer('article_count').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'period', 'period_start']);
  });
  // Who gets a digest: the digest batches walk this index by period and user id.
  await knex.raw("create index newsletter_choices_digests on newsletter_choices (articles, user_id) where articles in ('daily', 'weekly')");

  // Replies waiting to be told: gathered per member and thread (the comment replied to), mailed
  // at most once an hour per thread.
  await knex.schema.createTable('reply_notices', (t) => {
    t.integer('reply_id').notNullable().references('comments.id').onDelete('CASCADE');
    t.integer('recipient_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('thread_id').notNullable().references('comments.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('mailed_at', { useTz: true });
    t.primary(['reply_id', 'recipient_id']);
    t.index(['recipient_id', 'thread_id', 'mailed_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['reply_notices', 'newsletter_digests', 'newsletter_link_secrets', 'newsletter_deliveries', 'newsletter_sends', 'newsletter_consents', 'newsletter_followed_tags', 'newsletter_choices']);
}
