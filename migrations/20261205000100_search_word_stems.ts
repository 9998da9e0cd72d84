import type { Knex } from 'knex';
import { execEach } from './helpers';

// Issue 27: a query word the texts hold in another form ("palace" where they say "palaces") is
// spelled right, since full text searches it by its English stem. Each search dictionary keeps
// its words' stems, so the search can tell such a word from a misspelling in one index lookup.

const DICTIONARIES = ['sku_words', 'article_words'];

export async function up(knex: Knex): Promise<void> {
  await execEach(
    knex,
    DICTIONARIES.flatMap((d) => [
      // The stem full text gives the word (the english configuration's dictionary); null for a stop word.
      `alter table ${d} add column stem text generated always as ((ts_lexize('english_stem', word))[1]) stored`,
      `create index ${d}_stem_index on ${d} (stem)`,
    ]),
  );
}

export async function down(knex: Knex): Promise<void> {
  await execEach(knex, DICTIONARIES.map((d) => `alter table ${d} drop column stem`));
}
