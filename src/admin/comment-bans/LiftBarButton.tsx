import { Button } from '@mui/material';
import { Undo2 } from 'lucide-react';
import { useDelete, useNotify, useRefresh } from 'react-admin';
import type { CommentBanRecord } from '../../modules/community/schemas';
import { failureMessage } from '../messages';
import { stopRowClick } from '../shared/RecordLink';

/** Lets a barred member comment again (DELETE /api/admin/comment-bans/{user_id}); everything on screen reloads after. */
export function LiftBarButton({ userId, username }: { userId: number; username: string }) {
  const [remove, { isPending }] = useDelete<CommentBanRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const lift = () =>
    remove(
      'comment-bans',
      { id: userId, previousData: { id: userId } as CommentBanRecord },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${username} may comment again`, { type: 'success' });
          refresh();
        },
        onError: (error) => notify(failureMessage(error), { type: 'error' }),
      },
    );
  return (
    <Button
      variant="outlined"
      size="small"
      loading={isPending}
      loadingPosition="start"
      startIcon={<Undo2 size={16} aria-hidden="true" />}
      aria-label={`Lift bar on ${username}`}
      onClick={(event) => {
        stopRowClick(event);
        lift();
      }}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Lift bar
    </Button>
  );
}
