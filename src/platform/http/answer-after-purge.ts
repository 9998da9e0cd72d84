import type { NextFunction, RequestHandler, Response } from 'express';
import type { CachePurger } from '../cache-purge';
import { logger } from '../logger';
import { TimeoutError, withTimeout } from '../timeout';
import { currentClock } from './kept-answers';

/** How long a write's answer waits for the shared cache's purge before it goes anyway. */
const WAIT_MS = 2_000;

const log = logger.child({ module: 'cache-purge' });

/**
 * Holds back the answer to anything but a GET or HEAD until the shared cache in front has dropped
 * what every write committed so far changed: a writer who reads through Varnish once answered
 * sees their write, and the stale window of other readers ends before the writer hears back.
 * The answer's first write (or its end) starts the wait, its route having committed by then; the
 * route's writes are queued meanwhile and sent in order, as the compression middleware does.
 */
export function answerAfterPurge(purger: CachePurger): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    holdUntil(res, next, async () => {
      try {
        await withTimeout(
          currentClock().then((seq) => purger.purgeUpTo(seq)),
          WAIT_MS,
          'the purge before a write is answered',
        );
      } catch (err) {
        // A failed purge is the purger's to report (once per outage); a slow one is this answer's.
        if (err instanceof TimeoutError) log.warn({ method: req.method, path: req.path }, `a write was answered before its purge, which took over ${WAIT_MS} ms`);
      }
    });
    next();
  };
}

/** Queues what is written to `res` from its first write until `wait` resolves, then sends it in order. */
function holdUntil(res: Response, next: NextFunction, wait: () => Promise<void>): void {
  const write = res.write;
  const end = res.end;
  let held: Array<() => unknown> | null = null;
  let released = false;
  const later = (call: () => unknown) => {
    if (!held) {
      const queue: Array<() => unknown> = [];
      held = queue;
      void wait().then(() => {
        released = true;
        try {
          for (const send of queue) send();
        } catch (err) {
          // As if the route had thrown it: the error handler answers, and no request ends the process.
          next(err);
        }
      });
    }
    held.push(call);
  };
  res.write = ((...args: unknown[]) => {
    if (released) return Reflect.apply(write, res, args) as boolean;
    later(() => Reflect.apply(write, res, args));
    return true;
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    if (released) return Reflect.apply(end, res, args) as Response;
    later(() => Reflect.apply(end, res, args));
    return res;
  }) as Response['end'];
}
