import { useNavigate, useParams } from 'react-router-dom';
import { activate } from '../../api/account';
import { errorMessage } from '../../api/client';
import { keys } from '../../api/keys';
import { useGoToSavedPath } from '../../components/auth/use-saved-path';
import { Loading } from '../../components/ui/Spinner';
import { useMailedLink } from '../../lib/mailed-link';
import { useAuth } from '../../state/auth';
import { useToast } from '../../state/toast';
import { routeMeta } from '../../lib/meta';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export const meta = routeMeta({ title: 'Activating your account' });

/**
 * /activate/{code}: the link from the activation mail. It shows only a loading indicator (SPEC §2),
 * spends the code once, signs the member in and goes on; a bad or used link goes home with a toast.
 */
export default function ActivatePage() {
  const { code = '' } = useParams();
  const { signIn } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const goToSavedPath = useGoToSavedPath();

  useMailedLink(keys.account.activation(code), () => activate(code), (outcome) => {
    if (outcome.ok) {
      signIn(outcome.data.token, outcome.data.user);
      toast({ heading: 'Success', content: outcome.data.message ?? 'Your account is now active.' });
      goToSavedPath();
    } else {
      toast({ heading: 'An error occurred.', content: errorMessage(outcome.error), delay: 5000 });
      void navigate('/', { replace: true });
    }
  });

  return <Loading label="Activating your account…" />;
}
