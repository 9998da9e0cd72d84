import type { JobDefinition, Schedule } from '../../platform/jobs';
import { removeFiles, resizeImage } from './images';
import { mailContactMessage, mailQuoteRequest } from './inbox';
import { purgeInboxIps } from './purge';

export const shopJobs: JobDefinition[] = [mailQuoteRequest, mailContactMessage, purgeInboxIps, resizeImage, removeFiles];
export const shopSchedules: Schedule[] = [{ job: purgeInboxIps, everyMs: 24 * 60 * 60 * 1000 }];
