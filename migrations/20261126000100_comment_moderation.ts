import type { Knex } from 'knex';
import { execEach } from './helpers';

// Owned by src/modules/community: moderation (hidden comments, open report counts, members barred
// from commenting) and listing indexes that serve a page of 10 from an article of 100,000 comments.
//
// A comment is *visible* while neither its author nor a moderator removed it (deleted_at) and no
// moderator hid it (hidden_at); only visible comments count in articles.num_comments. It stays
// *listed*, as a "[deleted]" or "[hidden]" stub, while it still has listed replies, so a thread
// keeps its shape. reply_count is the number of listed direct replies.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('comments', (t) => {
    t.timestamp('hidden_at', { useTz: true }).nullable();
    // Open (unresolved) reports, kept with the reports so the moderation queue sorts on a column.
    t.integer('open_reports').notNullable().defaultTo(0);
  });
  await execEach(knex, [
    `alter table comments add column listed boolean generated always as ((deleted_at is null and hidden_at is null) or reply_count > 0) stored`,
    'alter table comments add constraint comments_open_reports_check check (open_reports >= 0)',
    'drop index comments_by_likes_index',
    'drop index comments_by_date_index',
    // Keyset pages in each of the two sorts (SPEC §9): an article's top-level comments, and one
    // comment's replies. Top level is its own partial index because the planner takes the order
    // of an index after "parent_comment = ?" but not after "parent_comment is null".
    'create index comments_top_by_likes_index on comments (article_id, likes desc, id desc) where listed and parent_comment is null',
    'create index comments_top_by_date_index on comments (article_id, created_at desc, id desc) where listed and parent_comment is null',
    'create index comments_replies_by_likes_index on comments (parent_comment, likes desc, id desc) where listed',
    'create index comments_replies_by_date_index on comments (parent_comment, created_at desc, id desc) where listed',
    'create index comments_reported_index on comments (open_reports desc, id desc) where open_reports > 0',
    // The duplicate-post check looks at a member's latest comments.
    'create index comments_author_recent_index on comments (user_id, created_at desc)',
  ]);
  await knex.schema.createTable('comment_bans', (t) => {
    t.integer('user_id').primary();
    t.text('reason');
    t.integer('banned_by');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('comment_bans');
  await execEach(knex, [
    'drop index comments_author_recent_index',
    'drop index comments_reported_index',
    'drop index comments_replies_by_date_index',
    'drop index comments_replies_by_likes_index',
    'drop index comments_top_by_date_index',
    'drop index comments_top_by_likes_index',
    'alter table comments drop column listed',
    'alter table comments drop constraint comments_open_reports_check',
    'create index comments_by_likes_index on comments (article_id, parent_comment, likes desc, id desc)',
    'create index comments_by_date_index on comments (article_id, parent_comment, created_at desc, id desc)',
  ]);
  await knex.schema.alterTable('comments', (t) => {
    t.dropColumn('open_reports');
    t.dropColumn('hidden_at');
  });
}
