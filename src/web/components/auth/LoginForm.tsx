import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ERROR_CODES } from '../../../modules/accounts/schemas';
import { login, reactivate, type User } from '../../api/auth';
import { errorCode } from '../../lib/form-errors';
import { useForm } from '../../lib/use-form';
import { required } from '../../lib/validation';
import { useAuth } from '../../state/auth';
import { useToast } from '../../state/toast';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

const CHECKS = { user: [required], password: [required] };
export const LOGIN_NETWORK_ERROR = 'A network error occurred while attempting login.';
// A type-only import keeps zod (schemas.ts) out of the first load; the type still ties the literal to the contract.
const DEACTIVATED: (typeof ERROR_CODES)['deactivated'] = 'deactivated';

interface LoginFormProps {
  /** Called once the session is stored. */
  onSuccess: (user: User) => void;
  /** Called when the form offers to leave (for the links inside the modal). */
  onLeave?: () => void;
}

/**
 * Sign in with a username or email and a password. Used by /login and by the login modal. A
 * deactivated account is offered reactivation with the same credentials (SPEC §4 "Account").
 */
export function LoginForm({ onSuccess, onLeave }: LoginFormProps) {
  const { signIn } = useAuth();
  const toast = useToast();
  const form = useForm({ user: '', password: '' }, CHECKS);
  // The credentials that met a deactivated account, kept for the reactivate button.
  const [deactivated, setDeactivated] = useState<{ user: string; password: string } | null>(null);
  const [reactivating, setReactivating] = useState(false);

  const submit = form.handleSubmit(
    async ({ user, password }) => {
      setDeactivated(null);
      const session = await login(user.trim(), password);
      signIn(session.token, session.user);
      onSuccess(session.user);
    },
    {
      networkMessage: LOGIN_NETWORK_ERROR,
      onError: (err) => {
        if (errorCode(err) === DEACTIVATED) setDeactivated({ user: form.values.user.trim(), password: form.values.password });
      },
    },
  );

  const reactivateAccount = async () => {
    if (!deactivated || reactivating) return;
    setReactivating(true);
    try {
      const session = await reactivate(deactivated.user, deactivated.password);
      signIn(session.token, session.user);
      toast({ heading: 'Success', content: session.message ?? 'Your account has been reactivated.' });
      onSuccess(session.user);
    } catch (err) {
      setDeactivated(null);
      form.fail(err, LOGIN_NETWORK_ERROR);
    } finally {
      setReactivating(false);
    }
  };

  return (
    <form className="form login-form" onSubmit={submit} noValidate aria-busy={form.submitting || reactivating || undefined}>
      <TextField
        label="Username or email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.bind('user')}
        onChange={(e) => {
          form.change('user', e.target.value);
          setDeactivated(null);
        }}
      />
      <TextField label="Password" type="password" autoComplete="current-password" required {...form.bind('password')} />
      {form.formError && (
        <div className="form-error" role="alert">
          <p>{form.formError}</p>
          {deactivated && (
            <Button variant="secondary" busy={reactivating} onClick={reactivateAccount}>
              Reactivate my account
            </Button>
          )}
        </div>
      )}
      <Button type="submit" busy={form.submitting} disabled={reactivating} className="button-block">
        {form.submitting ? 'Signing in…' : 'Sign in'}
      </Button>
      <p className="form-aside">
        <Link to="/forgotpw" onClick={onLeave}>
          Forgot your password?
        </Link>
      </p>
      <p className="form-aside">
        New here?{' '}
        <Link to="/register" onClick={onLeave}>
          Register
        </Link>
      </p>
    </form>
  );
}
