import { defineJob, type JobDefinition, type Schedule } from '../../platform/jobs';
import { z } from 'zod';
import { digestJobs, digestSchedules } from './digests';
import { forgetDeletedMember, takeRegistrationChoice } from './privacy';
import { replyJobs, replySchedules } from './replies';
import { cancelOnSuspension, sendArticle, startOverdueSends, startScheduledSend } from './scheduled-sends';
import { sendNewsletterBatch, takeUpStalledSends } from './sends';

/** Sends whose jobs were lost (a process that died mid-batch, a start that failed every try) go on from where their log says. */
export const resumeStalledSends = defineJob('newsletters.resume-stalled', z.object({}), async () => {
  await takeUpStalledSends();
  await startOverdueSends();
});

export const newslettersJobs: JobDefinition[] = [
  sendArticle,
  cancelOnSuspension,
  startScheduledSend,
  sendNewsletterBatch,
  resumeStalledSends,
  forgetDeletedMember,
  takeRegistrationChoice,
  ...digestJobs,
  ...replyJobs,
];

export const newslettersSchedules: Schedule[] = [{ job: resumeStalledSends, everyMs: 5 * 60 * 1000 }, ...digestSchedules, ...replySchedules];
