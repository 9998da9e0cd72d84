import type { Request } from 'express';
import { failures, memberKey, rateLimit } from '../../platform/http/rate-limit';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The account a request names (login or email), lower-cased, so limits follow the account, not the IP. */
const named = (field: 'user' | 'email' | 'new_email') => (req: Request) => {
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

// Each email change answered mails the address typed (a link, or a notice to the account that has
// it): per member and per address, counted alike whether or not the address has an account, so
// nobody fills a stranger's mailbox or tries addresses one after another. A wrong password is
// counted by password-guard.ts instead.
const answered = (status: number) => status < 400;
export const emailChangeLimits = [
  rateLimit({
    name: 'email-change-member',
    windowMs: HOUR,
    limit: 5,
    counts: answered,
    key: memberKey,
    message: 'You have asked to change your email address too many times. Please wait an hour and try again.',
  }),
  rateLimit({
    name: 'email-change-address',
    windowMs: DAY,
    limit: 3,
    counts: answered,
    key: named('new_email'),
    message: 'We have written to that address too many times today. Please try again tomorrow.',
  }),
];

/** Mailed links (activation, reset, email change) are unguessable; this stops a flood, not a guess. */
export const linkLimits = [rateLimit({ name: 'link-ip', windowMs: 15 * MINUTE, limit: 30, counts: failures })];
