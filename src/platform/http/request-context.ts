import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { logger, withRequestContext } from '../logger';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Gives each request an id (a proxy's X-Request-Id when well-formed), echoes it, and logs one line when done. */
export const requestContext: RequestHandler = (req, res, next) => {
  const incoming = req.get('x-request-id');
  const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  res.set('X-Request-Id', requestId);
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    withRequestContext(requestId, () =>
      logger.info({ method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request'),
    );
  });
  withRequestContext(requestId, next);
};
