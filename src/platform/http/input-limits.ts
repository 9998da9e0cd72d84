import type { RequestHandler } from 'express';
import { AppError, type FieldErrors } from '../errors';

// Bounds on the shape of what a request may hold, checked before anything parses or walks it, so no
// request can make the server recurse, allocate or loop without end (DESIGN.md §4). Each is far past
// what any screen of ours sends: the deepest body (an article with its references) is 3 levels deep,
// the longest list 200 references, the largest text an article body.

/** Levels of arrays and objects inside one another. */
export const MAX_DEPTH = 32;
/** Items in one array, members of one object. */
export const MAX_ITEMS = 1000;
/** Bytes of one string (a key or a value), as sent. */
export const MAX_STRING_BYTES = 512 * 1024;
/** Parameters in one query string. */
export const MAX_QUERY_PARAMETERS = 64;
/** Brackets in one query parameter's name (`a[b][c]`), as qs, Express 4's parser, allowed. */
export const MAX_QUERY_DEPTH = 5;

const tooDeep = () => new AppError('too_deep', `The request is nested too deeply (at most ${MAX_DEPTH} levels).`, 400);
const tooMany = () => new AppError('too_large', `A list or object in the request has too many items (at most ${MAX_ITEMS}).`, 413);
const tooLong = () => new AppError('too_large', `A text in the request is too long (at most ${MAX_STRING_BYTES / 1024} KB).`, 413);

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * Throws a 400 or 413 AppError when JSON text (UTF-8 bytes or a string) nests deeper than
 * MAX_DEPTH, holds a container of more than MAX_ITEMS items or a string longer than
 * MAX_STRING_BYTES. One pass over the text without parsing it, so it costs the same whatever the
 * text holds; text that is not JSON passes and is refused by the parser after it.
 */
export function checkJsonShape(text: Uint8Array | string): void {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  // Commas seen at each open level: one fewer than its items.
  const commas = new Uint32Array(MAX_DEPTH + 1);
  let depth = 0;
  let inString = false;
  let stringStart = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) {
        inString = false;
        if (i - stringStart > MAX_STRING_BYTES) throw tooLong();
      }
      continue;
    }
    if (WHITESPACE.has(b)) continue;
    if (b === QUOTE) {
      inString = true;
      stringStart = i + 1;
    } else if (OPEN.has(b)) {
      if (++depth > MAX_DEPTH) throw tooDeep();
      commas[depth] = 0;
    } else if (CLOSE.has(b)) {
      if (depth > 0) depth--;
    } else if (b === COMMA && depth > 0) {
      if (++commas[depth]! >= MAX_ITEMS) throw tooMany();
    }
  }
  // An unterminated string is the parser's to refuse, but its length is ours.
  if (inString && bytes.length - stringStart > MAX_STRING_BYTES) throw tooLong();
}

/** body-parser's `verify` hook: the raw body's shape is checked before JSON.parse sees it. */
export const verifyJsonShape = (_req: unknown, _res: unknown, body: Buffer) => checkJsonShape(body);

/**
 * Refuses a query string of more than MAX_QUERY_PARAMETERS parameters (Node's parser would keep the
 * first thousand and drop the rest without a word). Its length is bounded by Node's header limit
 * (16 KB with the request line), which answers 431 before Express sees the request.
 */
export const limitQueryParameters: RequestHandler = (req, _res, next) => {
  const start = req.url.indexOf('?');
  if (start < 0) return next();
  let count = 1;
  for (let i = req.url.indexOf('&', start); i >= 0 && count <= MAX_QUERY_PARAMETERS; i = req.url.indexOf('&', i + 1)) count++;
  if (count > MAX_QUERY_PARAMETERS) return next(new AppError('too_large', `The request has too many parameters (at most ${MAX_QUERY_PARAMETERS}).`, 413));
  next();
};

const bracketsIn = (name: string) => {
  let n = 0;
  for (let i = name.indexOf('['); i >= 0; i = name.indexOf('[', i + 1)) n++;
  return n;
};

const nestedTooDeep = (name: string) => bracketsIn(name) > MAX_QUERY_DEPTH;
const nestedTooDeepMessage = `Nested too deeply (at most ${MAX_QUERY_DEPTH} levels).`;

/**
 * Refuses, under /api, a query parameter given more than once (which copy counts would differ from
 * one reader to the next: parameter pollution; no call of ours repeats one) and a name nested deeper
 * than MAX_QUERY_DEPTH brackets; 400 naming the parameter.
 */
export const rejectAmbiguousQuery: RequestHandler = (req, _res, next) => {
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(req.query)) {
    if (Array.isArray(value)) errors[name] = ['Give this parameter once.'];
    else if (nestedTooDeep(name)) errors[name] = [nestedTooDeepMessage];
  }
  next(Object.keys(errors).length ? new AppError('validation', 'Please correct the highlighted fields.', 400, errors) : undefined);
};

/** The largest form a page's action takes (a sign-in is well under 1 KB). */
export const MAX_FORM_BYTES = 16 * 1024;

/**
 * Bounds the body a page's action may read: React Router's adapter hands the raw request stream to
 * the action, which reads it whole. A body must say its length (browsers' form posts do) and be
 * at most MAX_FORM_BYTES; Node ends the request if it sends more than it said.
 */
export const limitFormBody: RequestHandler = (req, _res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  const length = Number(req.get('content-length') ?? (req.get('transfer-encoding') ? NaN : 0));
  if (!Number.isFinite(length)) return next(new AppError('length_required', 'A form must say its length.', 411));
  if (length > MAX_FORM_BYTES) return next(new AppError('too_large', `A form may be at most ${MAX_FORM_BYTES / 1024} KB.`, 413));
  next();
};

/** A control character, percent-encoded, in a query string. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/**
 * Refuses a page's query string that carries a control character (the API refuses them in its
 * fields): a page would otherwise show it back, or hand it to a read. And one with a parameter
 * nested deeper than the API allows.
 */
export const rejectControlQuery: RequestHandler = (req, _res, next) => {
  const start = req.url.indexOf('?');
  if (start >= 0 && ENCODED_CONTROL.test(req.url.slice(start))) return next(new AppError('invalid_input', 'The address has a control character in it.', 400));
  // No page reads a nested name: one nested past the API's limit is an attack, and would be kept.
  const deep = Object.keys(req.query).find(nestedTooDeep);
  if (deep !== undefined) return next(new AppError('validation', 'Please correct the highlighted fields.', 400, { [deep]: [nestedTooDeepMessage] }));
  next();
};
