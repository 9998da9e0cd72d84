import { accountsJobs, accountsSchedules } from './modules/accounts';
import { analyticsJobs, analyticsSchedules } from './modules/analytics';
import { checkoutJobs, checkoutSchedules } from './modules/checkout';
import { communityJobs } from './modules/community';
import { contentJobs } from './modules/content';
import { newslettersJobs, newslettersSchedules } from './modules/newsletters';
import { shopJobs, shopSchedules } from './modules/shop';
import { cacheLogSchedule, pruneCacheLog } from './platform/cache-log-pruning';
import { eventJobs } from './platform/events';
import type { JobDefinition, Schedule } from './platform/jobs';

/** Every module's job handlers, and the events' fan-out: the worker (or the web process, without Redis) runs these. */
export const allJobs: JobDefinition[] = [...accountsJobs, ...shopJobs, ...contentJobs, ...communityJobs, ...checkoutJobs, ...analyticsJobs, ...newslettersJobs, ...eventJobs(), pruneCacheLog];

/** Repeatable jobs, one run per period however many workers there are. */
export const allSchedules: Schedule[] = [...accountsSchedules, ...shopSchedules, ...checkoutSchedules, ...analyticsSchedules, ...newslettersSchedules, cacheLogSchedule];
