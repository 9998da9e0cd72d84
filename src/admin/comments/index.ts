import { MessagesSquare } from 'lucide-react';
import { lazy } from 'react';
import type { AdminCommentRecord } from '../../modules/community/schemas';
import { CommentList } from './CommentList';
import { commentExcerpt } from './text';

const CommentShow = lazy(() => import('./CommentShow').then((m) => ({ default: m.CommentShow })));

/**
 * Comments (/chariot/comments, the Forums section; /api/admin/comments): the moderation queue and
 * each comment's page. Nothing to edit: a moderator hides, restores, dismisses reports or deletes.
 */
export default {
  list: CommentList,
  show: CommentShow,
  icon: MessagesSquare,
  recordRepresentation: (comment: AdminCommentRecord) => commentExcerpt(comment, 40),
  options: { label: 'Comments' },
};

export { ToCommentList } from './CommentList';
