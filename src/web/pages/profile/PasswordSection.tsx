import { useState } from 'react';
import { password } from '../../../modules/accounts/schemas';
import { updatePassword } from '../../api/account';
import { errorMessage } from '../../api/client';
import { ERROR_HEADING, PASSWORD_HINT, PASSWORDS_DIFFER } from '../../components/auth/account-text';
import { FormFooter } from './FormFooter';
import { TextField } from '../../components/ui/TextField';
import { useForm } from '../../lib/use-form';
import { required, sameAs, schemaCheck } from '../../lib/validation';
import { useToast } from '../../state/toast';
import { Disclosure } from './Disclosure';

const CHECKS = {
  old_password: [required],
  new_password: [required, schemaCheck(password)],
  new_password_confirm: [required, sameAs('new_password', PASSWORDS_DIFFER)],
};
const EMPTY = { old_password: '', new_password: '', new_password_confirm: '' };

function UpdatePasswordForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const form = useForm(EMPTY, CHECKS);

  const submit = form.handleSubmit(
    async (v) => {
      const { message } = await updatePassword({ old_password: v.old_password, new_password: v.new_password, new_password_confirm: v.new_password_confirm });
      toast({ heading: 'Success', content: message });
      onDone();
    },
    { onError: (err) => toast({ heading: ERROR_HEADING, content: errorMessage(err) }) },
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={form.submitting || undefined}>
      <TextField label="Current password" type="password" autoComplete="current-password" required {...form.bind('old_password')} />
      <TextField label="New password" type="password" autoComplete="new-password" required hint={PASSWORD_HINT} {...form.bind('new_password')} />
      <TextField label="Confirm the new password" type="password" autoComplete="new-password" required {...form.bind('new_password_confirm')} />
      <FormFooter formError={form.formError} submitting={form.submitting} hasErrors={form.hasErrors} label="Update password" busyLabel="Saving…" onCancel={onDone} />
    </form>
  );
}

/** Changing the password; the server signs out every other session and keeps this one. */
export function PasswordSection() {
  const [open, setOpen] = useState(false);
  return (
    <Disclosure
      title="Password"
      buttonLabel="Change password"
      open={open}
      onToggle={setOpen}
      summary={<p className="section-lead">Changing your password signs you out on your other devices.</p>}
    >
      <UpdatePasswordForm onDone={() => setOpen(false)} />
    </Disclosure>
  );
}
