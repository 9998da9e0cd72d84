import type { Knex } from 'knex';
import { makeSearchable, unmakeSearchable, type SearchableTable } from './helpers';

// Owned by src/modules/shop: product tag labels count as a SKU's text, and sku_words is the
// dictionary the catalogue's typo-tolerant search corrects misspelt words against.

const skus: SearchableTable = {
  table: 'skus',
  tagging: { table: 'sku_tags', key: 'sku_id' },
  tags: 'product_tags',
  dictionary: 'sku_words',
  searchExpression: `
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(subtitle, '') || ' ' || tag_names), 'B') ||
    setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(about, '')), 'C')`,
  textColumns: ['title', 'subtitle', 'description', 'about', 'tag_names'],
};

const PREVIOUS = `
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(subtitle, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(about, '')), 'C')`;

export const up = (knex: Knex) => makeSearchable(knex, skus);
export const down = (knex: Knex) => unmakeSearchable(knex, skus, PREVIOUS);
