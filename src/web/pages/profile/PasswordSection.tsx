import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { UpdatePasswordBody } from '../../../modules/accounts/schemas';
import { updatePassword } from '../../api/account';
import { Form } from '../../components/forms/FormParts';
import { NewPasswordFields } from '../../components/auth/NewPasswordFields';
import { TextField } from '../../components/ui/TextField';
import { useFormSubmit, useZodForm } from '../../lib/form';
import { useToast } from '../../state/toast';
import { Disclosure } from './Disclosure';
import { FormFooter } from './FormFooter';
import styles from './Profile.module.css';

function UpdatePasswordForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const form = useZodForm(UpdatePasswordBody, { defaultValues: { old_password: '', new_password: '', new_password_confirm: '' } });
  const { errors } = form.formState;

  // This session stays signed in (the server ends the others), so the cached user is unchanged.
  const save = useMutation({
    mutationFn: updatePassword,
    onSuccess: ({ message }) => toast({ heading: 'Success', content: message }),
  });
  const submit = useFormSubmit(form, async (body) => {
    await save.mutateAsync(body);
    onDone();
  });

  return (
    <Form onSubmit={submit.onSubmit} busy={submit.submitting}>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.old_password?.message}
        {...form.field('old_password')}
      />
      <NewPasswordFields field={form.field} errors={errors} />
      <FormFooter formError={submit.formError} submitting={submit.submitting} hasErrors={submit.hasErrors} label="Update password" busyLabel="Saving…" onCancel={onDone} />
    </Form>
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
      summary={<p className={styles.lead}>Changing your password signs you out on your other devices.</p>}
    >
      <UpdatePasswordForm onDone={() => setOpen(false)} />
    </Disclosure>
  );
}
