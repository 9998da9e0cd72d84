import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { CheckViolationError, ForeignKeyViolationError, NotFoundError, UniqueViolationError } from 'objection';
import { z } from 'zod';
import { AppError } from '../errors';
import { currentRequestId, logger } from '../logger';
import { invalidInput } from './validate';

/** PostgreSQL refusing a value: a NUL in text (22021, 22P05 in JSON), a number out of its column's range (22003). */
const BAD_VALUE_STATES = new Set(['22021', '22P05', '22003']);

/**
 * The database out of reach: the connection refused or cut (restart, failover: SQLSTATE class 08,
 * 57P01–57P03 shutting down or starting), too many connections (53300), or no pooled connection
 * free in time. The request changed nothing (its transaction did not commit): say try again.
 */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300']);
const UNREACHABLE_MESSAGES = /^(Connection terminated|Client has encountered a connection error|Knex: Timeout acquiring a connection)/;

const UNAVAILABLE_MESSAGE = 'The site is briefly unavailable. Please try again in a moment.';

/** Maps any thrown error to an AppError; anything unknown becomes null (a 500). */
function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown }).code;
  if ((typeof code === 'string' && UNREACHABLE.has(code)) || (err instanceof Error && UNREACHABLE_MESSAGES.test(err.message))) {
    return new AppError('service_unavailable', UNAVAILABLE_MESSAGE, 503);
  }
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
  if (typeof sqlState === 'string' && BAD_VALUE_STATES.has(sqlState)) {
    // The edge should have refused it (control characters, ids out of range): say so in the log.
    logger.warn({ err }, 'a value the validation let through was refused by the database');
    return new AppError('validation', 'A value in the request is not valid.', 400);
  }
  return fromLibrary(err);
}

/** Our words for body-parser's failures (its `type`), whose own messages quote the request. */
const BODY_ERRORS: Record<string, [code: string, message: string]> = {
  'entity.parse.failed': ['bad_json', 'The request body is not valid JSON.'],
  'entity.too.large': ['too_large', 'The request body is too large.'],
  'encoding.unsupported': ['unsupported_encoding', 'The request body uses an encoding we do not accept.'],
  'charset.unsupported': ['unsupported_charset', 'Send the request body as UTF-8.'],
  'request.aborted': ['bad_request', 'The request was cut short.'],
  'request.size.invalid': ['bad_request', 'The request body is not the length it says.'],
  'parameters.too.many': ['too_large', 'The request has too many parameters.'],
};

/** Our words for multer's limits; the upload routes may say something more precise first. */
const UPLOAD_ERRORS: Record<string, string> = {
  LIMIT_FILE_SIZE: 'A file is too large.',
  LIMIT_FILE_COUNT: 'Too many files at once.',
  LIMIT_PART_COUNT: 'The upload has too many parts.',
  LIMIT_FIELD_COUNT: 'The upload has too many fields.',
  LIMIT_FIELD_KEY: 'A field name of the upload is too long.',
  LIMIT_FIELD_VALUE: 'A field of the upload is too long.',
  LIMIT_UNEXPECTED_FILE: 'A file was sent in a field that takes none.',
};

/** busboy's (multer's parser) errors for a malformed multipart body: plain Errors with no status. */
const MALFORMED_UPLOAD = new Set([
  'Unexpected end of form',
  'Unexpected end of file',
  'Malformed part header',
  'Multipart: Boundary not found',
  'Malformed content type',
  'Missing Content-Type',
  'Request aborted',
  'Request closed',
]);

/** What a 4xx from a library (http-errors, send, the router) says instead of its own message. */
const GENERIC: Record<number, [code: string, message: string]> = {
  400: ['bad_request', 'The request could not be read.'],
  403: ['forbidden', 'You are not allowed to do that.'],
  404: ['not_found', 'Not found.'],
  405: ['method_not_allowed', 'That method is not allowed here.'],
  413: ['too_large', 'The request is too large.'],
  415: ['unsupported_media_type', 'The request body is of a type we do not accept.'],
};

/**
 * Errors from the libraries under us. Their messages are not ours to send (they quote the request,
 * a file path or internals), so each becomes our message for its kind; any other 4xx gets a
 * generic one for its status, and anything else is unknown (null: a 500).
 */
function fromLibrary(err: unknown): AppError | null {
  const e = err as { type?: unknown; status?: unknown; statusCode?: unknown; name?: unknown; code?: unknown; message?: unknown };
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : null;
  const body = typeof e.type === 'string' ? BODY_ERRORS[e.type] : undefined;
  if (body && status) return new AppError(body[0], body[1], status);
  if (e.name === 'MulterError' && typeof e.code === 'string') {
    return new AppError('bad_upload', UPLOAD_ERRORS[e.code] ?? 'The upload could not be read.', e.code === 'LIMIT_FILE_SIZE' ? 413 : 400);
  }
  if (err instanceof Error && status === null && MALFORMED_UPLOAD.has(err.message)) return new AppError('bad_upload', 'The upload could not be read.', 400);
  if (status !== null && status >= 400 && status < 500) {
    const [code, message] = GENERIC[status] ?? ['bad_request', STATUS_CODES[status] ? `${STATUS_CODES[status]}.` : 'Bad request.'];
    return new AppError(code, message, status);
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
  if (appError.status === 503) res.set('Retry-After', '5');
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

/** A plain-text 404 for paths nothing answers (a missing file, a method no page takes). */
export const plainNotFound: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not Found');
};
