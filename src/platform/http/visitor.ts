import type { Request, RequestHandler } from 'express';

/** A visitor as analytics counts them: the day's hash of the sender, for that UTC day only. */
export interface DailyVisitor {
  visitor: string;
  day: string;
}

/** Who sent a request, or null for a crawler; the analytics module fills it in. */
export type IdentifyVisitor = (req: Request) => Promise<DailyVisitor | null>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own extension point
  namespace Express {
    interface Request {
      /** The sender as a visitor of the day, worked out only when a route asks (the checkout's quote). */
      dailyVisitor?: () => Promise<DailyVisitor | null>;
    }
  }
}

/** Lets a route ask who the visitor is without depending on the module that knows. */
export function identifyVisitors(identify: IdentifyVisitor): RequestHandler {
  return (req, _res, next) => {
    let known: Promise<DailyVisitor | null> | undefined;
    req.dailyVisitor = () => (known ??= identify(req));
    next();
  };
}
