import { useEffect, useEffectEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { MessageResponse } from '../../../modules/accounts/schemas';
import { confirmEmail, getUser } from '../../api/account';
import { errorMessage } from '../../api/client';
import { Loading } from '../../components/ui/Spinner';
import { inFlight } from '../../lib/in-flight';
import { authStore } from '../../state/auth-store';
import { useAuth } from '../../state/auth';
import { useToast } from '../../state/toast';
import { useDocumentTitle } from '../../state/title';

const confirmations = inFlight<MessageResponse>();

/**
 * /confirm-email/{token}: the link mailed to a new address. The change takes effect on the server;
 * a signed-in member sees it on /profile (details reloaded), anyone else is asked to log in.
 */
export function Component() {
  const { token = '' } = useParams();
  const { updateUser } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  useDocumentTitle('Confirming your email address');

  const finish = useEffectEvent(async (outcome: { ok: true; message: string } | { ok: false; err: unknown }) => {
    if (outcome.ok) toast({ heading: 'Success', content: outcome.message });
    else toast({ heading: 'An error occurred.', content: errorMessage(outcome.err), delay: 5000 });
    const member = await authStore.ready();
    if (!member) {
      void navigate('/login', { replace: true });
      return;
    }
    if (outcome.ok) {
      try {
        updateUser((await getUser()).user);
      } catch {
        // The profile shows the old address until the next load; the change itself is done.
      }
    }
    void navigate('/profile', { replace: true });
  });

  useEffect(() => {
    let live = true;
    confirmations(token, () => confirmEmail(token)).then(
      ({ message }) => {
        if (live) void finish({ ok: true, message });
      },
      (err: unknown) => {
        if (live) void finish({ ok: false, err });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  return <Loading label="Confirming your email address…" />;
}
