import { accountsJobs, accountsSchedules } from './modules/accounts';
import { shopJobs, shopSchedules } from './modules/shop';
import type { JobDefinition, Schedule } from './platform/jobs';

/** Every module's job handlers: the worker (or the web process, without Redis) runs these. */
export const allJobs: JobDefinition[] = [...accountsJobs, ...shopJobs];

/** Repeatable jobs, one run per period however many workers there are. */
export const allSchedules: Schedule[] = [...accountsSchedules, ...shopSchedules];
