import type { ErrorRequestHandler, RequestHandler } from 'express';
import { CheckViolationError, ForeignKeyViolationError, NotFoundError, UniqueViolationError } from 'objection';
import { z } from 'zod';
import { AppError } from '../errors';
import { currentRequestId, logger } from '../logger';
import { invalidInput } from './validate';

/** Maps any thrown error to an AppError; anything unknown becomes null (a 500). */
function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof z.ZodError) return invalidInput(err);
  if (err instanceof UniqueViolationError) return new AppError('conflict', 'That already exists.', 409);
  if (err instanceof ForeignKeyViolationError) return new AppError('conflict', 'That refers to a record that does not exist or is still in use.', 409);
  if (err instanceof CheckViolationError) return new AppError('validation', 'A value is out of range.', 400);
  if (err instanceof NotFoundError) return new AppError('not_found', 'No records found.', 404);
  // The same conditions from plain Knex queries, which Objection does not wrap (SQLSTATE codes).
  const sqlState = (err as { code?: unknown }).code;
  if (sqlState === '23505') return new AppError('conflict', 'That already exists.', 409);
  if (sqlState === '23503') return new AppError('conflict', 'That refers to a record that does not exist or is still in use.', 409);
  if (sqlState === '23514') return new AppError('validation', 'A value is out of range.', 400);
  const bodyError = err as { type?: string; status?: number };
  if (bodyError.type === 'entity.parse.failed') return new AppError('bad_json', 'The request body is not valid JSON.', 400);
  if (bodyError.type === 'entity.too.large') return new AppError('too_large', 'The request body is too large.', 413);
  if (typeof bodyError.status === 'number' && bodyError.status >= 400 && bodyError.status < 500) {
    return new AppError('bad_request', (err as Error).message || 'Bad request.', bodyError.status);
  }
  return null;
}

/** The one place errors become HTTP responses: { message, code, errors?, requestId }, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const appError = toAppError(err);
  const requestId = currentRequestId();
  if (!appError) {
    logger.error({ err, method: req.method, url: req.originalUrl }, 'unhandled error');
    res.status(500).json({ message: 'We could not complete your request.', requestId });
    return;
  }
  if (appError.status >= 500) logger.error({ err }, appError.message);
  res.status(appError.status).json({
    message: appError.message,
    code: appError.code,
    ...(appError.errors ? { errors: appError.errors } : {}),
    ...(requestId ? { requestId } : {}),
  });
};

/** 404 JSON for any /api path no router answered. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.baseUrl}${req.path}.`, requestId: currentRequestId() });
};
