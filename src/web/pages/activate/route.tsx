import { useNavigate, useParams } from 'react-router-dom';
import { activate } from '../../api/account';
import { ApiError, errorMessage } from '../../api/client';
import { keys } from '../../api/keys';
import { useGoToSavedPath } from '../../components/auth/use-saved-path';
import { Loading } from '../../components/ui/Spinner';
import { useMailedLink } from '../../lib/mailed-link';
import { authStore } from '../../state/auth-store';
import { useAuth } from '../../state/auth';
import { useToast } from '../../state/toast';
import { routeMeta } from '../../lib/meta';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export const meta = routeMeta({ title: 'Activating your account' });

const alreadyActive = (err: unknown) => err instanceof ApiError && err.code === 'already_active';

/**
 * /activate/{code}: the link from the activation mail. It shows only a loading indicator (SPEC §2),
 * spends the code once, signs the member in and goes on. A link that has done its work says the
 * account is active and goes on (signed in) or to /login; a bad or expired one toasts the reason
 * and goes to /activate, where a new link can be asked for.
 */
export default function ActivatePage() {
  const { code = '' } = useParams();
  const { signIn } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const goToSavedPath = useGoToSavedPath();

  useMailedLink(keys.account.activation(code), () => activate(code), async (outcome) => {
    if (outcome.ok) {
      signIn(outcome.data.token, outcome.data.user);
      toast({ heading: 'Success', content: outcome.data.message ?? 'Your account is now active.' });
      return goToSavedPath();
    }
    const signedIn = await authStore.ready();
    if (alreadyActive(outcome.error)) {
      toast({ content: errorMessage(outcome.error), delay: 5000 });
      return signedIn ? goToSavedPath() : void navigate('/login', { replace: true });
    }
    toast({ heading: 'An error occurred.', content: errorMessage(outcome.error), delay: 5000 });
    void navigate(signedIn?.active ? '/' : '/activate', { replace: true });
  });

  return <Loading label="Activating your account…" />;
}
