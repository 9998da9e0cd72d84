import type { JobDefinition } from '../../platform/jobs';
import { mailOrderShipped } from './admin-shipments';
import { forgetDeletedMember } from './privacy';

export const checkoutJobs: JobDefinition[] = [forgetDeletedMember, mailOrderShipped];
