import { Users } from 'lucide-react';
import { MemberList } from './MemberList';
import { MemberShow } from './MemberShow';
import type { Member } from './types';

/** Members: routed at /chariot/members, served by /api/admin/users (see data-provider.ts). */
export default {
  list: MemberList,
  show: MemberShow,
  icon: Users,
  recordRepresentation: (member: Member) => member.username,
  options: { label: 'Members' },
};
