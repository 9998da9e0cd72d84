import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';
import { expect } from 'vitest';
import type { TestApp } from './http';

/**
 * The console's client as it ships: the stock ra-data-simple-rest provider on the site's
 * /api/admin, over Node's fetch, with the administrator's token as the bearer header (what
 * src/admin/data-provider.ts sends, without the browser's cookie).
 */
export function stockProvider(siteUrl: string, token: string): DataProvider {
  const httpClient = (url: string, options: fetchUtils.Options = {}) => fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } });
  return simpleRestProvider(`${siteUrl}/api/admin`, httpClient);
}

/** A getList query string as ra-data-simple-rest builds it: each parameter JSON-encoded. */
export const raQuery = (params: Record<string, unknown>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString();

export interface ListContract {
  /** The resource's path under /api/admin, also the first word of its Content-Range. */
  resource: string;
  token: string;
  /** Every field the list may be sorted by (the module's SORTS list). */
  sortable: readonly string[];
  /** A `q` that matches exactly `matching` (at least three ids). */
  q: string;
  matching: number[];
}

/**
 * Checks one admin list against ra-data-simple-rest's getList and getMany: sort by id both ways
 * and by every sortable field, range with its Content-Range, the q and id filters, and a 400 for
 * a field it cannot sort by.
 */
export async function expectListContract(app: TestApp, { resource, token, sortable, q, matching }: ListContract): Promise<void> {
  const list = async (params: Record<string, unknown>) => {
    const res = await app.get(`/api/admin/${resource}?${raQuery(params)}`, token);
    expect(res.status, `${resource} ${JSON.stringify(params)}: ${JSON.stringify(res.body)}`).toBe(200);
    return { ids: (res.body as Array<{ id: number }>).map((r) => r.id), range: res.headers['content-range'] };
  };
  const ascending = [...matching].sort((a, b) => a - b);
  const n = ascending.length;

  const asc = await list({ sort: ['id', 'ASC'], range: [0, n - 1], filter: { q } });
  expect(asc).toEqual({ ids: ascending, range: `${resource} 0-${n - 1}/${n}` });
  expect((await list({ sort: ['id', 'DESC'], range: [0, n - 1], filter: { q } })).ids).toEqual([...ascending].reverse());
  expect(await list({ sort: ['id', 'ASC'], range: [1, 2], filter: { q } })).toEqual({ ids: ascending.slice(1, 3), range: `${resource} 1-2/${n}` });
  expect(await list({ sort: ['id', 'ASC'], range: [n, n + 9], filter: { q } })).toEqual({ ids: [], range: `${resource} */${n}` });

  // getMany: filter={"id":[...]} and nothing else, as the stock provider sends it (ids from a URL come as strings).
  const some = [ascending[0]!, ascending[n - 1]!];
  const many = await stockProvider(app.url, token).getMany(resource, { ids: some });
  expect(many.data.map((r) => r.id as number).sort((a, b) => a - b)).toEqual(some);
  expect((await list({ sort: ['id', 'ASC'], filter: { id: some.map(String) } })).ids).toEqual(some);

  for (const field of sortable) {
    for (const order of ['ASC', 'DESC']) expect((await list({ sort: [field, order], range: [0, n - 1], filter: { q } })).ids.sort((a, b) => a - b)).toEqual(ascending);
  }
  const unknown = await app.get(`/api/admin/${resource}?${raQuery({ sort: ['no_such_field', 'ASC'] })}`, token);
  expect(unknown.status).toBe(400);
  expect(unknown.body.message).toMatch(/sort/i);
}
