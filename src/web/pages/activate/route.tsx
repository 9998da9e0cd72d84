import { useEffect, useEffectEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { LoginResponse } from '../../../modules/accounts/schemas';
import { activate } from '../../api/account';
import { errorMessage } from '../../api/client';
import { useGoToSavedPath } from '../../components/auth/use-saved-path';
import { Loading } from '../../components/ui/Spinner';
import { inFlight } from '../../lib/in-flight';
import { useAuth } from '../../state/auth';
import { useToast } from '../../state/toast';
import { useDocumentTitle } from '../../state/title';

const activations = inFlight<LoginResponse>();

/**
 * /activate/{code}: the link from the activation mail. It shows only a loading indicator (SPEC §2),
 * spends the code once, signs the member in and goes on; a bad or used link goes home with a toast.
 */
export function Component() {
  const { code = '' } = useParams();
  const { signIn } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const goToSavedPath = useGoToSavedPath();
  useDocumentTitle('Activating your account');

  const succeeded = useEffectEvent((session: LoginResponse) => {
    signIn(session.token, session.user);
    toast({ heading: 'Success', content: session.message ?? 'Your account is now active.' });
    goToSavedPath();
  });
  const failed = useEffectEvent((err: unknown) => {
    toast({ heading: 'An error occurred.', content: errorMessage(err), delay: 5000 });
    void navigate('/', { replace: true });
  });

  useEffect(() => {
    let live = true;
    activations(code, () => activate(code)).then(
      (session) => {
        if (live) succeeded(session);
      },
      (err: unknown) => {
        if (live) failed(err);
      },
    );
    return () => {
      live = false;
    };
  }, [code]);

  return <Loading label="Activating your account…" />;
}
