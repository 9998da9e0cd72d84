import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { email } from '../../../modules/accounts/schemas';
import { forgotPassword } from '../../api/account';
import { PageHeading } from '../../components/PageHeading';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { useForm } from '../../lib/use-form';
import { required, schemaCheck } from '../../lib/validation';

const CHECKS = { email: [required, schemaCheck(email)] };

/**
 * /forgotpw: asks for the account's email and mails a link to /forgotpw/{token}. The server answers
 * the same whether or not the account exists, and that answer replaces the form.
 */
export function Component() {
  const form = useForm({ email: '' }, CHECKS);
  const [sent, setSent] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (v) => {
      const { message } = await forgotPassword(v.email.trim());
      setSent(message);
    },
    { networkMessage: 'A network error occurred while requesting the link.' },
  );

  return (
    <div className="page page-narrow">
      <PageHeading title="Forgot your password?">
        <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      </PageHeading>
      <div className="card">
        {sent ? (
          <div className="form-done" role="status">
            <MailCheck aria-hidden="true" size={28} />
            <p>{sent}</p>
            <p className="form-aside">
              <Link to="/login">Back to login</Link>
            </p>
          </div>
        ) : (
          <form className="form" onSubmit={submit} noValidate aria-busy={form.submitting || undefined}>
            <TextField label="Email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required {...form.bind('email')} />
            {form.formError && (
              <p className="form-error" role="alert">
                {form.formError}
              </p>
            )}
            <Button type="submit" busy={form.submitting} disabled={form.hasErrors} className="button-block">
              {form.submitting ? 'Sending…' : 'Send the link'}
            </Button>
            <p className="form-aside">
              Remembered it? <Link to="/login">Log in</Link>
            </p>
          </form>
        )}
      </div>
    </div>
  );
}
