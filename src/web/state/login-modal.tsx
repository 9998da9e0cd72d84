import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { LoginForm } from '../components/auth/LoginForm';
import { Dialog } from '../components/ui/Dialog';
import { useToast } from './toast';

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
        <p className="dialog-lead">Please sign in to continue.</p>
        <LoginForm
          onLeave={close}
          onSuccess={(user) => {
            close();
            toast({ heading: 'Signed in', content: `Welcome back, ${user.username}.` });
          }}
        />
      </Dialog>
    </LoginModalContext>
  );
}

export function useLoginModal(): LoginModalValue {
  const value = useContext(LoginModalContext);
  if (!value) throw new Error('useLoginModal() needs a <LoginModalProvider>.');
  return value;
}
