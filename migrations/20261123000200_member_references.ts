import type { Knex } from 'knex';

// Other modules keep a member's id without a foreign key into accounts' users table: when a member
// is deleted, each module lets go of its own rows on the memberDeleted event (src/modules/*/
// privacy.ts), so counters are recomputed with the votes and nothing is changed behind a module's
// back. Cascades stay inside accounts (sessions, tokens, roles, IP records go with the member).

const REFERENCES: Array<[table: string, column: string, onDelete: 'CASCADE' | 'SET NULL']> = [
  ['reviews', 'user_id', 'SET NULL'],
  ['carts', 'user_id', 'CASCADE'],
  ['contact_messages', 'user_id', 'SET NULL'],
  ['quote_requests', 'user_id', 'SET NULL'],
  ['articles', 'author_id', 'SET NULL'],
  ['article_votes', 'user_id', 'CASCADE'],
  ['comments', 'user_id', 'SET NULL'],
  ['comment_votes', 'user_id', 'CASCADE'],
  ['comment_reports', 'user_id', 'CASCADE'],
  ['addresses', 'user_id', 'SET NULL'],
  ['orders', 'user_id', 'SET NULL'],
  ['page_views', 'user_id', 'SET NULL'],
  ['usage_events', 'user_id', 'SET NULL'],
];

export async function up(knex: Knex): Promise<void> {
  for (const [table, column] of REFERENCES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropForeign(column);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, column, onDelete] of REFERENCES) {
    await knex.schema.alterTable(table, (t) => {
      t.foreign(column).references('users.id').onDelete(onDelete);
    });
  }
}
