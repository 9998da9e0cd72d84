import type { Knex } from 'knex';

// Publishing asks before it mails (issue 36, item 5). An article carries its own choice whether
// its publication emails the subscribers (on for every article so far, as they were mailed); a
// newsletter waits `scheduled` until its start (NEWSLETTER_SEND_DELAY after publishing), when it
// can still be `cancelled`.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('articles', (t) => {
    t.boolean('email_on_publish').notNullable().defaultTo(true);
  });
  await knex.raw('alter table newsletter_sends drop constraint newsletter_sends_state_check');
  await knex.raw("alter table newsletter_sends add constraint newsletter_sends_state_check check (state in ('scheduled', 'sending', 'paused', 'done', 'cancelled'))");
  await knex.schema.alterTable('newsletter_sends', (t) => {
    // When the first batch goes (or went): the publication's moment plus the delay.
    t.timestamp('starts_at', { useTz: true });
  });
  await knex.raw('update newsletter_sends set starts_at = created_at');
  await knex.raw('alter table newsletter_sends alter column starts_at set default now(), alter column starts_at set not null');
}

export async function down(knex: Knex): Promise<void> {
  // A send that never started mailed nobody: it goes, and the article may be published again without it.
  await knex('newsletter_sends').whereIn('state', ['scheduled', 'cancelled']).delete();
  await knex.schema.alterTable('newsletter_sends', (t) => {
    t.dropColumn('starts_at');
  });
  await knex.raw('alter table newsletter_sends drop constraint newsletter_sends_state_check');
  await knex.raw("alter table newsletter_sends add constraint newsletter_sends_state_check check (state in ('sending', 'paused', 'done'))");
  await knex.schema.alterTable('articles', (t) => {
    t.dropColumn('email_on_publish');
  });
}
