import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ACCEPT_TERMS, USERNAME_RULE, email, password, username } from '../../../modules/accounts/schemas';
import { register } from '../../api/account';
import { ERROR_HEADING, PASSWORD_HINT } from '../../components/auth/account-text';
import { GuestOnly } from '../../components/auth/GuestOnly';
import { useGoToSavedPath } from '../../components/auth/use-saved-path';
import { PageHeading } from '../../components/PageHeading';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { TextField } from '../../components/ui/TextField';
import { useForm } from '../../lib/use-form';
import { checked, required, schemaCheck, tooLong } from '../../lib/validation';
import { site } from '../../site';
import { useAuth } from '../../state/auth';
import { useToast } from '../../state/toast';

export const REGISTER_NETWORK_ERROR = 'A network error occurred while attempting registration.';

const CHECKS = {
  email: [required, schemaCheck(email)],
  username: [required, schemaCheck(username)],
  password: [required, schemaCheck(password)],
  first_name: [tooLong(100)],
  last_name: [tooLong(100)],
  accept_terms: [checked(ACCEPT_TERMS)],
};

const EMPTY = { email: '', username: '', password: '', first_name: '', last_name: '', accept_terms: '' };

/** The legal pages open in a new tab, so reading them does not lose what was typed. */
function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn } = useAuth();
  const toast = useToast();
  const form = useForm(EMPTY, CHECKS);

  const submit = form.handleSubmit(
    async (v) => {
      const session = await register({
        email: v.email.trim(),
        username: v.username.trim(),
        password: v.password,
        first_name: v.first_name.trim() || null,
        last_name: v.last_name.trim() || null,
        accept_terms: true,
      });
      toast({
        heading: `Success: Welcome to the ${site.name}`,
        content: 'To complete your registration, please check your email for the activation link.',
        delay: 2200,
      });
      signIn(session.token, session.user);
      onSignedIn();
    },
    {
      networkMessage: REGISTER_NETWORK_ERROR,
      onError: () =>
        toast({ heading: ERROR_HEADING, content: 'We were unable to complete your registration. Please try again.', delay: 2200 }),
    },
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={form.submitting || undefined}>
      <TextField label="Email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required maxLength={254} {...form.bind('email')} />
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={30}
        hint={USERNAME_RULE}
        {...form.bind('username')}
      />
      <TextField label="Password" type="password" autoComplete="new-password" required hint={PASSWORD_HINT} {...form.bind('password')} />
      <div className="form-row">
        <TextField label="First name (optional)" autoComplete="given-name" maxLength={100} {...form.bind('first_name')} />
        <TextField label="Last name (optional)" autoComplete="family-name" maxLength={100} {...form.bind('last_name')} />
      </div>
      <Checkbox
        name="accept_terms"
        required
        checked={form.values.accept_terms !== ''}
        error={form.errors.accept_terms}
        onChange={(e) => form.change('accept_terms', e.target.checked ? 'on' : '')}
        onBlur={() => form.blur('accept_terms')}
        label={
          <>
            I am 13 or older and I accept the <NewTabLink to="/terms">Terms &amp; Conditions</NewTabLink> and the{' '}
            <NewTabLink to="/privacy">Privacy Policy</NewTabLink>.
          </>
        }
      />
      {form.formError && (
        <p className="form-error" role="alert">
          {form.formError}
        </p>
      )}
      <Button type="submit" busy={form.submitting} disabled={form.hasErrors} className="button-block">
        {form.submitting ? 'Creating your account…' : 'Create account'}
      </Button>
      <p className="form-aside">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </form>
  );
}

/** /register: create an account, then sign in and go on to the saved path (SPEC §4 "Registration"). */
export function Component() {
  const goToSavedPath = useGoToSavedPath();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="page page-narrow">
      <PageHeading title="Register">
        <p>Create your {site.name} account to comment on articles, review books and check out faster.</p>
      </PageHeading>
      <GuestOnly leaving={leaving}>
        <RegisterForm
          onSignedIn={() => {
            setLeaving(true);
            goToSavedPath();
          }}
        />
      </GuestOnly>
    </div>
  );
}
