import { ipKeyGenerator } from 'express-rate-limit';
import { AppError } from '../../platform/errors';
import { counter } from '../../platform/http/limit-store';
import { RATE_LIMITED } from '../../platform/http/rate-limit';

const MINUTE = 60 * 1000;

// Every check of a password a member types (sign-in, reactivation, and the current password that
// email change, password change and deletion ask for) counts here, per account whatever name or
// email was typed. DESIGN.md §4: at most 100 failures an hour per account.
const perAccountAndIp = { counter: counter('pw-account-ip', 15 * MINUTE), limit: 10 };
const perAccount = { counter: counter('pw-account', 60 * MINUTE), limit: 100 };
const perIp = { counter: counter('pw-ip', 15 * MINUTE), limit: 30 };
/** Password checks one address may have under way at once; more answer 429 at once. */
const IN_FLIGHT_PER_IP = 2;

const inFlight = new Map<string, number>();
const tooMany = () => new AppError('rate_limited', RATE_LIMITED, 429);

/**
 * Runs one password check from `rawIp`: `account` finds the account (its limiter key) and
 * `verify` checks the password. Refused with 429 when that account and address failed too often.
 * An account at its hourly limit still accepts an address that has not failed on it, so a member
 * whose account is under attack from elsewhere can always sign in from where they are. An address
 * with checks already under way is refused before any work, so a flood costs nothing.
 */
export async function guardPasswordCheck(rawIp: string, account: () => Promise<string>, verify: () => Promise<boolean>): Promise<boolean> {
  // An IPv6 client counts by its /56, as one household.
  const ip = ipKeyGenerator(rawIp);
  const running = inFlight.get(ip) ?? 0;
  if (running >= IN_FLIGHT_PER_IP) throw tooMany();
  inFlight.set(ip, running + 1);
  try {
    if ((await perIp.counter.count(ip)) >= perIp.limit) throw tooMany();
    const key = await account();
    const pair = `${key}|${ip}`;
    const [pairFailures, accountFailures] = await Promise.all([perAccountAndIp.counter.count(pair), perAccount.counter.count(key)]);
    if (pairFailures >= perAccountAndIp.limit || (accountFailures >= perAccount.limit && pairFailures > 0)) throw tooMany();
    const ok = await verify();
    if (ok) await perAccountAndIp.counter.reset(pair);
    else await Promise.all([perAccountAndIp.counter.add(pair), perAccount.counter.add(key), perIp.counter.add(ip)]);
    return ok;
  } finally {
    const left = (inFlight.get(ip) ?? 1) - 1;
    if (left) inFlight.set(ip, left);
    else inFlight.delete(ip);
  }
}

/** The limiter key of an account. */
export const accountKey = (userId: number) => `u${userId}`;
/** The limiter key of a name no account has, so guesses at unknown names are limited too. */
export const unknownKey = (typed: string) => `n:${typed.trim().toLowerCase().slice(0, 254)}`;
