import { lazy, Suspense } from 'react';
import type { User } from '../api/auth';
import { Dialog } from '../components/ui/Dialog';
import { Loading } from '../components/ui/Spinner';
import styles from './login-modal.module.css';

// The form, react-hook-form and zod come after the dialog, which shows at once with a spinner.
const LoginForm = lazy(() => import('../components/auth/LoginForm').then((m) => ({ default: m.LoginForm })));

/** The login modal itself: loaded with its first opening (./login-modal.tsx). */
export default function LoginDialog({ open, onClose, onSignedIn }: { open: boolean; onClose: () => void; onSignedIn: (user: User) => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Login" variant="modal">
      <p className={styles.lead}>Please log in to continue.</p>
      {open && (
        <Suspense fallback={<Loading label="Loading the login form…" />}>
          <LoginForm onLeave={onClose} onSuccess={onSignedIn} />
        </Suspense>
      )}
    </Dialog>
  );
}
