import type { JobDefinition } from '../../platform/jobs';
import { rollupAnalytics } from './rollups';

export const analyticsJobs: JobDefinition[] = [rollupAnalytics];
export { analyticsSchedules } from './rollups';
