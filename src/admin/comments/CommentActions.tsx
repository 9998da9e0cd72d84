import { Box, Button } from '@mui/material';
import { Ban, CheckCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Confirm, ListButton, TopToolbar, useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import type { AdminCommentRecord } from '../../modules/community/schemas';
import { BarDialog } from '../comment-bans/BarDialog';
import { LiftBarButton } from '../comment-bans/LiftBarButton';
import { failureMessage } from '../messages';
import { HideRestoreButton } from './HideRestoreButton';
import { useModeration } from './moderation';

const icon = { size: 16, 'aria-hidden': true } as const;

/** Delete, after saying it cannot be undone; then back to the list. */
function DeleteComment({ comment, disabled }: { comment: AdminCommentRecord; disabled: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending }] = useDelete<AdminCommentRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  const erase = () =>
    remove(
      'comments',
      { id: comment.id, previousData: comment },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('Comment deleted', { type: 'success' });
          redirect('list', 'comments');
        },
        onError: (error) => notify(failureMessage(error), { type: 'error' }),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <>
      <Button variant="outlined" color="error" size="small" disabled={disabled} startIcon={<Trash2 {...icon} />} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <Confirm
        isOpen={confirming}
        title="Delete this comment for good?"
        content="Its text is erased and cannot be brought back; if it has replies, a “[deleted]” stub keeps their place. To take it out of sight for now, hide it instead."
        confirm="Delete"
        confirmColor="warning"
        loading={isPending}
        onConfirm={erase}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/**
 * The comment page's toolbar: back to the list; Hide or Restore; Dismiss reports while some are
 * open; bar the author from commenting or lift the bar; Delete. A deleted comment can only be
 * looked at (and its author still barred).
 */
export function CommentActions() {
  const comment = useRecordContext<AdminCommentRecord>();
  const { moderate, pending } = useModeration();
  const [barring, setBarring] = useState(false);
  const back = <ListButton label="Comments" />;
  if (!comment) return <TopToolbar>{back}</TopToolbar>;

  const busy = pending !== null;
  const author = comment.username;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {back}
      <Box sx={{ flex: 1 }} />
      <HideRestoreButton comment={comment} pending={pending} moderate={moderate} />
      {comment.open_reports > 0 ? (
        <Button variant="outlined" size="small" disabled={busy} loading={pending === 'dismiss'} loadingPosition="start" startIcon={<CheckCheck {...icon} />} onClick={() => void moderate('dismiss', [comment.id])}>
          Dismiss reports
        </Button>
      ) : null}
      {comment.user_id === null || author === null ? null : comment.author_banned ? (
        <LiftBarButton userId={comment.user_id} username={author} />
      ) : (
        <Button variant="outlined" color="error" size="small" disabled={busy} startIcon={<Ban {...icon} />} onClick={() => setBarring(true)}>
          Bar author
        </Button>
      )}
      {comment.deleted ? null : <DeleteComment comment={comment} disabled={busy} />}
      {barring && comment.user_id !== null && author !== null ? <BarDialog userId={comment.user_id} username={author} onClose={() => setBarring(false)} /> : null}
    </TopToolbar>
  );
}
