import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider, type Identifier } from 'react-admin';
import type { MemberRecord } from '../modules/accounts/schemas';
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

/** What an administrator can do to a member, beyond reading (the member show page's buttons). */
export type MemberAction = 'suspend' | 'reinstate' | 'grant-admin' | 'revoke-admin';

const MEMBER_ACTIONS: Record<MemberAction, { method: 'POST' | 'PUT' | 'DELETE'; path: string }> = {
  suspend: { method: 'POST', path: 'suspend' },
  reinstate: { method: 'POST', path: 'reinstate' },
  'grant-admin': { method: 'PUT', path: 'roles/administrator' },
  'revoke-admin': { method: 'DELETE', path: 'roles/administrator' },
};

/** The simple-rest methods plus the console's own verbs (call them through useDataProvider<AdminDataProvider>()). */
export interface AdminDataProvider extends DataProvider {
  /** Runs one member action; resolves with the member as the server now has them. */
  memberAction(id: Identifier, action: MemberAction): Promise<{ data: MemberRecord }>;
}

export const dataProvider: AdminDataProvider = {
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

  async memberAction(id, action) {
    const { method, path } = MEMBER_ACTIONS[action];
    const { json } = await httpClient(`/api/admin/${apiPath('members')}/${encodeURIComponent(String(id))}/${path}`, {
      method,
      // A JSON body on the verbs that carry one; DELETE goes without.
      body: method === 'DELETE' ? undefined : '{}',
    });
    return { data: json as MemberRecord };
  },
};
