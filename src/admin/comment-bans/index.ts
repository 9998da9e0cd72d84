import { UserX } from 'lucide-react';
import type { CommentBanRecord } from '../../modules/community/schemas';
import { DELETED_MEMBER } from '../comments/fields';
import { CommentBanList } from './CommentBanList';

/**
 * Members barred from commenting (/chariot/comment-bans, in the Forums section;
 * /api/admin/comment-bans). A bar is made from a comment's page and lifted here or there.
 */
export default {
  list: CommentBanList,
  icon: UserX,
  recordRepresentation: (ban: CommentBanRecord) => ban.username ?? DELETED_MEMBER,
  options: { label: 'Barred from commenting' },
};
