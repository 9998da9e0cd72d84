/**
 * Newsletters: what members follow by mail (new articles, one by one or in digests, and replies to
 * their comments), the sends and their log, and one-click unsubscribing. Other modules use only
 * what is exported here.
 */
export { newslettersTables } from './tables';
export { newslettersJobs, newslettersSchedules } from './jobs';

/** A member's choices (GET/PUT /api/newsletters/choices), the unsubscribe page's (/api/newsletters/by-link) and RFC 8058's one-click POST, mounted at /api. */
export { newslettersRouter } from './http';

/** The console's Newsletters: sends with their progress, pause, resume, a test to the administrator (ra-data-simple-rest), mounted at /api/admin. */
export { newslettersAdminRouter } from './admin-http';
