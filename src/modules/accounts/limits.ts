import type { Request } from 'express';
import { failures, memberKey, rateLimit } from '../../platform/http/rate-limit';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The account a request names (login or email), lower-cased, so limits follow the account, not the IP. */
const named = (field: 'user' | 'email') => (req: Request) => {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase().slice(0, 254) : null;
};

// Sign-in failures are counted per account and address by password-guard.ts, with every other
// check of a typed password.

// Registrations answered (and taken usernames: 409) count; a form sent back for a typo does not.
// Per address, only the answered ones: each mails the address (an activation link, or a note to
// its owner), so nobody can fill a stranger's mailbox; the count is the same whether or not
// the address has an account.
export const registerLimits = [
  rateLimit({ name: 'register-ip', windowMs: HOUR, limit: 10, counts: (status) => status !== 400 }),
  rateLimit({ name: 'register-address', windowMs: HOUR, limit: 3, counts: (status) => status < 400, key: named('email') }),
];

export const passwordResetLimits = [
  rateLimit({ name: 'reset-ip', windowMs: HOUR, limit: 10 }),
  rateLimit({ name: 'reset-account', windowMs: HOUR, limit: 3, key: named('email') }),
];

// Each resend mails the account: the signed-in member's, or the one at the address a visitor names
// (counted by the address, whether or not an account waits there, so the count tells nothing).
export const activationResendLimits = [
  rateLimit({ name: 'resend-ip', windowMs: HOUR, limit: 10 }),
  rateLimit({ name: 'resend-account', windowMs: HOUR, limit: 3, key: (req) => memberKey(req) ?? named('email')(req) }),
];

/** Mailed links (activation, reset, email change) are unguessable; this stops a flood, not a guess. */
export const linkLimits = [rateLimit({ name: 'link-ip', windowMs: 15 * MINUTE, limit: 30, counts: failures })];
