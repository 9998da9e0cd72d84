/**
 * Accounts: members, roles, sessions, the account life cycle. Other modules use only what is
 * exported here.
 */
import { resolveSession } from './sessions';

export { accountsRouter } from './http';
export { accountsAdminRouter } from './admin-http';
export { accountsJobs, accountsSchedules } from './jobs';
export { accountsTables } from './tables';

/** Events other modules subscribe to: a member registered or deleted, IP addresses past their retention. */
export { ipsExpired, memberDeleted, memberRegistered } from './events';

/** Resolves a bearer token to the signed-in user (for the HTTP layer). */
export const resolveUser = resolveSession;

/**
 * Signs a request in with a login and a password, as POST /api/auth/login does (the same checks,
 * limits and lockout): the site's /login form posted before its scripts run.
 */
export { signIn } from './login';

/** Usernames by user id, for showing who wrote a review or whom a list names (deleted members are left out); a member's id by username. */
export { userIdByUsername, usernamesOf } from './public-names';

/**
 * Who signed an article or a comment, as a column of the other module's own query (json; null for
 * a deleted member), so a page and its authors come in one round trip (docs/decisions.md, issue 13).
 */
export { commentSignatureColumn, publicNameColumn, publicNameKeys, type CommentSignature, type PublicName } from './public-names';

/** The Members page: the listed members among those another module's query names, with its counts. */
export { listedMembers } from './member-directory';
export type { ListedMember } from './schemas';

/** Hashes a password with the product's argon2id settings (test factories use it). */
export { hashPassword } from './passwords';

/** Opens a session for a user and returns its token (tests use it). */
export { createSession } from './sessions';

/** Sign-ups per day, for the dashboard. */
export { newMembersByDay } from './member-stats';

/** A 256-bit random token and the hash the database keeps of it (checkout's secrets are made the same way). */
export { hashToken, newToken } from './tokens';

/** The members among some ids who may be sent mail they chose (activated, not deactivated, suspended or deleted), with their addresses. */
export { mailRecipients, type MailRecipient } from './mail-recipients';
