import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { login, type User } from '../../api/auth';
import { ApiError } from '../../api/client';
import { useAuth } from '../../state/auth';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { required, validate, type Check } from '../../lib/validation';

type Field = 'user' | 'password';
const CHECKS: Record<Field, Check[]> = { user: [required], password: [required] };
const LOGIN_NETWORK_ERROR = 'A network error occurred while attempting authentication/login.';

interface LoginFormProps {
  /** Called once the session is stored. */
  onSuccess: (user: User) => void;
  /** Called when the form offers to leave (for the register link inside the modal). */
  onLeave?: () => void;
}

/** Sign in with a username or email and a password. Used by /login and by the login modal. */
export function LoginForm({ onSuccess, onLeave }: LoginFormProps) {
  const { signIn } = useAuth();
  const [values, setValues] = useState<Record<Field, string>>({ user: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Typing clears that field's error; the next blur or submit checks again.
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const blur = (field: Field) => {
    const message = validate(values, { [field]: CHECKS[field] })[field];
    setErrors((e) => (message ? { ...e, [field]: message } : e));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const found = validate(values, CHECKS);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    setFormError(null);
    try {
      const { token, user } = await login(values.user.trim(), values.password);
      signIn(token, user);
      onSuccess(user);
    } catch (err) {
      if (err instanceof ApiError) {
        if (err.isNetworkError) setFormError(LOGIN_NETWORK_ERROR);
        else {
          const fieldErrors: Partial<Record<Field, string>> = {};
          for (const f of ['user', 'password'] as const) if (err.fieldErrors[f]?.[0]) fieldErrors[f] = err.fieldErrors[f][0];
          setErrors(fieldErrors);
          setFormError(err.message);
        }
      } else setFormError(err instanceof Error && err.message ? err.message : 'An error has occurred.');
      setSubmitting(false);
    }
  };

  return (
    <form className="form login-form" onSubmit={submit} noValidate aria-busy={submitting || undefined}>
      <TextField
        label="Username or email"
        name="user"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.user}
        error={errors.user}
        onChange={(e) => change('user', e.target.value)}
        onBlur={() => blur('user')}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(e) => change('password', e.target.value)}
        onBlur={() => blur('password')}
        required
      />
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" busy={submitting} className="button-block">
        {submitting ? 'Signing in…' : 'Sign in'}
      </Button>
      <p className="form-aside">
        New here?{' '}
        <Link to="/register" onClick={onLeave}>
          Create an account
        </Link>
      </p>
    </form>
  );
}
