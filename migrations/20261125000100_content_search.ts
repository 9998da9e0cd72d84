import type { Knex } from 'knex';
import { makeSearchable, unmakeSearchable, type SearchableTable } from './helpers';

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

export const up = (knex: Knex) => makeSearchable(knex, articles);
export const down = (knex: Knex) => unmakeSearchable(knex, articles, PREVIOUS);
