import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { User } from '../api/auth';
import { GUEST, authStore, isAdmin } from './auth-store';

export interface AuthValue {
  status: 'loading' | 'ready';
  user: User | null;
  isAdmin: boolean;
  signIn: (token: string, user: User) => void;
  signOut: () => Promise<void>;
  /** Replaces the user's details after a profile change. */
  updateUser: (user: User) => void;
  /** Forgets the session locally, when the server has already ended it. */
  forget: () => void;
  /** Asks the server for the signed-in user again (after a change made through a mailed link). */
  refresh: () => Promise<User | null>;
}

const guestState = () => GUEST;

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  // The server renders for a guest, and hydration starts from that; the session shows right after.
  const state = useSyncExternalStore(authStore.subscribe, authStore.get, guestState);
  const value = useMemo<AuthValue>(
    () => ({ ...state, isAdmin: isAdmin(state.user), signIn: authStore.signIn, signOut: authStore.signOut, updateUser: authStore.updateUser, forget: authStore.forget, refresh: authStore.refresh }),
    [state],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() needs an <AuthProvider>.');
  return value;
}
