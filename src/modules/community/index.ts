/**
 * Community: threaded comments, their votes and reports. Other modules use only what is exported
 * here.
 */
export { communityJobs } from './jobs';
export { communityTables } from './tables';
