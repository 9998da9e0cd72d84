import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit as expressRateLimit } from 'express-rate-limit';
import { AppError } from '../errors';
import { FallbackStore } from './limit-store';

export const failures = (status: number) => status >= 400;

export const RATE_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';

export interface LimitOptions {
  /** Names the counter (and its Redis keys). */
  name: string;
  windowMs: number;
  limit: number;
  /** What is counted: the client's IP by default; return null to not count this request. */
  key?: (req: Request) => string | null | undefined;
  /**
   * Which answers count, by status: all by default. Sign-in counts failures only (a member who
   * gets in is not throttled); registration skips plain validation errors.
   */
  counts?: (status: number) => boolean;
  /** The 429's message, when the general one (RATE_LIMITED) would not say when to come back. */
  message?: string;
}

/** The client's address as a counter key; an IPv6 client counts by its /56, as one household. */
export const clientIp = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

/** The signed-in member as a counter key; a guest is not counted (member routes refuse guests first). */
export const memberKey = (req: Request) => (req.user ? `u${req.user.id}` : null);

/**
 * A fixed-window limit answering 429 with a clear message. With REDIS_URL the counts live in
 * Redis, so every web process shares them; otherwise (or while Redis is away) in this process's memory.
 */
export function rateLimit(options: LimitOptions): RequestHandler {
  const keyOf = options.key ?? clientIp;
  return expressRateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // express-rate-limit's "failed" requests are the uncounted ones here.
    skipFailedRequests: !!options.counts,
    requestWasSuccessful: (_req, res) => options.counts?.(res.statusCode) ?? true,
    skip: (req) => !keyOf(req),
    keyGenerator: (req) => keyOf(req)!,
    identifier: options.name,
    // Keys are built by keyOf (from clientIp or an account name), so the IP-fallback check does not apply.
    validate: { keyGeneratorIpFallback: false },
    store: new FallbackStore(options.name),
    handler: (_req, _res, next) => next(new AppError('rate_limited', options.message ?? RATE_LIMITED, 429)),
  });
}

const MINUTE = 60 * 1000;

/**
 * One member's allowance for an action, whichever process serves them: `perMinute` stops a burst
 * and `perHour` a steady script. Only requests that went through count: a refused one changed nothing.
 */
export function memberLimits(name: string, perMinute: number, perHour: number): RequestHandler[] {
  const wentThrough = (status: number) => status < 400;
  return [
    rateLimit({ name: `${name}-minute`, windowMs: MINUTE, limit: perMinute, counts: wentThrough, key: memberKey }),
    rateLimit({ name: `${name}-hour`, windowMs: 60 * MINUTE, limit: perHour, counts: wentThrough, key: memberKey }),
  ];
}
