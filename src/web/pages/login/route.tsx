import { useState } from 'react';
import { data, redirect } from 'react-router-dom';
import { LoginBody } from '../../../modules/accounts/schemas';
import { LoginForm, type LoginRefusal } from '../../components/auth/LoginForm';
import { GuestOnly } from '../../components/auth/GuestOnly';
import { useGoToSavedPath } from '../../components/auth/use-saved-path';
import { PageHeading } from '../../components/PageHeading';
import { ONE_DAY, cookieText } from '../../lib/cookies';
import { routeMeta } from '../../lib/meta';
import { postedForm, requireSameOrigin } from '../../lib/posted-form';
import { KEYS } from '../../lib/storage-keys';
import type { Route } from './+types/route';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export const meta = routeMeta({ title: 'Login' });

/**
 * The form posted before the page's scripts run (once they run, the form signs in through the API
 * itself). It signs in as POST /api/auth/login does, sets the session cookie the browser app
 * sets, and goes home (the saved path is in the tab's sessionStorage, which the server cannot
 * read); a refusal shows the page again with the form's message and the login typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const form = await postedForm(request);
  const typed = { user: form.get('user') ?? '', password: form.get('password') ?? '' };
  const parsed = LoginBody.safeParse(typed);
  if (!parsed.success) {
    const fieldErrors: NonNullable<LoginRefusal['fieldErrors']> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'user' || field === 'password') && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    return data<LoginRefusal>({ user: typed.user, fieldErrors }, { status: 400 });
  }
  const outcome = await context.accounts.signIn(parsed.data);
  if (!outcome.ok) return data<LoginRefusal>({ user: typed.user, message: outcome.message }, { status: outcome.status });
  const https = new URL(request.url).protocol === 'https:';
  return redirect('/', { headers: { 'Set-Cookie': cookieText(KEYS.token, outcome.token, ONE_DAY, https) } });
}

/** /login: on success, back to the saved path (a full page load for the admin console). */
export default function LoginPage({ actionData }: Route.ComponentProps) {
  const goToSavedPath = useGoToSavedPath();
  const [leaving, setLeaving] = useState(false);

  const goOn = () => {
    setLeaving(true);
    goToSavedPath();
  };

  return (
    <div className="page page-narrow">
      <PageHeading title="Login">
        <p>Welcome back. Log in to comment, review and check out.</p>
      </PageHeading>
      <GuestOnly leaving={leaving}>
        <LoginForm onSuccess={goOn} refused={actionData} />
      </GuestOnly>
    </div>
  );
}
