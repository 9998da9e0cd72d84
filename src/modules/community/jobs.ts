import type { JobDefinition } from '../../platform/jobs';
import { eraseOldIps, forgetDeletedMember } from './privacy';

export const communityJobs: JobDefinition[] = [forgetDeletedMember, eraseOldIps];
