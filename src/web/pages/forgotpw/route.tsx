import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ForgotPasswordBody } from '../../../modules/accounts/schemas';
import { forgotPassword } from '../../api/account';
import { Form, FormAside, FormError } from '../../components/forms/FormParts';
import { PageHeading } from '../../components/PageHeading';
import { Button } from '../../components/ui/Button';
import { EmailField } from '../../components/ui/TextField';
import { useFormSubmit, useZodForm } from '../../lib/form';
import styles from './ForgotPassword.module.css';
import { routeMeta } from '../../lib/meta';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export const meta = routeMeta({ title: 'Forgot your password?' });

/**
 * /forgotpw: asks for the account's email and mails a link to /forgotpw/{token}. The server answers
 * the same whether or not the account exists, and that answer replaces the form.
 */
export default function ForgotPasswordPage() {
  const form = useZodForm(ForgotPasswordBody, { defaultValues: { email: '' } });
  const request = useMutation({ mutationFn: (body: { email: string }) => forgotPassword(body.email) });
  const submit = useFormSubmit(form, (body) => request.mutateAsync(body), { networkMessage: 'A network error occurred while requesting the link.' });

  return (
    <div className="page page-narrow">
      <PageHeading title="Forgot your password?">
        <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      </PageHeading>
      <div className="card">
        {request.isSuccess ? (
          <div className={styles.done} role="status">
            <MailCheck aria-hidden="true" size={28} />
            <p>{request.data.message}</p>
            <FormAside>
              <Link to="/login">Back to login</Link>
            </FormAside>
          </div>
        ) : (
          <Form onSubmit={submit.onSubmit} busy={submit.submitting}>
            <EmailField
              label="Email"
              required
              error={form.formState.errors.email?.message}
              {...form.field('email')}
            />
            <FormError message={submit.formError} />
            <Button type="submit" busy={submit.submitting} disabled={submit.hasErrors} className={styles.submit}>
              {submit.submitting ? 'Sending…' : 'Send the link'}
            </Button>
            <FormAside>
              Remembered it? <Link to="/login">Log in</Link>
            </FormAside>
          </Form>
        )}
      </div>
    </div>
  );
}
