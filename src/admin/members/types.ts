import type { MemberRecord } from '../../modules/accounts/schemas';
import { ADMINISTRATOR } from '../../platform/contract';

/** A member as GET /api/admin/members[/:id] returns it (ra-data-simple-rest dialect). */
export type Member = MemberRecord;

export const isAdministrator = (member: Pick<Member, 'roles'>) => member.roles.includes(ADMINISTRATOR);

export const fullName = (member: Pick<Member, 'first_name' | 'last_name'>) =>
  [member.first_name, member.last_name].filter(Boolean).join(' ');

export type MemberStatus = 'Suspended' | 'Deactivated' | 'Not activated' | 'Active';

/** One word for the account's state; a suspension outranks everything else. */
export function memberStatus(member: Pick<Member, 'suspended_at' | 'deactivated_at' | 'activated_at'>): MemberStatus {
  if (member.suspended_at) return 'Suspended';
  if (member.deactivated_at) return 'Deactivated';
  if (!member.activated_at) return 'Not activated';
  return 'Active';
}

/** 'administrator' -> 'Administrator', 'forum-moderator' -> 'Forum moderator'. */
export const roleLabel = (slug: string) => {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
