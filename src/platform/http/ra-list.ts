import type { Response } from 'express';
import { z } from 'zod';
import { AppError } from '../errors';

/** The page size of admin lists (SPEC.md §9), and the most one request may ask for. */
export const ADMIN_PAGE_SIZE = 100;

const jsonParam = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Must be JSON.' });
        return z.NEVER;
      }
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
  if (!parsed.success) throw new AppError('validation', 'Invalid list parameters.', 400);
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
  const end = rows.length ? offset + rows.length - 1 : offset;
  res.set('Content-Range', `${resource} ${offset}-${end}/${total}`);
  res.set('Access-Control-Expose-Headers', 'Content-Range');
  res.json(rows);
}

/** The ids of react-admin's getMany (filter={"id":[1,2]}), or null when the list is not by id. */
export function idsFilter(list: RaList): number[] | null {
  const ids = list.filter.id;
  if (!Array.isArray(ids)) return null;
  return ids.filter((id): id is number => Number.isSafeInteger(id)).slice(0, ADMIN_PAGE_SIZE);
}
