import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Dialog } from '../components/ui/Dialog';
import { Loading } from '../components/ui/Spinner';
import styles from './login-modal.module.css';
import { useToast } from './toast';

// The form, react-hook-form and zod load when the modal first opens, not with the shell.
const LoginForm = lazy(() => import('../components/auth/LoginForm').then((m) => ({ default: m.LoginForm })));

interface LoginModalValue {
  /** Asks a guest to sign in without leaving the page (before a member-only action). */
  open: () => void;
  close: () => void;
}

const LoginModalContext = createContext<LoginModalValue | null>(null);

/** Holds the login modal of the shell; must sit inside the router (the form has links). */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const toast = useToast();
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ open, close }), [open, close]);

  return (
    <LoginModalContext value={value}>
      {children}
      <Dialog open={isOpen} onClose={close} title="Sign in" variant="modal">
        <p className={styles.lead}>Please sign in to continue.</p>
        {isOpen && (
          <Suspense fallback={<Loading label="Loading the sign-in form…" />}>
            <LoginForm
              onLeave={close}
              onSuccess={(user) => {
                close();
                toast({ heading: 'Signed in', content: `Welcome back, ${user.username}.` });
              }}
            />
          </Suspense>
        )}
      </Dialog>
    </LoginModalContext>
  );
}

export function useLoginModal(): LoginModalValue {
  const value = useContext(LoginModalContext);
  if (!value) throw new Error('useLoginModal() needs a <LoginModalProvider>.');
  return value;
}
