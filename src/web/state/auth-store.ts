import { hashKey, queryOptions, type Query } from '@tanstack/react-query';
import type { ADMINISTRATOR } from '../../platform/contract';
import { authenticate, hasRole, logout, type User } from '../api/auth';
import { keys } from '../api/keys';
import { queryClient } from '../api/query-client';
import { ONE_DAY, deleteCookie, getCookie, setCookie } from '../lib/cookies';
import { KEYS } from '../lib/storage-keys';

/**
 * Who is signed in. The user is server state like any other: it lives in the one QueryClient
 * under keys.user (null for a guest), so a mutation that changes the member (profile, email)
 * updates it there, and React (useAuth) and route loaders (authStore.ready) read the same entry.
 */
export interface AuthState {
  /** 'loading' while the stored token is checked at start-up; a guest without a token is ready at once. */
  status: 'loading' | 'ready';
  user: User | null;
}

/** The start-up check: the stored token's user, or null (no token, or one the server refused). */
async function signedInUser(): Promise<User | null> {
  const token = getCookie(KEYS.token);
  if (!token) return null;
  try {
    return (await authenticate(token)).user;
  } catch {
    // 401 (expired or revoked) or no answer: either way, not signed in (SPEC §4 "Auth").
    deleteCookie(KEYS.token);
    return null;
  }
}

/**
 * The signed-in user's query. It never goes stale or out of the cache by itself: it changes only
 * by signing in or out, or when a mutation writes or refetches it.
 */
export const userQuery = queryOptions({
  queryKey: keys.user,
  queryFn: signedInUser,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});

// Also for entries written by setQueryData (a guest's null, a sign-in), which take the key's defaults.
queryClient.setQueryDefaults(keys.user, { queryFn: signedInUser, staleTime: Infinity, gcTime: Infinity, retry: false });

/** A guest, as a server render shows every visitor. */
export const GUEST: AuthState = Object.freeze({ status: 'ready', user: null });

/**
 * The cache entry as AuthState; the same object while the entry does not change (useSyncExternalStore).
 * A guest's is GUEST itself, so hydrating a server render for a guest re-renders nothing.
 */
let snapshot: AuthState = GUEST;
function read(): AuthState {
  const entry = queryClient.getQueryState<User | null>(keys.user);
  const user = entry?.data ?? null;
  const status = entry?.status === 'pending' && entry.fetchStatus === 'fetching' ? 'loading' : 'ready';
  if (user !== snapshot.user || status !== snapshot.status) snapshot = !user && status === 'ready' ? GUEST : { status, user };
  return snapshot;
}

function setUser(user: User | null): void {
  const before = read().user?.id ?? null;
  // A start-up check still running would otherwise overwrite what was just set.
  void queryClient.cancelQueries({ queryKey: keys.user });
  queryClient.setQueryData<User | null>(keys.user, user);
  const after = user?.id ?? null;
  if (after === before) return;
  // A mailed link's one-time call (meta.spent) is never asked again: its code is used up.
  const others = { predicate: (q: Query) => q.queryKey[0] !== keys.user[0] && !q.meta?.spent };
  // A guest signing in may now be shown more: what is on screen is asked for again, kept meanwhile
  // (a review being typed stays). A member leaving: nothing they were shown (their own review, an
  // administrator's preview of an unpublished product) stays for the next viewer.
  if (before === null) void queryClient.invalidateQueries(others);
  else void queryClient.resetQueries(others);
}

export const authStore = {
  get: read,

  subscribe(listener: () => void): () => void {
    const hash = hashKey(keys.user);
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === hash) listener();
    });
  },

  /** Resolves with the user (or null) once the start-up check is done. */
  ready: (): Promise<User | null> => queryClient.ensureQueryData(userQuery),

  /** Checks the stored token once at start-up; without one the visitor is a guest at once. */
  init(): void {
    if (!getCookie(KEYS.token)) queryClient.setQueryData<User | null>(keys.user, null);
    else void queryClient.prefetchQuery(userQuery);
  },

  signIn(token: string, user: User): void {
    setCookie(KEYS.token, token, ONE_DAY);
    setUser(user);
  },

  /** Replaces the signed-in user's details (after a profile change); ignored when signed out. */
  updateUser(user: User): void {
    if (!read().user) return;
    setUser(user);
  },

  /** Asks the server for the signed-in user again (after a change made elsewhere, such as a mailed link). */
  async refresh(): Promise<User | null> {
    if (!getCookie(KEYS.token)) return null;
    return queryClient.fetchQuery({ ...userQuery, staleTime: 0 });
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
    setUser(null);
  },
};

// A type-only import keeps zod (contract.ts builds schemas when it loads) out of the first load;
// the type still ties this literal to the contract's role name.
const ADMIN_ROLE: typeof ADMINISTRATOR = 'administrator';

export const isAdmin = (user: User | null) => hasRole(user, ADMIN_ROLE);

/** True when the user holds every listed role slug. */
export const hasRoles = (user: User | null, roles: readonly string[] = []) => roles.every((r) => hasRole(user, r));
