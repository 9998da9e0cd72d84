/**
 * Community: threaded comments, their votes and reports. Other modules use only what is exported
 * here.
 */
export { communityJobs } from './jobs';
export { communityTables } from './tables';

/** The comments API of SPEC §7 (list, read, post, edit, delete, vote, report, per-user metadata), mounted at /api. */
export { communityRouter } from './http';

/** The console's moderation queue and barred members (ra-data-simple-rest), mounted at /api/admin. */
export { communityAdminRouter } from './admin-http';

/** What the site's comment thread page reads in process (src/site-reads.ts), the API's own answer. */
export { getComment } from './listing';

/** A comment's markdown as the sanitised HTML the site shows (the seed renders its demo comments with it). */
export { renderMarkdown as renderCommentMarkdown } from './markdown';

/** The live index of discussions (/forums), and each member's shown comments as a query for /members. */
export { listDiscussions, shownCommentsByAuthor } from './discussions';
export type { Discussion } from './schemas';
/** A page of one member's shown comments, for their member page. */
export { shownCommentsOf } from './discussions';
export type { AuthoredComment } from './schemas';

/** Comments and reports per day, for the dashboard. */
export { commentActivityByDay } from './activity-stats';

/** A reply was posted (the newsletters tell the parent's author). */
export { replyPosted } from './events';

/** Which of these replies are still shown, with author, excerpt and absolute link, for a mail that tells of them. */
export { shownReplies, type ShownReply } from './shown-replies';
