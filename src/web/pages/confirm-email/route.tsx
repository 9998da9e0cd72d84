import { useNavigate, useParams } from 'react-router-dom';
import { confirmEmail } from '../../api/account';
import { errorMessage } from '../../api/client';
import { keys } from '../../api/keys';
import { Loading } from '../../components/ui/Spinner';
import { useMailedLink } from '../../lib/mailed-link';
import { authStore } from '../../state/auth-store';
import { useToast } from '../../state/toast';
import { routeMeta } from '../../lib/meta';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export const meta = routeMeta({ title: 'Confirming your email address' });

/**
 * /confirm-email/{token}: the link mailed to a new address. The change takes effect on the server;
 * a signed-in member sees it on /profile (the cached user fetched again), anyone else is asked to log in.
 */
export default function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const toast = useToast();
  const navigate = useNavigate();

  useMailedLink(keys.account.emailConfirmation(token), () => confirmEmail(token), async (outcome) => {
    if (outcome.ok) toast({ heading: 'Success', content: outcome.data.message });
    else toast({ heading: 'An error occurred.', content: errorMessage(outcome.error), delay: 5000 });
    const member = await authStore.ready();
    if (!member) {
      void navigate('/login', { replace: true });
      return;
    }
    // The profile shows the old address until the user is fetched again; the change itself is done.
    if (outcome.ok) await authStore.refresh().catch(() => undefined);
    void navigate('/profile', { replace: true });
  });

  return <Loading label="Confirming your email address…" />;
}
