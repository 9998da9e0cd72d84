import type { Knex } from 'knex';
import { idsFilter, type RaList } from '../../platform/http/ra-list';

/**
 * One page of an admin list from a filtered query: the total before paging, then the rows in the
 * list's order with `tieBreak` (the id) last, so equal values keep one stable order across pages.
 * `column` gives the SQL expression of a sortable field that is not a column of its own name (our
 * constants, never the request's); `thenBy` (SQL) orders ties on the chosen field before the id.
 */
export async function fetchPage<Row>(
  base: Knex.QueryBuilder,
  list: RaList,
  opts: { select: Array<string | Knex.Raw>; tieBreak: string; column?: Record<string, string>; thenBy?: string[] },
): Promise<{ rows: Row[]; total: number }> {
  const ids = idsFilter(list);
  if (ids) base.whereIn(opts.tieBreak, ids);
  const counted = await base.clone().count({ n: '*' }).first();
  const rows: Row[] = await base
    .select(opts.select)
    .modify((q) => {
      const expression = opts.column?.[list.sort];
      if (expression) q.orderByRaw(`${expression} ${list.order}`);
      else q.orderBy(list.sort, list.order);
      for (const sql of opts.thenBy ?? []) q.orderByRaw(sql);
    })
    .orderBy(opts.tieBreak, list.order)
    .offset(list.offset)
    .limit(list.limit);
  return { rows, total: Number((counted as { n?: number } | undefined)?.n ?? 0) };
}
