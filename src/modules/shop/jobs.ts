import type { JobDefinition, Schedule } from '../../platform/jobs';
import { releaseLapsedHolds } from './holds';
import { placeServiceImage, removeFiles, resizeImage } from './images';
import { mailContactMessage, mailQuoteRequest } from './inbox';
import { eraseOldIps, forgetDeletedMember } from './privacy';
import { sweepUploads } from './uploads';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

export const shopJobs: JobDefinition[] = [mailQuoteRequest, mailContactMessage, forgetDeletedMember, eraseOldIps, resizeImage, placeServiceImage, removeFiles, sweepUploads, releaseLapsedHolds];
export const shopSchedules: Schedule[] = [
  { job: sweepUploads, everyMs: DAY },
  // Every minute: a lapsed hold leaves the answers that show it (docs/decisions.md, issue 36).
  { job: releaseLapsedHolds, everyMs: MINUTE },
];
