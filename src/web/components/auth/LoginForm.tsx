import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ERROR_CODES, LoginBody } from '../../../modules/accounts/schemas';
import { login, reactivate, type User } from '../../api/auth';
import { useZodForm, useFormSubmit } from '../../lib/form';
import { errorCode, formFailure } from '../../lib/form-errors';
import { useAuth } from '../../state/auth';
import { useToast } from '../../state/toast';
import { Form, FormAside, FormError } from '../forms/FormParts';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import styles from './LoginForm.module.css';

/** SPEC §8's words for a sign-in that got no response. */
export const LOGIN_NETWORK_ERROR = 'A network error occurred while attempting authentication/login.';

/** A sign-in the /login page's action refused (the form posted before the scripts ran): what to show. */
export interface LoginRefusal {
  /** The login typed, to fill in again (never the password). */
  user: string;
  /** The refusal's message, as the API words it. */
  message?: string;
  /** The schema's messages for fields it refused. */
  fieldErrors?: Partial<Record<keyof LoginBody, string>>;
}

interface LoginFormProps {
  /** Called once the session is stored. */
  onSuccess: (user: User) => void;
  /** Called when the form offers to leave (for the links inside the modal). */
  onLeave?: () => void;
  refused?: LoginRefusal;
}

/**
 * Sign in with a username or email and a password. Used by /login and by the login modal (which
 * loads it, with react-hook-form and zod, only when it opens). A deactivated account is offered
 * reactivation with the same credentials (SPEC §4 "Account").
 *
 * It is also a plain HTML form that posts to /login, so it signs in before the page's scripts
 * run (the page's action); once they run, submitting goes through the API here instead.
 */
export function LoginForm({ onSuccess, onLeave, refused }: LoginFormProps) {
  const { signIn } = useAuth();
  const toast = useToast();
  const form = useZodForm(LoginBody, { defaultValues: { user: refused?.user ?? '', password: '' } });
  const { errors, dirtyFields, submitCount } = form.formState;
  // A refused post's errors stand until the field is typed in or the form is sent from here.
  const refusedError = (name: keyof LoginBody) => (submitCount || dirtyFields[name] ? undefined : refused?.fieldErrors?.[name]);
  // The credentials of the last attempt, and the ones that met a deactivated account.
  const attempt = useRef<LoginBody | null>(null);
  const [deactivated, setDeactivated] = useState<LoginBody | null>(null);

  // Storing the session and leaving happen together, after the call: signed in, this form's page
  // shows something else, and a callback of an unmounted mutation would not run.
  const signInMutation = useMutation({ mutationFn: (body: LoginBody) => login(body.user, body.password) });
  const reactivateMutation = useMutation({ mutationFn: (body: LoginBody) => reactivate(body.user, body.password) });

  const submit = useFormSubmit(
    form,
    async (body) => {
      attempt.current = body;
      setDeactivated(null);
      const session = await signInMutation.mutateAsync(body);
      signIn(session.token, session.user);
      onSuccess(session.user);
    },
    {
      networkMessage: LOGIN_NETWORK_ERROR,
      onError: (err) => {
        if (errorCode(err) === ERROR_CODES.deactivated) setDeactivated(attempt.current);
      },
    },
  );

  const reactivateAccount = async () => {
    if (!deactivated || reactivateMutation.isPending) return;
    submit.setFormError(null);
    try {
      const session = await reactivateMutation.mutateAsync(deactivated);
      signIn(session.token, session.user);
      toast({ heading: 'Success', content: session.message ?? 'Your account has been reactivated.' });
      onSuccess(session.user);
    } catch (err) {
      setDeactivated(null);
      submit.setFormError(formFailure(err, [], LOGIN_NETWORK_ERROR).message);
    }
  };

  const user = form.field('user');
  return (
    <Form action="/login" onSubmit={submit.onSubmit} busy={submit.submitting || reactivateMutation.isPending}>
      <TextField
        label="Username or email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.user?.message ?? refusedError('user')}
        // In the server's HTML too, for a page shown again without scripts.
        defaultValue={refused?.user}
        {...user}
        onChange={(e) => {
          setDeactivated(null);
          return user.onChange(e);
        }}
      />
      <TextField label="Password" type="password" autoComplete="current-password" required error={errors.password?.message ?? refusedError('password')} {...form.field('password')} />
      <FormError message={submit.formError ?? (submitCount ? null : refused?.message)}>
        {deactivated && (
          <Button variant="secondary" busy={reactivateMutation.isPending} onClick={() => void reactivateAccount()}>
            Reactivate my account
          </Button>
        )}
      </FormError>
      <Button type="submit" busy={submit.submitting} disabled={submit.hasErrors || reactivateMutation.isPending} className={styles.submit}>
        {submit.submitting ? 'Logging in…' : 'Login'}
      </Button>
      <FormAside>
        <Link to="/forgotpw" onClick={onLeave}>
          Forgot your password?
        </Link>
      </FormAside>
      <FormAside>
        New here?{' '}
        <Link to="/register" onClick={onLeave}>
          Register
        </Link>
      </FormAside>
    </Form>
  );
}
