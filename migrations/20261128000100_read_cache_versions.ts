import type { Knex } from 'knex';
import { execEach } from './helpers';

// Owned by the platform (src/platform/http/read-cache.ts): a version per module of what public
// reads show, moved by every committed write to the module's public tables, so a cached answer is
// never served after a write commits, in any web process.
//
// A write marks its module dirty (a transaction-local setting) and, the first time in a
// transaction, queues one deferred trigger; at commit that trigger bumps every dirty module in
// name order. The version rows are thus locked only while committing, never crosswise (no
// deadlock between, say, a comment that moves its article's count and an article's deletion that
// removes its comments), and a rolled-back write bumps nothing.

/** Per module, its tables whose rows public reads show; each entry is `table` or `table: trigger events`. */
const PUBLIC_TABLES: Record<string, string[]> = {
  // Names shown with articles, reviews and comments (gone once deleted), and the Administrator badge; not logins.
  accounts: ['users: update of username, first_name, last_name, deleted_at or delete', 'user_roles'],
  community: ['comments', 'comment_votes'],
  content: ['tags', 'articles', 'article_references', 'article_tags', 'article_votes', 'volumes', 'volume_featured_articles'],
  shop: ['shipping_policies', 'skus', 'sku_images', 'product_tags', 'sku_tags', 'reviews', 'services', 'sku_sales', 'product_buyers'],
};
const ALL_WRITES = 'insert or update or delete or truncate';

export const triggersOf = () =>
  Object.entries(PUBLIC_TABLES).flatMap(([module, tables]) =>
    tables.map((entry) => {
      const [table, events = ALL_WRITES] = entry.split(': ') as [string, string?];
      return { module, table, events };
    }),
  );

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cache_versions', (t) => {
    t.text('module').primary();
    t.bigInteger('version').notNullable().defaultTo(0);
  });
  await knex('cache_versions').insert(Object.keys(PUBLIC_TABLES).map((module) => ({ module })));
  // One row per committing transaction that wrote public rows, gone by the time it commits.
  await knex.schema.createTable('cache_pending', (t) => t.bigIncrements('id'));

  await execEach(knex, [
    `create function cache_mark_dirty() returns trigger language plpgsql as $$
     declare
       dirty text := coalesce(current_setting('cache.dirty', true), '');
     begin
       if dirty = '' then
         insert into cache_pending default values;
       end if;
       if not (tg_argv[0] = any(string_to_array(dirty, ','))) then
         perform set_config('cache.dirty', concat_ws(',', nullif(dirty, ''), tg_argv[0]), true);
       end if;
       return null;
     end $$`,
    `create function cache_bump_dirty() returns trigger language plpgsql as $$
     declare
       m text;
     begin
       for m in select unnest(string_to_array(current_setting('cache.dirty', true), ',')) order by 1 loop
         update cache_versions set version = version + 1 where module = m;
       end loop;
       perform set_config('cache.dirty', '', true);
       delete from cache_pending where id = new.id;
       return null;
     end $$`,
    `create constraint trigger cache_bump after insert on cache_pending deferrable initially deferred for each row execute function cache_bump_dirty()`,
    ...triggersOf().map(({ module, table, events }) => `create trigger cache_dirty after ${events} on ${table} for each statement execute function cache_mark_dirty('${module}')`),
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await execEach(knex, [
    ...triggersOf().map(({ table }) => `drop trigger if exists cache_dirty on ${table}`),
    'drop table if exists cache_pending',
    'drop table if exists cache_versions',
    'drop function if exists cache_bump_dirty()',
    'drop function if exists cache_mark_dirty()',
  ]);
}
