import type { JobDefinition } from '../../platform/jobs';
import { forgetDeletedMember } from './privacy';

export const checkoutJobs: JobDefinition[] = [forgetDeletedMember];
