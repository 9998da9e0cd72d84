import type { z } from 'zod';
import { defineJob, enqueue, type EnqueueOptions, type JobDefinition, type JobOptions } from './jobs';

/**
 * Something that happened in one module that others react to (a member deleted, IP addresses due
 * for purging). Each subscriber is its own outbox job: published in the publisher's transaction,
 * retried on its own, run at least once, so every handler must be safe to run twice.
 */
export interface EventDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  schema: S;
  subscribers: JobDefinition<S>[];
}

export function defineEvent<S extends z.ZodType>(name: string, schema: S): EventDefinition<S> {
  return { name, schema, subscribers: [] };
}

/**
 * Subscribes a module to an event; returns the job to list among the module's jobs. Subscriptions
 * happen when the module is loaded, so every process that loads the modules publishes to all.
 */
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

/** Queues the event for every subscriber, in the caller's transaction when given one. */
export async function publish<S extends z.ZodType>(event: EventDefinition<S>, payload: z.infer<S>, opts: Pick<EnqueueOptions, 'trx'> = {}): Promise<void> {
  for (const job of event.subscribers) await enqueue(job, payload, opts);
}
