import type { Knex } from 'knex';
import { dropTables, execEach, moment, timestamps } from './helpers';

// Tables owned by src/modules/content: articles, their references and tags, volumes, article votes.

const TAG_TYPES = ['topic', 'mentioned', 'volume', 'correspondence'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tags', (t) => {
    t.increments('id');
    // The slug; a volume's tag_slug is the name of its tag.
    t.text('name').notNullable();
    t.text('label').notNullable();
    t.text('symbol');
    t.text('tag_type').notNullable().defaultTo('topic').checkIn([...TAG_TYPES]);
    t.unique(['name', 'tag_type']);
  });
  // The tag finder filters labels by substring, case-blind: ILIKE '%x%' uses a trigram index.
  await knex.raw('create index tags_label_trgm_index on tags using gin (label gin_trgm_ops)');

  await knex.schema.createTable('articles', (t) => {
    t.increments('id');
    // SPEC.md's article "id": the text identifier in /article/{articleId}, e.g. the_center.
    t.text('slug').notNullable().unique();
    t.text('title').notNullable();
    t.text('subtitle');
    t.text('headline');
    t.text('body').notNullable();
    // The article stays when its author's account is purged.
    t.integer('author_id').references('users.id').onDelete('SET NULL').index();
    // Suppressed is derived, not stored: unpublished with a published_at from an earlier publication.
    t.boolean('published').notNullable().defaultTo(false);
    moment(t, 'published_at');
    for (const counter of ['likes', 'dislikes', 'shares', 'num_comments']) t.integer(counter).notNullable().defaultTo(0);
    timestamps(knex, t);
    t.check("slug ~ '^[A-Za-z0-9_-]+$'", [], 'articles_slug_check');
    t.check('likes >= 0 and dislikes >= 0 and shares >= 0 and num_comments >= 0', [], 'articles_counters_check');
  });
  await execEach(knex, [
    // Tags in the body are token type "tag", which the english configuration skips.
    `alter table articles add column search tsvector generated always as (
       setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
       setweight(to_tsvector('english', coalesce(subtitle, '')), 'B') ||
       setweight(to_tsvector('english', coalesce(headline, '') || ' ' || coalesce(body, '')), 'C')
     ) stored`,
    'create index articles_search_index on articles using gin (search)',
    'create index articles_title_trgm_index on articles using gin (title gin_trgm_ops)',
    // Keyset pagination of published articles, newest first (DESIGN.md §6).
    'create index articles_listing_index on articles (published, published_at desc, id desc)',
  ]);

  await knex.schema.createTable('article_references', (t) => {
    t.increments('id');
    t.integer('article_id').notNullable().references('articles.id').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    t.text('author').notNullable();
    t.text('title').notNullable();
    t.text('title_href');
    // Free text: sources give "1962", "Spring 1974" or a full date.
    t.text('publication_date');
    t.text('publisher');
    t.text('doi');
    t.index(['article_id', 'position']);
  });

  await knex.schema.createTable('article_tags', (t) => {
    t.integer('article_id').notNullable().references('articles.id').onDelete('CASCADE');
    t.integer('tag_id').notNullable().references('tags.id').onDelete('CASCADE').index();
    t.primary(['article_id', 'tag_id']);
  });

  await knex.schema.createTable('article_votes', (t) => {
    t.integer('article_id').notNullable().references('articles.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    // 1 a like, -1 a dislike: one row per member makes them mutually exclusive.
    t.smallint('value').notNullable();
    timestamps(knex, t, { updated: false });
    t.check('value in (-1, 1)', [], 'article_votes_value_check');
    t.primary(['article_id', 'user_id']);
  });

  await knex.schema.createTable('volumes', (t) => {
    t.increments('id');
    // A volume is a tag of type 'volume' plus its own metadata.
    t.integer('tag_id').notNullable().unique().references('tags.id').onDelete('CASCADE');
    t.jsonb('metadata').notNullable().defaultTo('{}');
    timestamps(knex, t);
    t.check("jsonb_typeof(metadata) = 'object'", [], 'volumes_metadata_is_object');
  });

  await knex.schema.createTable('volume_featured_articles', (t) => {
    t.integer('volume_id').notNullable().references('volumes.id').onDelete('CASCADE');
    t.integer('article_id').notNullable().references('articles.id').onDelete('CASCADE').index();
    t.integer('position').notNullable().defaultTo(0);
    t.primary(['volume_id', 'article_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['volume_featured_articles', 'volumes', 'article_votes', 'article_tags', 'article_references', 'articles', 'tags']);
}
