import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { password } from '../../../modules/accounts/schemas';
import { resetPassword } from '../../api/account';
import { ApiError } from '../../api/client';
import { PASSWORD_HINT, PASSWORDS_DIFFER } from '../../components/auth/account-text';
import { PageHeading } from '../../components/PageHeading';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { useForm } from '../../lib/use-form';
import { required, sameAs, schemaCheck } from '../../lib/validation';
import { useToast } from '../../state/toast';


const CHECKS = {
  new_password: [required, schemaCheck(password)],
  new_password_confirm: [required, sameAs('new_password', PASSWORDS_DIFFER)],
};

/** A failure the form cannot fix (the link itself is bad): offer to ask for a new one. */
const isLinkProblem = (err: unknown) =>
  err instanceof ApiError && !err.isNetworkError && !err.fieldErrors.new_password && !err.fieldErrors.new_password_confirm;

/** /forgotpw/{token}: the link from the reset mail; choose a new password, then log in with it. */
export function Component() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useForm({ new_password: '', new_password_confirm: '' }, CHECKS);
  const [badLink, setBadLink] = useState(false);

  const submit = form.handleSubmit(
    async (v) => {
      setBadLink(false);
      const { message } = await resetPassword(token, v.new_password, v.new_password_confirm);
      toast({ heading: 'Success', content: message, delay: 5000 });
      void navigate('/login', { replace: true });
    },
    { networkMessage: 'A network error occurred while saving your new password.', onError: (err) => setBadLink(isLinkProblem(err)) },
  );

  return (
    <div className="page page-narrow">
      <PageHeading title="Choose a new password" />
      <div className="card">
        <form className="form" onSubmit={submit} noValidate aria-busy={form.submitting || undefined}>
          <TextField label="New password" type="password" autoComplete="new-password" required hint={PASSWORD_HINT} {...form.bind('new_password')} />
          <TextField label="Confirm the new password" type="password" autoComplete="new-password" required {...form.bind('new_password_confirm')} />
          {form.formError && (
            <div className="form-error" role="alert">
              <p>{form.formError}</p>
              {badLink && (
                <p>
                  <Link to="/forgotpw">Ask for a new link</Link>
                </p>
              )}
            </div>
          )}
          <Button type="submit" busy={form.submitting} disabled={form.hasErrors} className="button-block">
            {form.submitting ? 'Saving…' : 'Save the new password'}
          </Button>
        </form>
      </div>
    </div>
  );
}
