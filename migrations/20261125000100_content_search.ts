import type { Knex } from 'knex';
import { execEach, makeSearchable, unmakeSearchable, type SearchableTable } from './helpers';

// Owned by src/modules/content: tag labels count as an article's text, and article_words is the
// dictionary its typo-tolerant search corrects misspelt words against (docs/decisions.md, Search).

const articles: SearchableTable = {
  table: 'articles',
  tagging: { table: 'article_tags', key: 'article_id' },
  tags: 'tags',
  dictionary: 'article_words',
  // Title over subtitle and tags, over the headline, over the body. Tags in the body are token
  // type "tag", which the english configuration skips.
  searchExpression: `
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(subtitle, '') || ' ' || tag_names), 'B') ||
    setweight(to_tsvector('english', coalesce(headline, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(body, '')), 'D')`,
  textColumns: ['title', 'subtitle', 'headline', 'body', 'tag_names'],
};

const PREVIOUS = `
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(subtitle, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(headline, '') || ' ' || coalesce(body, '')), 'C')`;

// The listing's index in the order the lists ask for: newest first with undated drafts last (the
// default DESC puts nulls first, which no list wants, so the index went unused and every list sorted).
const LISTING = 'create index articles_listing_index on articles (published, published_at desc nulls last, id desc)';
const PREVIOUS_LISTING = 'create index articles_listing_index on articles (published, published_at desc, id desc)';

export async function up(knex: Knex): Promise<void> {
  await makeSearchable(knex, articles);
  await execEach(knex, ['drop index articles_listing_index', LISTING]);
}

export async function down(knex: Knex): Promise<void> {
  await execEach(knex, ['drop index articles_listing_index', PREVIOUS_LISTING]);
  await unmakeSearchable(knex, articles, PREVIOUS);
}
