import type { z } from 'zod';
import { withTransaction, db } from './db';
import { defineJob, enqueue, type EnqueueOptions, type JobDefinition, type JobOptions } from './jobs';

/**
 * Something that happened in one module that others react to (a member deleted, IP addresses due
 * for purging). Publishing writes one outbox row in the publisher's transaction; when it runs,
 * in the process that runs jobs (where every module is loaded), it writes one job per
 * subscriber, each retried on its own. Delivery is at least once: handlers must be safe to run twice.
 */
export interface EventDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  schema: S;
  subscribers: JobDefinition<S>[];
  /** The job that hands the event to every subscriber. */
  fanOut: JobDefinition<S>;
}

const defined: EventDefinition[] = [];

export function defineEvent<S extends z.ZodType>(name: string, schema: S): EventDefinition<S> {
  const subscribers: JobDefinition<S>[] = [];
  const fanOut = defineJob(`event.${name}`, schema, async (payload) => {
    await withTransaction(db, async (trx) => {
      for (const job of subscribers) await enqueue(job, payload, { trx });
    });
  });
  const event = { name, schema, subscribers, fanOut };
  defined.push(event as unknown as EventDefinition);
  return event;
}

/** The fan-out jobs of every event defined so far (the job registry lists them with the handlers). */
export const eventJobs = (): JobDefinition[] => defined.map((e) => e.fanOut);

/** Subscribes a module to an event; returns the job to list among the module's jobs. */
export function subscribe<S extends z.ZodType>(
  event: EventDefinition<S>,
  module: string,
  handler: (payload: z.infer<S>) => Promise<void>,
  options?: JobOptions,
): JobDefinition<S> {
  const job = defineJob(`${module}.on.${event.name}`, event.schema, handler, options);
  event.subscribers.push(job);
  return job;
}

/** Queues the event, in the caller's transaction when given one. */
export function publish<S extends z.ZodType>(event: EventDefinition<S>, payload: z.infer<S>, opts: Pick<EnqueueOptions, 'trx'> = {}): Promise<void> {
  return enqueue(event.fanOut, payload, opts);
}
