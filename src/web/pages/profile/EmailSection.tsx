import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { UpdateEmailBody } from '../../../modules/accounts/schemas';
import { updateEmail } from '../../api/account';
import type { User } from '../../api/auth';
import { Form } from '../../components/forms/FormParts';
import { EmailField, TextField } from '../../components/ui/TextField';
import { useFormSubmit, useZodForm } from '../../lib/form';
import { useToast } from '../../state/toast';
import { Disclosure } from './Disclosure';
import { FormFooter } from './FormFooter';
import styles from './Profile.module.css';

function UpdateEmailForm({ onDone, onCancel }: { onDone: (newEmail: string) => void; onCancel: () => void }) {
  const toast = useToast();
  const form = useZodForm(UpdateEmailBody, { defaultValues: { new_email: '', new_email_confirm: '', password: '' } });
  const { errors } = form.formState;

  // Nothing changes on the account until the mailed link is opened, so no cached data changes here.
  const send = useMutation({
    mutationFn: updateEmail,
    onSuccess: ({ result }) => toast({ heading: 'Success', content: result, delay: 5000 }),
  });
  const submit = useFormSubmit(form, async (body) => {
    await send.mutateAsync(body);
    onDone(body.new_email);
  });

  return (
    <Form onSubmit={submit.onSubmit} busy={submit.submitting}>
      <EmailField
        label="New email"
        required
        error={errors.new_email?.message}
        {...form.field('new_email', { deps: ['new_email_confirm'] })}
      />
      <EmailField
        label="Confirm the new email"
        required
        error={errors.new_email_confirm?.message}
        {...form.field('new_email_confirm')}
      />
      <TextField label="Current password" type="password" autoComplete="current-password" required error={errors.password?.message} {...form.field('password')} />
      <FormFooter formError={submit.formError} submitting={submit.submitting} hasErrors={submit.hasErrors} label="Update email" busyLabel="Sending…" onCancel={onCancel} />
    </Form>
  );
}

/**
 * Changing the email address: the server mails a link to the new address and changes nothing
 * until it is opened (/confirm-email/{token}, which says 'Your email address has been updated.'),
 * so the section says what is pending and what to do next. The server answers the same whether or
 * not the address already has an account (its owner is told instead), and so does this note.
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
          <p className={styles.lead}>
            We write to <strong>{user.email}</strong>.
          </p>
          {pending && (
            <p className={styles.note} role="status">
              Waiting for you to confirm <strong>{pending}</strong>: open the link we&apos;ve sent there to make it your address. Nothing there after a few
              minutes? Look in the spam folder, or check the address and change it again.
            </p>
          )}
        </>
      }
    >
      <UpdateEmailForm
        onCancel={() => setOpen(false)}
        onDone={(newEmail) => {
          setPending(newEmail);
          setOpen(false);
        }}
      />
    </Disclosure>
  );
}
