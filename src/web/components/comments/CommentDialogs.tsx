import { useState } from 'react';
import type { CommentResponse } from '../../api/comments';
import { TextAreaField } from '../forms/TextAreaField';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useDeleteComment, useReportComment } from './use-comment-actions';

export type CommentDialog = 'report' | 'delete';

interface CommentDialogsProps {
  slug: string;
  comment: CommentResponse;
  open: CommentDialog | null;
  onClose: () => void;
}

/**
 * Report (with an optional reason) and Delete, each asked first. Their outcome is said by a toast
 * (SPEC §8), so the dialog closes either way.
 */
export function CommentDialogs({ slug, comment, open, onClose }: CommentDialogsProps) {
  const report = useReportComment();
  const remove = useDeleteComment(slug);
  const [reason, setReason] = useState('');
  const settle = (action: Promise<unknown>) =>
    action
      .then(() => setReason(''))
      // The toast has said why.
      .catch(() => undefined)
      .finally(onClose);

  return (
    <>
      <ConfirmDialog
        open={open === 'report'}
        onClose={onClose}
        title="Report this comment?"
        confirmLabel="Report"
        busyLabel="Reporting…"
        onConfirm={() => settle(report.mutateAsync({ id: comment.id, reason }))}
      >
        <p>A moderator will read it and may hide it.</p>
        <TextAreaField label="Reason (optional)" name="reason" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'delete'}
        onClose={onClose}
        title="Delete your comment?"
        confirmLabel="Delete comment"
        busyLabel="Deleting…"
        variant="danger"
        onConfirm={() => settle(remove.mutateAsync(comment.id))}
      >
        <p>Your comment is removed for good. Replies to it stay, under a note that it was deleted.</p>
      </ConfirmDialog>
    </>
  );
}
