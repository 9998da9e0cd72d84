import type { JobDefinition, Schedule } from '../../platform/jobs';
import { placeServiceImage, removeFiles, resizeImage } from './images';
import { mailContactMessage, mailQuoteRequest } from './inbox';
import { purgeInboxIps } from './purge';
import { sweepUploads } from './uploads';

const DAY = 24 * 60 * 60 * 1000;

export const shopJobs: JobDefinition[] = [mailQuoteRequest, mailContactMessage, purgeInboxIps, resizeImage, placeServiceImage, removeFiles, sweepUploads];
export const shopSchedules: Schedule[] = [
  { job: purgeInboxIps, everyMs: DAY },
  { job: sweepUploads, everyMs: DAY },
];
