import type { JobDefinition, Schedule } from '../../platform/jobs';
import { placeServiceImage, removeFiles, resizeImage } from './images';
import { mailContactMessage, mailQuoteRequest } from './inbox';
import { eraseOldIps, forgetDeletedMember } from './privacy';
import { sweepUploads } from './uploads';

const DAY = 24 * 60 * 60 * 1000;

export const shopJobs: JobDefinition[] = [mailQuoteRequest, mailContactMessage, forgetDeletedMember, eraseOldIps, resizeImage, placeServiceImage, removeFiles, sweepUploads];
export const shopSchedules: Schedule[] = [
  { job: sweepUploads, everyMs: DAY },
];
