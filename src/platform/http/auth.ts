import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError, forbidden, unauthorized } from '../errors';
import { ADMINISTRATOR } from '../contract';

/** The signed-in user as every route sees it; the accounts module fills it in. */
export interface AuthUser {
  id: number;
  username: string;
  roles: string[];
  /** False until the member opened the activation link. */
  activated: boolean;
  /** The session that authenticated this request, so sign-out can revoke exactly it. */
  sessionId: number;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own extension point
  namespace Express {
    interface Request {
      user?: AuthUser;
    }
  }
}

export type ResolveUser = (token: string) => Promise<AuthUser | null>;

/** The bearer token of a request. Only the header counts: a forged cross-site request cannot set it. */
export function bearerToken(req: Request): string | null {
  const header = req.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/** Sets req.user from the Authorization header; an unknown or expired token leaves it unset. */
export function authenticate(resolveUser: ResolveUser): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req);
    if (token) req.user = (await resolveUser(token)) ?? undefined;
    next();
  };
}

/** 401 unless signed in. */
export const requireMember: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
  next(req.user ? undefined : unauthorized());
};

/** 401 unless signed in, 403 unless the user has every one of the roles (by slug). */
export function requireRoles(...slugs: string[]): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(unauthorized());
    next(slugs.every((s) => req.user!.roles.includes(s)) ? undefined : forbidden());
  };
}

/**
 * 401 unless signed in, 403 until the account is activated: an unactivated member may read, buy
 * and manage the profile, but not comment, review or vote.
 */
export const requireActivated: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(unauthorized());
  next(req.user.activated ? undefined : new AppError('not_activated', 'Please activate your account first: open the link we emailed you.', 403));
};

export const requireAdmin = requireRoles(ADMINISTRATOR);
