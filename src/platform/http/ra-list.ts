import type { RequestHandler, Response } from 'express';
import { z } from 'zod';
import { AppError } from '../errors';
import { checkJsonShape } from './input-limits';
import { unsafeFieldErrors, invalidInput } from './validate';
import { isId } from '../contract';

/** The page size of admin lists (SPEC.md §9), and the most one request may ask for. */
export const ADMIN_PAGE_SIZE = 100;

const jsonParam = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      let value: unknown;
      try {
        // Bounded like a JSON body before it is parsed.
        checkJsonShape(raw);
        value = JSON.parse(raw);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: err instanceof AppError ? err.message : 'Must be JSON.' });
        return z.NEVER;
      }
      // A control character written as \u0000 inside the JSON is not in the query string itself.
      for (const [field, messages] of Object.entries(unsafeFieldErrors(value) ?? {})) {
        ctx.addIssue({ code: 'custom', message: messages[0]!, path: field === '_' ? [] : field.split('.') });
      }
      return value;
    })
    .pipe(schema.optional());

/** The query of a ra-data-simple-rest getList: sort=["field","ASC"], range=[0,99], filter={...}. */
export const raListQuery = z.object({
  sort: jsonParam(z.tuple([z.string().max(64), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)])),
  filter: jsonParam(z.record(z.string(), z.unknown())),
});

export interface RaList {
  sort: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

/** Reads a react-admin list request, allowing only the given sort fields; descending by default. */
export function parseRaList(query: unknown, sortable: readonly string[], defaultSort: string): RaList {
  const parsed = raListQuery.safeParse(query);
  if (!parsed.success) throw invalidInput(parsed.error);
  const { sort, range, filter } = parsed.data;
  const field = sort?.[0] ?? defaultSort;
  if (!sortable.includes(field)) throw new AppError('validation', `Cannot sort by ${field}.`, 400);
  const [from, to] = range ?? [0, ADMIN_PAGE_SIZE - 1];
  if (to < from) throw new AppError('validation', 'Invalid range.', 400);
  return {
    sort: field,
    order: sort ? (sort[1].toLowerCase() as 'asc' | 'desc') : 'desc',
    offset: from,
    limit: Math.min(to - from + 1, ADMIN_PAGE_SIZE),
    filter: filter ?? {},
  };
}

/** Sends a page of a list with the Content-Range header react-admin reads the total from. */
export function sendRaList(res: Response, resource: string, rows: unknown[], offset: number, total: number): void {
  // An empty page has no first and last row: "skus */0" (RFC 9110's unsatisfied range).
  const range = rows.length ? `${offset}-${offset + rows.length - 1}` : '*';
  res.set('Content-Range', `${resource} ${range}/${total}`);
  res.set('Access-Control-Expose-Headers', 'Content-Range');
  res.json(rows);
}

/**
 * GET /api/admin/{resource} in the ra-data-simple-rest dialect: reads sort, range and filter
 * (only the given sort fields), runs `list` and answers the page with its Content-Range.
 */
export function raListRoute<R>(
  resource: string,
  sortable: readonly string[],
  defaultSort: string,
  list: (params: RaList) => Promise<{ rows: R[]; total: number }>,
): RequestHandler {
  return async (req, res) => {
    const params = parseRaList(req.query, sortable, defaultSort);
    const { rows, total } = await list(params);
    sendRaList(res, resource, rows, params.offset, total);
  };
}

const toId = (v: unknown) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v);

/**
 * The ids of react-admin's getMany (filter={"id":[1,2]}; ids read from a URL arrive as strings),
 * or null when the list is not by id.
 */
export function idsFilter(list: RaList): number[] | null {
  const { id } = list.filter;
  if (id === undefined || id === null) return null;
  return (Array.isArray(id) ? id : [id])
    .map(toId)
    .filter(isId)
    .slice(0, ADMIN_PAGE_SIZE);
}

/** The ids of getMany for a resource whose ids are text (slugs): those matching `pattern`; null when the list is not by id. */
export function textIdsFilter(list: RaList, pattern: RegExp): string[] | null {
  const { id } = list.filter;
  if (id === undefined || id === null) return null;
  return (Array.isArray(id) ? id : [id]).filter((v): v is string => typeof v === 'string' && v.length <= 200 && pattern.test(v)).slice(0, ADMIN_PAGE_SIZE);
}

/** The list's text search (filter={"q":"..."}), trimmed; '' when there is none. */
export const textFilter = (list: RaList): string => (typeof list.filter.q === 'string' ? list.filter.q.trim() : '');

/**
 * For a console resource made elsewhere (orders by checkout, newsletters by publishing): its
 * create, update and delete answer 405 with why, and `Allow: GET`.
 */
export const madeElsewhere =
  (why: string): RequestHandler =>
  (_req, res, next) => {
    res.set('Allow', 'GET');
    next(new AppError('method_not_allowed', why, 405));
  };
