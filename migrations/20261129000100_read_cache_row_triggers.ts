import type { Knex } from 'knex';
import { execEach } from './helpers';
import { triggersOf } from './20261128000100_read_cache_versions';

// The read cache's dirty marks move from statement triggers to row triggers: a statement fires its
// trigger even when it touches no row, so a refused write (a delete or a share of an article that
// does not exist) bumped its module's version, and anyone could keep the cache cold by asking.
// A row trigger fires only for rows written. TRUNCATE has no rows: it keeps a statement trigger.

export async function up(knex: Knex): Promise<void> {
  await execEach(
    knex,
    triggersOf().flatMap(({ module, table, events }) => {
      const rowEvents = events.replace(/ or truncate$/, '');
      return [
        `drop trigger cache_dirty on ${table}`,
        `create trigger cache_dirty after ${rowEvents} on ${table} for each row execute function cache_mark_dirty('${module}')`,
        ...(rowEvents === events ? [] : [`create trigger cache_dirty_truncate after truncate on ${table} for each statement execute function cache_mark_dirty('${module}')`]),
      ];
    }),
  );
}

export async function down(knex: Knex): Promise<void> {
  await execEach(
    knex,
    triggersOf().flatMap(({ module, table, events }) => [
      `drop trigger cache_dirty on ${table}`,
      `drop trigger if exists cache_dirty_truncate on ${table}`,
      `create trigger cache_dirty after ${events} on ${table} for each statement execute function cache_mark_dirty('${module}')`,
    ]),
  );
}
