import { PauseCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { deactivateAccount, deleteAccount } from '../../api/account';
import { errorMessage } from '../../api/client';
import { ERROR_HEADING } from '../../components/auth/account-text';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';
import { useForm } from '../../lib/use-form';
import { required } from '../../lib/validation';
import { useAuth } from '../../state/auth';
import { useToast } from '../../state/toast';

/**
 * After the server has ended the session (deactivate, delete). The page first commits its
 * "account closed" state (which leaves for home), and only then forgets the session: signed out
 * while still on this members-only page, RequireAuth would save it and send the visitor to /login.
 */
function useLeave(onClosed: () => void) {
  const { forget } = useAuth();
  return () => {
    flushSync(onClosed);
    forget();
  };
}

function DeactivateDialog({ open, onClose, onClosed }: { open: boolean; onClose: () => void; onClosed: () => void }) {
  const toast = useToast();
  const leave = useLeave(onClosed);
  const deactivate = async () => {
    const { message } = await deactivateAccount();
    toast({ heading: 'Success', content: message, delay: 5000 });
    leave();
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title="Deactivate your account?"
      confirmLabel="Deactivate my account"
      busyLabel="Deactivating…"
      onConfirm={deactivate}
      onError={(err) => toast({ heading: ERROR_HEADING, content: errorMessage(err) })}
    >
      <p>Deactivating hides your account and signs you out on every device. Your details are kept: log in again at any time to reactivate it.</p>
    </ConfirmDialog>
  );
}

function DeleteForm({ onCancel, onClosed }: { onCancel: () => void; onClosed: () => void }) {
  const toast = useToast();
  const leave = useLeave(onClosed);
  const form = useForm({ password: '' }, { password: [required] });

  const submit = form.handleSubmit(
    async ({ password }) => {
      const { message } = await deleteAccount(password);
      toast({ heading: 'Success', content: message, delay: 5000 });
      leave();
    },
    { onError: (err) => toast({ heading: ERROR_HEADING, content: errorMessage(err) }) },
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={form.submitting || undefined}>
      <p>
        This cannot be undone. You are signed out at once, and your account and personal details are erased within 90 days. Your comments and
        reviews stay on the site, shown as from a deleted member.
      </p>
      <TextField label="Your password" type="password" autoComplete="current-password" required {...form.bind('password')} />
      {form.formError && (
        <p className="form-error" role="alert">
          {form.formError}
        </p>
      )}
      <div className="actions dialog-actions">
        <Button type="submit" variant="danger" busy={form.submitting} disabled={form.hasErrors}>
          {form.submitting ? 'Deleting…' : 'Delete my account'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={form.submitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * Deactivating (reversible by logging in) and deleting (final), each behind a confirmation dialog.
 * onClosed is called once the server has ended the session, before it is forgotten here.
 */
export function CloseAccountSection({ onClosed }: { onClosed: () => void }) {
  const [dialog, setDialog] = useState<'deactivate' | 'delete' | null>(null);
  const headingId = useId();
  const close = () => setDialog(null);
  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Close your account</h2>
      <p className="section-lead">Take a break by deactivating your account, or delete it for good.</p>
      <div className="actions">
        <Button variant="secondary" onClick={() => setDialog('deactivate')} aria-haspopup="dialog">
          <PauseCircle aria-hidden="true" size={18} />
          Deactivate account
        </Button>
        <Button variant="danger" onClick={() => setDialog('delete')} aria-haspopup="dialog">
          <Trash2 aria-hidden="true" size={18} />
          Delete account
        </Button>
      </div>
      <DeactivateDialog open={dialog === 'deactivate'} onClose={close} onClosed={onClosed} />
      <Dialog open={dialog === 'delete'} onClose={close} title="Delete your account?" variant="modal">
        <DeleteForm onCancel={close} onClosed={onClosed} />
      </Dialog>
    </section>
  );
}
