import { useState } from 'react';
import { email } from '../../../modules/accounts/schemas';
import type { User } from '../../api/auth';
import { updateEmail } from '../../api/account';
import { errorMessage } from '../../api/client';
import { ERROR_HEADING } from '../../components/auth/account-text';
import { FormFooter } from './FormFooter';
import { TextField } from '../../components/ui/TextField';
import { useForm } from '../../lib/use-form';
import { required, sameAs, schemaCheck } from '../../lib/validation';
import { useToast } from '../../state/toast';
import { Disclosure } from './Disclosure';

const CHECKS = {
  new_email: [required, schemaCheck(email)],
  new_email_confirm: [required, sameAs('new_email', 'The email addresses do not match.', { ignoreCase: true })],
  password: [required],
};
const EMPTY = { new_email: '', new_email_confirm: '', password: '' };

function UpdateEmailForm({ onDone, onCancel }: { onDone: (result: string) => void; onCancel: () => void }) {
  const toast = useToast();
  const form = useForm(EMPTY, CHECKS);

  const submit = form.handleSubmit(
    async (v) => {
      const { result } = await updateEmail({ new_email: v.new_email.trim(), new_email_confirm: v.new_email_confirm.trim(), password: v.password });
      toast({ heading: 'Success', content: result, delay: 5000 });
      onDone(result);
    },
    { onError: (err) => toast({ heading: ERROR_HEADING, content: errorMessage(err) }) },
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={form.submitting || undefined}>
      <TextField label="New email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required maxLength={254} {...form.bind('new_email')} />
      <TextField
        label="Confirm the new email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={254}
        {...form.bind('new_email_confirm')}
      />
      <TextField label="Current password" type="password" autoComplete="current-password" required {...form.bind('password')} />
      <FormFooter formError={form.formError} submitting={form.submitting} hasErrors={form.hasErrors} label="Update email" busyLabel="Sending…" onCancel={onCancel} />
    </form>
  );
}

/**
 * Changing the email address: the server mails a link to the new address and changes nothing
 * until it is opened (/confirm-email/{token}), so the section says what is pending.
 */
export function EmailSection({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  return (
    <Disclosure
      title="Email address"
      buttonLabel="Change email"
      open={open}
      onToggle={setOpen}
      summary={
        <>
          <p className="section-lead">
            We write to <strong>{user.email}</strong>.
          </p>
          {pending && (
            <p className="form-note" role="status">
              {pending}
            </p>
          )}
        </>
      }
    >
      <UpdateEmailForm
        onCancel={() => setOpen(false)}
        onDone={(result) => {
          setPending(result);
          setOpen(false);
        }}
      />
    </Disclosure>
  );
}
