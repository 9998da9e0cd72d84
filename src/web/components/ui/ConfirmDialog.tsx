import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import { Button } from './Button';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What confirming does, in words. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while onConfirm runs ('Deleting…'). */
  busyLabel: string;
  variant?: 'primary' | 'danger';
  /** Runs on confirm. While it runs the dialog cannot be dismissed; if it fails, its message shows here. */
  onConfirm: () => Promise<void>;
  /** Also told of a failure (a toast, say). */
  onError?: (err: unknown) => void;
}

/** A modal question with a confirm button that stays busy until the action has finished, and Cancel. */
export function ConfirmDialog({ open, onClose, title, children, confirmLabel, busyLabel, variant = 'primary', onConfirm, onError }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (err) {
      setError(errorMessage(err));
      onError?.(err);
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={busy ? () => undefined : close} title={title} variant="modal">
      {children}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="actions dialog-actions">
        <Button variant={variant} busy={busy} onClick={confirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
        <Button variant="ghost" onClick={close} disabled={busy}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
