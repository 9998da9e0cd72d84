import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';
import { readToken } from './token';

/** fetchJson with the session token as a bearer header (the API ignores cookies). */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const token = readToken();
  return fetchUtils.fetchJson(url, token ? { ...options, user: { authenticated: true, token: `Bearer ${token}` } } : options);
}

/**
 * Resources route by name, so a resource whose console URL differs from its API path is mapped
 * here: /chariot/members lists /api/admin/users.
 */
const API_PATHS: Record<string, string> = { members: 'users' };
const apiPath = (resource: string) => API_PATHS[resource] ?? resource;

const rest = simpleRestProvider('/api/admin', httpClient);

export const dataProvider: DataProvider = {
  ...rest,
  getList: (resource, params) => rest.getList(apiPath(resource), params),
  getOne: (resource, params) => rest.getOne(apiPath(resource), params),
  getMany: (resource, params) => rest.getMany(apiPath(resource), params),
  getManyReference: (resource, params) => rest.getManyReference(apiPath(resource), params),
  create: (resource, params) => rest.create(apiPath(resource), params),
  update: (resource, params) => rest.update(apiPath(resource), params),
  updateMany: (resource, params) => rest.updateMany(apiPath(resource), params),
  delete: (resource, params) => rest.delete(apiPath(resource), params),
  deleteMany: (resource, params) => rest.deleteMany(apiPath(resource), params),
};
