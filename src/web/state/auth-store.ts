import type { ADMINISTRATOR as Administrator } from '../../platform/contract';
import { authenticate, hasRole, logout, type User } from '../api/auth';
import { ONE_DAY, deleteCookie, getCookie, setCookie } from '../lib/cookies';
import { KEYS } from '../lib/storage-keys';

// The contract's role name, checked by type: a value import would bring the contract's zod into the
// public site's first load (scripts/check-budgets.mjs).
const ADMINISTRATOR: typeof Administrator = 'administrator';

/**
 * Who is signed in, outside React, so route loaders can wait for it too. 'loading' lasts while the
 * stored token is being checked at start-up; without a token the visitor is a guest at once.
 */
export interface AuthState {
  status: 'loading' | 'ready';
  user: User | null;
}

let state: AuthState = { status: 'ready', user: null };
const listeners = new Set<() => void>();
let readyPromise: Promise<User | null> = Promise.resolve(null);

function set(next: AuthState) {
  state = next;
  listeners.forEach((l) => l());
}

export const authStore = {
  get: (): AuthState => state,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Resolves with the user (or null) once the start-up check is done. */
  ready: (): Promise<User | null> => readyPromise,

  /** Checks the stored token once at start-up; a refused token signs the visitor out. */
  init(): void {
    const token = getCookie(KEYS.token);
    if (!token) return;
    set({ status: 'loading', user: null });
    readyPromise = authenticate(token).then(
      ({ user }) => {
        set({ status: 'ready', user });
        return user;
      },
      () => {
        // 401 (expired or revoked) or no answer: either way, not signed in.
        deleteCookie(KEYS.token);
        set({ status: 'ready', user: null });
        return null;
      },
    );
  },

  signIn(token: string, user: User): void {
    setCookie(KEYS.token, token, ONE_DAY);
    readyPromise = Promise.resolve(user);
    set({ status: 'ready', user });
  },

  /** Replaces the signed-in user's details (after a profile change); ignored when signed out. */
  updateUser(user: User): void {
    if (!state.user) return;
    readyPromise = Promise.resolve(user);
    set({ status: 'ready', user });
  },

  /** Revokes the session on the server (best effort) and forgets it here. */
  async signOut(): Promise<void> {
    try {
      if (getCookie(KEYS.token)) await logout();
    } catch {
      // The token is dropped locally either way; the server lets it expire.
    }
    authStore.forget();
  },

  /** Forgets the session here only: for when the server already ended it (deactivate, delete). */
  forget(): void {
    deleteCookie(KEYS.token);
    readyPromise = Promise.resolve(null);
    set({ status: 'ready', user: null });
  },
};

export const isAdmin = (user: User | null) => hasRole(user, ADMINISTRATOR);

/** True when the user holds every listed role slug. */
export const hasRoles = (user: User | null, roles: readonly string[] = []) => roles.every((r) => hasRole(user, r));
