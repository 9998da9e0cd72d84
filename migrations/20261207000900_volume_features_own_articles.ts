import type { Knex } from 'knex';

// A volume features only its own articles (issue 27): a featured entry whose article no longer
// carries the volume's tag, left by earlier edits, is dropped. From here on the writes refuse one
// and an article taken out of a volume leaves its featured list.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    delete from volume_featured_articles f
    using volumes v
    where v.id = f.volume_id
      and not exists (select 1 from article_tags t where t.article_id = f.article_id and t.tag_id = v.tag_id)`);
}

// The dropped entries are not restored: they featured articles that were not in the volume.
export async function down(): Promise<void> {}
