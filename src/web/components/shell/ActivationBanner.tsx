import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { getUser } from '../../api/account';
import { resendActivation } from '../../api/auth';
import { ApiError, errorMessage } from '../../api/client';
import { useAuth } from '../../state/auth';
import { useToast } from '../../state/toast';
import { Button } from '../ui/Button';

/**
 * A slim line under the header for a signed-in member who has not opened the activation link yet
 * (they may read and manage the profile, but not comment, review or buy until they do).
 */
export function ActivationBanner() {
  const { user, updateUser } = useAuth();
  const toast = useToast();
  const [sending, setSending] = useState(false);
  if (!user || user.active) return null;

  const resend = async () => {
    setSending(true);
    try {
      const { message } = await resendActivation();
      toast({ heading: 'Success', content: message, delay: 5000 });
    } catch (err) {
      toast({ heading: 'An error occurred.', content: errorMessage(err), delay: 5000 });
      // 409: already active (opened in another tab): fetch the user so this banner goes away.
      if (err instanceof ApiError && err.status === 409) {
        getUser().then(({ user: fresh }) => updateUser(fresh), () => undefined);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="activation-banner" aria-label="Account activation">
      <MailWarning aria-hidden="true" size={20} className="activation-banner-icon" />
      <p>
        Please confirm your email address: we sent an activation link to <strong>{user.email}</strong>.
      </p>
      <Button variant="secondary" className="button-small" busy={sending} onClick={resend}>
        Send it again
      </Button>
    </section>
  );
}
