import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { AppError, type FieldErrors } from '../errors';

/** Field errors keyed by the dotted path of each zod issue, in the API's error shape. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

export const invalidInput = (error: z.ZodError) =>
  new AppError('validation', 'Please correct the highlighted fields.', 400, fieldErrors(error));

interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

/** Validates and replaces body, query and params with their parsed values; 400 with field errors otherwise. */
export function validate(schemas: Schemas): RequestHandler {
  return (req, _res, next) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(req[part] ?? {});
      if (!result.success) return next(invalidInput(result.error));
      // Express 5 exposes query through a getter; redefine it to hold the parsed value.
      Object.defineProperty(req, part, { value: result.data, writable: true, configurable: true, enumerable: true });
    }
    next();
  };
}
