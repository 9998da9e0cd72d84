import type { Knex } from 'knex';
import { execEach, moment } from './helpers';

// Owned by src/platform/jobs.ts: the transactional outbox. A job is a row written in the same
// transaction as the change that promised it; a relay hands committed rows to BullMQ (or runs them
// in process) and marks them done, so no committed job is lost and none is sent twice.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_outbox', (t) => {
    t.bigIncrements('id');
    t.text('name').notNullable();
    t.jsonb('payload').notNullable();
    // Not before this moment (a delay, or the next in-process retry).
    t.timestamp('run_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('max_attempts').notNullable();
    t.integer('backoff_ms').notNullable();
    // In-process runs started so far (BullMQ counts its own).
    t.integer('attempts').notNullable().defaultTo(0);
    // A relay or runner holds the row until then; a crashed one's rows come back after it.
    moment(t, 'leased_until');
    // Handed to BullMQ, or (in process) run to completion.
    moment(t, 'done_at');
    // In process: attempts exhausted.
    moment(t, 'failed_at');
    t.text('last_error');
    // At most one waiting row per key (in-process schedules use it).
    t.text('dedupe_key');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await execEach(knex, [
    'create index job_outbox_waiting on job_outbox (run_at, id) where done_at is null and failed_at is null',
    'create unique index job_outbox_dedupe on job_outbox (dedupe_key) where dedupe_key is not null and done_at is null and failed_at is null',
    'create index job_outbox_finished on job_outbox (coalesce(done_at, failed_at)) where done_at is not null or failed_at is not null',
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('job_outbox');
}
