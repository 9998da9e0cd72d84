import { useMutation } from '@tanstack/react-query';
import { PauseCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { DeleteAccountBody } from '../../../modules/accounts/schemas';
import { deactivateAccount, deleteAccount } from '../../api/account';
import { Form, FormActions, FormError } from '../../components/forms/FormParts';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';
import { useFormSubmit, useZodForm } from '../../lib/form';
import { useAuth } from '../../state/auth';
import { useToast } from '../../state/toast';
import styles from './Profile.module.css';

/**
 * After the server has ended the session (deactivate, delete). The page first commits its
 * "account closed" state (which leaves for home), and only then forgets the session (the cached
 * user becomes null): signed out while still on this members-only page, RequireAuth would save
 * it and send the visitor to /login.
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
  const deactivate = useMutation({
    mutationFn: deactivateAccount,
    onSuccess: ({ message }) => {
      toast({ heading: 'Success', content: message, delay: 5000 });
      leave();
    },
  });
  // A failure shows once, in the dialog (ConfirmDialog's error line).
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title="Deactivate your account?"
      confirmLabel="Deactivate my account"
      busyLabel="Deactivating…"
      onConfirm={async () => {
        await deactivate.mutateAsync();
      }}
    >
      <p>Deactivating hides your account and logs you out on every device. Your details are kept: log in again at any time to reactivate it.</p>
    </ConfirmDialog>
  );
}

function DeleteForm({ onCancel, onClosed }: { onCancel: () => void; onClosed: () => void }) {
  const toast = useToast();
  const leave = useLeave(onClosed);
  const form = useZodForm(DeleteAccountBody, { defaultValues: { password: '' } });
  const remove = useMutation({
    mutationFn: (body: { password: string }) => deleteAccount(body.password),
    onSuccess: ({ message }) => {
      toast({ heading: 'Success', content: message, delay: 5000 });
      leave();
    },
  });
  const submit = useFormSubmit(form, (body) => remove.mutateAsync(body));

  return (
    <Form onSubmit={submit.onSubmit} busy={submit.submitting}>
      <p>
        This cannot be undone. You are signed out at once, and your account and personal details are erased within 90 days. Your comments and
        reviews stay on the site, shown as from a deleted member.
      </p>
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
        error={form.formState.errors.password?.message}
        {...form.field('password')}
      />
      <FormError message={submit.formError} />
      <div className={styles.dialogActions}>
        <FormActions>
          <Button type="submit" variant="danger" busy={submit.submitting} disabled={submit.hasErrors}>
            {submit.submitting ? 'Deleting…' : 'Delete my account'}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={submit.submitting}>
            Cancel
          </Button>
        </FormActions>
      </div>
    </Form>
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
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Close your account</h2>
      <p className={styles.lead}>Take a break by deactivating your account, or delete it for good.</p>
      <FormActions>
        <Button variant="secondary" onClick={() => setDialog('deactivate')} aria-haspopup="dialog">
          <PauseCircle aria-hidden="true" size={18} />
          Deactivate account
        </Button>
        <Button variant="danger" onClick={() => setDialog('delete')} aria-haspopup="dialog">
          <Trash2 aria-hidden="true" size={18} />
          Delete account
        </Button>
      </FormActions>
      <DeactivateDialog open={dialog === 'deactivate'} onClose={close} onClosed={onClosed} />
      <Dialog open={dialog === 'delete'} onClose={close} title="Delete your account?" variant="modal">
        <DeleteForm onCancel={close} onClosed={onClosed} />
      </Dialog>
    </section>
  );
}
