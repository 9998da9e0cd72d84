import type { Knex } from 'knex';
import { dropTables, moment, timestamps } from './helpers';

// Tables owned by src/modules/community: threaded comments, their votes and reports.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('comments', (t) => {
    t.increments('id');
    t.integer('article_id').notNullable().references('articles.id').onDelete('CASCADE');
    // Members delete comments softly (deleted_at); a hard delete only comes with the article.
    t.integer('parent_comment').references('comments.id').onDelete('CASCADE');
    // 0 for a top-level comment; the web app switches to a thread page at nesting level 4.
    t.smallint('depth').notNullable().defaultTo(0);
    // A purged member's comments stay, unsigned, so the replies under them keep their thread.
    t.integer('user_id').references('users.id').onDelete('SET NULL').index();
    t.text('body').notNullable();
    // Sanitised at write time (DESIGN.md §4) so reads never render markdown.
    t.text('body_html').notNullable();
    for (const counter of ['likes', 'dislikes', 'reply_count']) t.integer(counter).notNullable().defaultTo(0);
    moment(t, 'deleted_at');
    t.specificType('ip', 'inet');
    timestamps(knex, t);
    t.check('likes >= 0 and dislikes >= 0 and reply_count >= 0', [], 'comments_counters_check');
    t.check('(parent_comment is null) = (depth = 0)', [], 'comments_depth_check');
  });
  // One index per comment sort (Highest Rated, New), each serving keyset pages of one level.
  await knex.raw('create index comments_by_likes_index on comments (article_id, parent_comment, likes desc, id desc)');
  await knex.raw('create index comments_by_date_index on comments (article_id, parent_comment, created_at desc, id desc)');
  await knex.raw('create index comments_parent_index on comments (parent_comment)');
  // The 100-day IP purge touches only rows that still hold an address.
  await knex.raw('create index comments_ip_purge_index on comments (created_at) where ip is not null');

  await knex.schema.createTable('comment_votes', (t) => {
    t.integer('comment_id').notNullable().references('comments.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    // 1 a like, -1 a dislike: one row per member makes them mutually exclusive.
    t.smallint('value').notNullable();
    timestamps(knex, t, { updated: false });
    t.primary(['comment_id', 'user_id']);
    t.check('value in (-1, 1)', [], 'comment_votes_value_check');
  });

  await knex.schema.createTable('comment_reports', (t) => {
    t.increments('id');
    t.integer('comment_id').notNullable().references('comments.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.text('reason');
    timestamps(knex, t, { updated: false });
    moment(t, 'resolved_at');
    t.unique(['comment_id', 'user_id']);
  });
  await knex.raw('create index comment_reports_open_index on comment_reports (created_at) where resolved_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['comment_reports', 'comment_votes', 'comments']);
}
