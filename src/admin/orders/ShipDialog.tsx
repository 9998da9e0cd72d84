import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { REQUIRED } from '../../platform/contract';
import type { AdminOrder } from '../../modules/checkout/admin-schemas';
import { failureMessage, fieldError, shipOrder } from './api';

/** 'Mark shipped': asks for the tracking number, which the buyer's mail carries. Mounted while open. */
export function ShipDialog({ order, onClose, onShipped }: { order: AdminOrder; onClose: () => void; onShipped: () => void }) {
  const notify = useNotify();
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!tracking.trim()) return setError(REQUIRED);
    setBusy(true);
    try {
      await shipOrder(order.id, tracking.trim());
      notify(`Order ${order.orderId} marked shipped; the buyer has been emailed the tracking number.`, { type: 'success' });
      onShipped();
      onClose();
    } catch (err) {
      const onField = fieldError(err, 'tracking_number');
      if (onField) setError(onField);
      else notify(failureMessage(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="ship-title" fullWidth maxWidth="xs">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="ship-title">Mark order {order.orderId} shipped</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>The buyer is emailed that the order is on its way, with this tracking number.</DialogContentText>
          <TextField
            label="Tracking number"
            value={tracking}
            onChange={(e) => {
              setTracking(e.target.value);
              setError(null);
            }}
            required
            fullWidth
            autoFocus
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Mark shipped
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
