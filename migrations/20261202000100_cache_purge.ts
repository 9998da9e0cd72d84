import type { Knex } from 'knex';

// A shared cache in front (Varnish, ops/varnish/default.vcl) is purged from the read cache's log
// (src/platform/cache-purge.ts): cache_purge_cursor holds the last log entry purged, so a purge is
// never lost to a restart, and the log's commit trigger announces each entry on the `cache_log`
// channel, so a purger in another process wakes at once. An entry's time becomes its commit's
// (clock_timestamp(), not the transaction's start): the purger's delay is measured from it.

/** cache_commit() of migrations/20261201000100_read_cache_keys.ts, with `logged` and `announced` added. */
const commitFunction = ({ logged, announced }: { logged: string; announced: string }) => `
  create or replace function cache_commit() returns trigger language plpgsql as $$
  declare
    tables text[] := string_to_array(current_setting('cache.tables', true), chr(31));
    keys text := current_setting('cache.keys', true);
    next_seq bigint;
  begin
    update cache_clock set seq = seq + 1 where id = 1 returning seq into next_seq;
    insert into cache_log (seq, keys, logged_at) values (next_seq, tables || case
      when keys = '*' then array(select t || ':*' from unnest(tables) t)
      else coalesce(string_to_array(nullif(keys, ''), chr(31)), '{}')
    end, ${logged});
    perform set_config('cache.tables', '', true);
    perform set_config('cache.keys', '', true);
    delete from cache_pending where id = new.id;
    ${announced}
    return null;
  end $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cache_purge_cursor', (t) => {
    t.smallint('id').primary().defaultTo(1);
    t.bigInteger('seq').notNullable();
    t.check('id = 1');
  });
  // No shared cache was purged from the log before: it starts where the log is now.
  await knex.raw('insert into cache_purge_cursor (id, seq) select 1, seq from cache_clock');
  await knex.raw(commitFunction({ logged: 'clock_timestamp()', announced: "perform pg_notify('cache_log', next_seq::text);" }));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(commitFunction({ logged: 'now()', announced: '' }));
  await knex.schema.dropTable('cache_purge_cursor');
}
