import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ResetPasswordBody } from '../../../modules/accounts/schemas';
import { resetPassword } from '../../api/account';
import { ApiError } from '../../api/client';
import { Form, FormError } from '../../components/forms/FormParts';
import { PageHeading } from '../../components/PageHeading';
import { Button } from '../../components/ui/Button';
import { NewPasswordFields } from '../../components/auth/NewPasswordFields';
import { useFormSubmit, useZodForm } from '../../lib/form';
import { useToast } from '../../state/toast';
import styles from './ResetPassword.module.css';
import { routeMeta } from '../../lib/meta';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export const meta = routeMeta({ title: 'Choose a new password' });

/** A failure the form cannot fix (the link itself is bad): offer to ask for a new one. */
const isLinkProblem = (err: unknown) =>
  err instanceof ApiError && !err.isNetworkError && !err.fieldErrors.new_password && !err.fieldErrors.new_password_confirm;

type ResetBody = { token: string; new_password: string; new_password_confirm: string };

/**
 * /forgotpw/{token}: the link from the reset mail; choose a new password, then log in with it. The
 * form is the server's ResetPasswordBody itself, with the link's token as a value no one types.
 */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useZodForm(ResetPasswordBody, { defaultValues: { token, new_password: '', new_password_confirm: '' } });
  const { errors } = form.formState;
  const [badLink, setBadLink] = useState(false);

  const reset = useMutation({
    mutationFn: (body: ResetBody) => resetPassword(body.token, body.new_password, body.new_password_confirm),
    onSuccess: ({ message }) => {
      toast({ heading: 'Success', content: message, delay: 5000 });
      void navigate('/login', { replace: true });
    },
  });

  const submit = useFormSubmit(
    form,
    async (body) => {
      setBadLink(false);
      await reset.mutateAsync(body);
    },
    { networkMessage: 'A network error occurred while saving your new password.', onError: (err) => setBadLink(isLinkProblem(err)) },
  );

  // A token the schema refuses (too long to be one of ours) is the link's fault, said as the form's error.
  const formError = submit.formError ?? errors.token?.message;
  return (
    <div className="page page-narrow">
      <PageHeading title="Choose a new password" />
      <div className="card">
        <Form onSubmit={submit.onSubmit} busy={submit.submitting}>
          <NewPasswordFields field={form.field} errors={errors} />
          <FormError message={formError}>
            {(badLink || errors.token) && (
              <p>
                <Link to="/forgotpw">Ask for a new link</Link>
              </p>
            )}
          </FormError>
          <Button type="submit" busy={submit.submitting} disabled={submit.hasErrors} className={styles.submit}>
            {submit.submitting ? 'Saving…' : 'Save the new password'}
          </Button>
        </Form>
      </div>
    </div>
  );
}
