import { Users } from 'lucide-react';
import { MemberList } from './MemberList';
import { MemberShow } from './MemberShow';
import type { Member } from './types';

/** Members: /chariot/members, served by /api/admin/members. */
export default {
  list: MemberList,
  show: MemberShow,
  icon: Users,
  recordRepresentation: (member: Member) => member.username,
  options: { label: 'Members' },
};
