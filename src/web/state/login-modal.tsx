import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useToast } from './toast';

// The dialog, and after it the form with react-hook-form and zod, load when the modal first opens,
// not with the shell.
const LoginDialog = lazy(() => import('./LoginDialog'));

interface LoginModalValue {
  /** Asks a guest to sign in without leaving the page (before a member-only action). */
  open: () => void;
  close: () => void;
}

const LoginModalContext = createContext<LoginModalValue | null>(null);

/** Holds the login modal of the shell; must sit inside the router (the form has links). */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const toast = useToast();
  const open = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ open, close }), [open, close]);

  return (
    <LoginModalContext value={value}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <LoginDialog
            open={isOpen}
            onClose={close}
            onSignedIn={(user) => {
              close();
              toast({ heading: 'Logged in', content: `Welcome back, ${user.username}.` });
            }}
          />
        </Suspense>
      )}
    </LoginModalContext>
  );
}

export function useLoginModal(): LoginModalValue {
  const value = useContext(LoginModalContext);
  if (!value) throw new Error('useLoginModal() needs a <LoginModalProvider>.');
  return value;
}
