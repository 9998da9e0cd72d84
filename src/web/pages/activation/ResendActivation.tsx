import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { email } from '../../../modules/accounts/schemas';
import { resendActivationTo } from '../../api/account';
import { resendActivation } from '../../api/auth';
import { ApiError, errorMessage } from '../../api/client';
import { Form, FormError } from '../../components/forms/FormParts';
import { Button } from '../../components/ui/Button';
import { EmailField } from '../../components/ui/TextField';
import { useFormSubmit, useZodForm } from '../../lib/form';
import styles from './Activation.module.css';

export const RESEND_LABEL = 'Resend the activation mail';
const SENDING = 'Sending…';
/** The limit's answer (429) in this page's terms: the links already sent still work. */
const TOO_MANY = 'You have asked for several links in the last hour. Please wait a few minutes before asking again; the links already sent still work.';

const refusal = (err: unknown) => (err instanceof ApiError && err.status === 429 ? TOO_MANY : errorMessage(err));

/** The server's answer, kept on the page (a toast would be gone before it is read). */
const Sent = ({ message }: { message: string | undefined }) => (
  <p role="status" className={styles.sent}>
    {message}
  </p>
);

/** Mails the link again: the signed-in member's own account, or the account at the address the visitor registered. */
export function ResendButton({ to }: { to: string | null }) {
  const resend = useMutation({ mutationFn: () => (to ? resendActivationTo(to) : resendActivation()) });
  return (
    <div className={styles.resend}>
      <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? SENDING : RESEND_LABEL}
      </Button>
      <Sent message={resend.data?.message} />
      <FormError message={resend.isError ? refusal(resend.error) : null} />
    </div>
  );
}

const AddressForm = z.object({ email });

/** For a visitor whose address this page does not know (a bad link, a later visit): they type it. */
export function ResendToAddress() {
  const form = useZodForm(AddressForm, { defaultValues: { email: '' } });
  const resend = useMutation({ mutationFn: (body: { email: string }) => resendActivationTo(body.email) });
  const submit = useFormSubmit(form, (body) => resend.mutateAsync(body), {
    networkMessage: 'A network error occurred while asking for the link.',
    onError: (err) => err instanceof ApiError && err.status === 429 && submit.setFormError(TOO_MANY),
  });
  return (
    <Form onSubmit={submit.onSubmit} busy={submit.submitting}>
      <EmailField label="The email address you registered" required error={form.formState.errors.email?.message} {...form.field('email')} />
      <Button type="submit" busy={submit.submitting} disabled={submit.hasErrors}>
        {submit.submitting ? SENDING : RESEND_LABEL}
      </Button>
      <Sent message={resend.data?.message} />
      <FormError message={submit.formError} />
    </Form>
  );
}
