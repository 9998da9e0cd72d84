import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useCreate, useNotify, useRefresh } from 'react-admin';
import { failureMessage } from '../messages';

const REASON_MAX = 500;

/**
 * Bars a member from commenting (POST /api/admin/comment-bans {user_id, reason}), after saying what
 * that means; the reason is for the other administrators. Everything on screen reloads after.
 */
export function BarDialog({ userId, username, onClose }: { userId: number; username: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();

  const bar = () =>
    create(
      'comment-bans',
      { data: { user_id: userId, reason: reason.trim() || null } },
      {
        onSuccess: () => {
          notify(`${username} is barred from commenting`, { type: 'success' });
          refresh();
          onClose();
        },
        onError: (error) => notify(failureMessage(error), { type: 'error' }),
      },
    );

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby="bar-title" aria-describedby="bar-text" fullWidth maxWidth="sm">
      <DialogTitle id="bar-title">Bar {username} from commenting?</DialogTitle>
      <DialogContent>
        <DialogContentText id="bar-text" sx={{ mb: 2 }}>
          They can still read, vote and report, but cannot post or edit comments until you lift the bar. Their comments stay as they are.
        </DialogContentText>
        <TextField
          label="Reason (optional)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          helperText="Only administrators see it."
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button variant="contained" color="error" loading={isPending} loadingPosition="start" startIcon={<Ban size={16} aria-hidden="true" />} onClick={bar}>
          Bar from commenting
        </Button>
      </DialogActions>
    </Dialog>
  );
}
