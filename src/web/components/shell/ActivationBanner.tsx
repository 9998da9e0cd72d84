import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { resendActivation } from '../../api/auth';
import { ApiError, errorMessage } from '../../api/client';
import { useAuth } from '../../state/auth';
import { useToast } from '../../state/toast';
import { Button } from '../ui/Button';
import styles from './ActivationBanner.module.css';

/**
 * A slim line under the header for a signed-in member who has not opened the activation link yet
 * (they may read, buy and manage the profile, but not comment, review or vote until they do). It
 * leads to /activate, which says more, and is not repeated there.
 */
export function ActivationBanner() {
  const { user, refresh } = useAuth();
  const onActivationPage = useLocation().pathname === '/activate';
  const toast = useToast();
  const resend = useMutation({
    mutationFn: resendActivation,
    onSuccess: ({ message }) => toast({ heading: 'Success', content: message, delay: 5000 }),
    onError: (err) => {
      toast({ heading: 'An error occurred.', content: errorMessage(err), delay: 5000 });
      // 409: already active (opened in another tab): fetch the user again so this banner goes away.
      if (err instanceof ApiError && err.status === 409) void refresh();
    },
  });
  if (!user || user.active || onActivationPage) return null;

  return (
    <section className={styles.banner} aria-label="Account activation">
      <MailWarning aria-hidden="true" size={20} className={styles.icon} />
      <p>
        Please confirm your email address: we sent an activation link to <strong>{user.email}</strong>. <Link to="/activate">What happens next</Link>
      </p>
      <Button variant="secondary" className="button-small" busy={resend.isPending} onClick={() => resend.mutate()}>
        Send it again
      </Button>
    </section>
  );
}
