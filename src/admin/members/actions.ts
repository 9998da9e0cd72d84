import type { Identifier } from 'react-admin';
import type { MemberRecord } from '../../modules/accounts/schemas';
import { httpClient } from '../data-provider';

/** What an administrator can do to a member, beyond reading (the member show page's buttons). */
export type MemberAction = 'suspend' | 'reinstate' | 'grant-admin' | 'revoke-admin';

const ROUTES: Record<MemberAction, { method: 'POST' | 'PUT' | 'DELETE'; path: string }> = {
  suspend: { method: 'POST', path: 'suspend' },
  reinstate: { method: 'POST', path: 'reinstate' },
  'grant-admin': { method: 'PUT', path: 'roles/administrator' },
  'revoke-admin': { method: 'DELETE', path: 'roles/administrator' },
};

/** Runs one action (/api/admin/members/{id}/...); resolves with the member as the server now has them. */
export async function memberAction(id: Identifier, action: MemberAction): Promise<MemberRecord> {
  const { method, path } = ROUTES[action];
  // A JSON body on the verbs that carry one; DELETE goes without.
  const { json } = await httpClient(`/api/admin/members/${encodeURIComponent(String(id))}/${path}`, { method, body: method === 'DELETE' ? undefined : '{}' });
  return json as MemberRecord;
}
