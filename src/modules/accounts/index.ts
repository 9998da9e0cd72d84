/**
 * Accounts: members, roles, sessions. Other modules use only what is exported here.
 */
import type { JobDefinition } from '../../platform/jobs';
import { resolveSession } from './sessions';

export { accountsRouter } from './http';
export { accountsAdminRouter } from './admin-http';

/** Resolves a bearer token to the signed-in user (for the HTTP layer). */
export const resolveUser = resolveSession;

/** Hashes a password with the product's argon2id settings (test factories use it). */
export { hashPassword } from './passwords';

/** Opens a session for a user and returns its token (tests and the seed use it). */
export { createSession } from './sessions';

/** The module's background jobs. */
export const accountsJobs: JobDefinition[] = [];
