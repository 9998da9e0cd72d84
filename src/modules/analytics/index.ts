/**
 * Analytics: page views and usage events from the site's beacons. Other modules use only what is
 * exported here.
 */
export { analyticsRouter } from './http';
export { analyticsJobs } from './jobs';
export { analyticsTables } from './tables';
