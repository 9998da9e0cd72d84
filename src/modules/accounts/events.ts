import { z } from 'zod';
import { defineEvent } from '../../platform/events';

/**
 * A member deleted their account. Each module that keeps something of theirs lets go of it:
 * what they wrote stays unsigned, their votes go (and the counts with them), their cart goes.
 */
export const memberDeleted = defineEvent('accounts.member-deleted', z.object({ userId: z.number().int().positive() }));

/** IP addresses recorded before `before` are past the 100 days the legal pages promise: each module erases its own. */
export const ipsExpired = defineEvent('accounts.ips-expired', z.object({ before: z.iso.datetime() }));
