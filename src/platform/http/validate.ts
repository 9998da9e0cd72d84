import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { AppError, type FieldErrors } from '../errors';

/** Field errors keyed by the dotted path of each zod issue (under `prefix`, when given), in the API's error shape. */
export function fieldErrors(error: z.ZodError, prefix?: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = prefix ? [prefix, ...issue.path] : issue.path;
    const key = path.length ? path.join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

const INVALID = 'Please correct the highlighted fields.';

export const invalidInput = (error: z.ZodError, message = INVALID) => new AppError('validation', message, 400, fieldErrors(error));

/** C0 controls but tab, LF and CR; DEL; the C1 controls. No text field of ours holds one. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');
export const CONTROL_MESSAGE = 'Must not contain control characters.';
/** Enough to show which fields to fix; a body full of them does not make a huge answer. */
const MAX_REPORTED = 20;

/** A field's path as a chain from the leaf, so walking a deep body copies nothing. */
interface PathLink {
  key: string;
  parent: PathLink | null;
}
const fieldName = (link: PathLink | null) => {
  const keys: string[] = [];
  for (let l = link; l; l = l.parent) keys.push(l.key);
  return keys.length ? keys.reverse().join('.') : '_';
};

/** A key JSON.parse keeps as data but that Object.assign and friends take for the prototype. */
const PROTO_KEY = '__proto__';
export const PROTO_KEY_MESSAGE = 'Must not be named __proto__.';

/**
 * The fields of a parsed body, query or params object whose text (value or key) holds a control
 * character, or whose key is __proto__, keyed like zod paths ('a.b.0'); null when there are none.
 * Walks without recursion, so a deeply nested body cannot overflow the stack.
 */
export function unsafeFieldErrors(value: unknown): FieldErrors | null {
  const errors: FieldErrors = {};
  let found = 0;
  const report = (link: PathLink | null, message = CONTROL_MESSAGE) => {
    errors[fieldName(link)] = [message];
    found++;
  };
  const stack: Array<[unknown, PathLink | null]> = [[value, null]];
  while (stack.length && found < MAX_REPORTED) {
    const [node, link] = stack.pop()!;
    if (typeof node === 'string') {
      if (CONTROL.test(node)) report(link);
    } else if (node !== null && typeof node === 'object') {
      const entries = Object.entries(node);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        // A key is a field name too; it is named with the characters replaced.
        const childLink = { key: key.replace(CONTROLS, '\uFFFD'), parent: link };
        if (childLink.key !== key && found < MAX_REPORTED) report(childLink);
        else if (key === PROTO_KEY && found < MAX_REPORTED) report(childLink, PROTO_KEY_MESSAGE);
        stack.push([child, childLink]);
      }
    }
  }
  return found ? errors : null;
}

const checkFields = (value: unknown) => {
  const errors = unsafeFieldErrors(value);
  return errors ? new AppError('validation', INVALID, 400, errors) : null;
};

/**
 * Refuses any JSON body or query string holding a control character (PostgreSQL refuses a NUL in
 * text with an error of its own) or a __proto__ key, on every route, before a handler or the
 * database sees it.
 */
export const rejectUnsafeFields: RequestHandler = (req, _res, next) => {
  next(checkFields(req.body) ?? checkFields(req.query) ?? undefined);
};

/**
 * A request part checked in process as a route checks it (its unsafe fields, then its schema):
 * the parsed value, or the API's 400. For callers that answer as a route without HTTP.
 */
export function parseRequestPart<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const unsafe = checkFields(value);
  if (unsafe) throw unsafe;
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}

interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

/**
 * Validates and replaces body, query and params with their parsed values; 400 with field errors
 * (and the message given, where a screen has its own) otherwise. Path parameters are known only here, so their control characters are refused here.
 */
export function validate(schemas: Schemas, opts: { message?: string } = {}): RequestHandler {
  return (req, _res, next) => {
    const badParams = checkFields(req.params);
    if (badParams) return next(badParams);
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(req[part] ?? {});
      if (!result.success) return next(invalidInput(result.error, opts.message));
      // Express 5 exposes query through a getter; redefine it to hold the parsed value.
      Object.defineProperty(req, part, { value: result.data, writable: true, configurable: true, enumerable: true });
    }
    next();
  };
}
