import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { ACCEPT_TERMS, RegisterBody, REGISTRATION_MESSAGE, USERNAME_RULE } from '../../../modules/accounts/schemas';
import { register } from '../../api/account';
import { UNEXPLAINED_ERROR } from '../../api/client';
import { ERROR_HEADING, PASSWORD_HINT } from '../../components/auth/account-text';
import { GuestOnly } from '../../components/auth/GuestOnly';
import { Form, FormAside, FormRow } from '../../components/forms/FormParts';
import { PageHeading } from '../../components/PageHeading';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { EmailField, TextField } from '../../components/ui/TextField';
import { useFormSubmit, useZodForm } from '../../lib/form';
import { toActivation } from '../../lib/registered';
import { useSite } from '../../site';
import { useToast } from '../../state/toast';
import styles from './Register.module.css';
import { routeMeta } from '../../lib/meta';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export const meta = routeMeta({ title: 'Register' });

export const REGISTER_NETWORK_ERROR = 'A network error occurred while attempting registration.';
/** SPEC §8's registration failure toast, when the failure has no better reason to give. */
export const REGISTER_FAILED = 'We were unable to complete your registration. Please try again.';
/** What the server's 500 says (platform/http/error-handler.ts): no reason either. */
const SERVER_FAILURE = 'We could not complete your request.';

/** The server's RegisterBody, with the terms box as the form holds it: a boolean that must be ticked. */
const RegisterForm = RegisterBody.extend({ accept_terms: z.boolean().refine(Boolean, ACCEPT_TERMS) });

/** The legal pages open in a new tab, so reading them does not lose what was typed. */
function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function RegisterFields({ onRegistered }: { onRegistered: (email: string) => void }) {
  const site = useSite();
  const toast = useToast();
  const form = useZodForm(RegisterForm, {
    defaultValues: { email: '', username: '', password: '', first_name: '', last_name: '', accept_terms: false, newsletter: false },
  });
  const { errors } = form.formState;

  const registration = useMutation({ mutationFn: register });

  // Field errors go under their fields; any other failure is SPEC §8's registration toast, once.
  const submit = useFormSubmit(
    form,
    async (body) => {
      // The same answer whether or not the address has an account; the mailed link signs in.
      await registration.mutateAsync({ ...body, accept_terms: true });
      toast({ heading: `Success: Welcome to the ${site.name}`, content: REGISTRATION_MESSAGE, delay: 2200 });
      onRegistered(body.email);
    },
    {
      networkMessage: REGISTER_NETWORK_ERROR,
      // The server's own reason when it gives one; SPEC §8's words when it could not say (a 5xx).
      onFormError: (message) => toast({ heading: ERROR_HEADING, content: message && message !== SERVER_FAILURE && message !== UNEXPLAINED_ERROR ? message : REGISTER_FAILED, delay: 5000 }),
    },
  );

  return (
    <Form onSubmit={submit.onSubmit} busy={submit.submitting}>
      <EmailField
        label="Email"
        required
        error={errors.email?.message}
        {...form.field('email')}
      />
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={30}
        hint={USERNAME_RULE}
        error={errors.username?.message}
        {...form.field('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...form.field('password')}
      />
      <FormRow>
        <TextField label="First name (optional)" autoComplete="given-name" maxLength={100} error={errors.first_name?.message} {...form.field('first_name')} />
        <TextField label="Last name (optional)" autoComplete="family-name" maxLength={100} error={errors.last_name?.message} {...form.field('last_name')} />
      </FormRow>
      <Checkbox
        required
        error={errors.accept_terms?.message}
        {...form.field('accept_terms')}
        label={
          <>
            I am 13 or older and I accept the <NewTabLink to="/terms">Terms &amp; Conditions</NewTabLink> and the{' '}
            <NewTabLink to="/privacy">Privacy Policy</NewTabLink>.
          </>
        }
      />
      {/* Unticked until the member ticks it: consent is asked, never assumed (issue 28). */}
      <Checkbox
        error={errors.newsletter?.message}
        {...form.field('newsletter')}
        label="Send me new articles by email. You can stop them from any of these mails or your profile."
      />
      <Button type="submit" busy={submit.submitting} disabled={submit.hasErrors} className={styles.submit}>
        {submit.submitting ? 'Creating your account…' : 'Create account'}
      </Button>
      <FormAside>
        Already have an account? <Link to="/login">Login</Link>
      </FormAside>
    </Form>
  );
}

/**
 * /register: create an account, then /activate says what happens next until the account is active
 * (issue 36); the activation link from the mail signs the member in and goes on to the saved path
 * (docs/decisions.md, "Registration tells nothing").
 */
export default function RegisterPage() {
  const site = useSite();
  const navigate = useNavigate();
  return (
    <div className="page page-narrow">
      <PageHeading title="Register">
        <p>Create your {site.name} account to comment on articles, review books and check out faster.</p>
      </PageHeading>
      <GuestOnly>
        <RegisterFields onRegistered={(email) => void navigate(...toActivation(email))} />
      </GuestOnly>
    </div>
  );
}
