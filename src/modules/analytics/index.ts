/**
 * Analytics: page views and usage events from the site's beacons, counted without cookies or
 * stored addresses, rolled up by day for the dashboard. Other modules use only what is
 * exported here.
 */
export { analyticsRouter } from './http';
export { analyticsJobs, analyticsSchedules } from './jobs';
export { analyticsTables } from './tables';
/** Rebuilds one day's rollups from its beacons (the demo seed's visits). */
export { rollupDay } from './rollups';
/** Who a request's sender is as a visitor of the day, for the HTTP app (the checkout ties an order to it). */
export { dailyVisitorOf } from './visitors';

/** The administrator's dashboard and the product and article pages' own numbers, mounted at /api/admin. */
export { analyticsAdminRouter } from './admin-http';
