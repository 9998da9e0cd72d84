import type { Knex } from 'knex';

// A member's latest checkout address is offered at their next checkout (GET /shop/last-address):
// one probe of this index instead of a scan of every address ever typed. It serves the member's
// deletion too, which lets go of their addresses by user_id. Guests' addresses (no user) stay out.

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index addresses_member_latest on addresses (user_id, created_at desc, id desc) where user_id is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index addresses_member_latest');
}
