import { z } from 'zod';
import { defineEvent } from '../../platform/events';

/**
 * A member deleted their account. Each module that keeps something of theirs lets go of it:
 * what they wrote stays unsigned, their votes go (and the counts with them), their cart goes.
 */
export const memberDeleted = defineEvent('accounts.member-deleted', z.object({ userId: z.number().int().positive() }));

/** IP addresses recorded before `before` are past the 100 days the legal pages promise: each module erases its own. */
export const ipsExpired = defineEvent('accounts.ips-expired', z.object({ before: z.iso.datetime() }));

/**
 * A member registered (a new account, not an address already known), and whether they ticked "Send
 * me new articles by email" on the form, at `at`: the newsletters record that choice and its consent.
 */
export const memberRegistered = defineEvent('accounts.member-registered', z.object({ userId: z.number().int().positive(), newsletter: z.boolean(), at: z.iso.datetime() }));
