import type { AuthProvider, UserIdentity } from 'react-admin';
import type { UserResponse } from '../modules/accounts/schemas';
import { clearToken, readToken, SAVED_PATH_KEY } from './token';
import { ADMINISTRATOR } from '../platform/contract';

/**
 * The console has no sign-in page of its own: /login and / belong to the public app, so leaving
 * for them is a full page load, and react-admin is told there is nothing left for it to do.
 */
const LOGIN_PAGE = '/login';
const HOME_PAGE = '/';

/** A checkAuth rejection after we navigated away: no react-admin redirect, no toast. */
const GONE_AFTER_CHECK = { redirectTo: false, message: false } as const;
/** A checkError rejection after we navigated away: do not log out (that would revoke the session). */
const GONE_AFTER_ERROR = { logoutUser: false, message: false } as const;

let session: { token: string; user: Promise<UserResponse | null> } | null = null;
/** Set once the browser is on its way elsewhere; react-admin's follow-up logout() is then a no-op. */
let leaving = false;

function leaveFor(url: string): void {
  if (leaving) return; // a second assign() would abort the first navigation
  leaving = true;
  window.location.assign(url);
}

/** Remember where we were (SPEC "Route protection") and go to the public sign-in page. */
function goToLogin({ keepToken = false } = {}): void {
  sessionStorage.setItem(SAVED_PATH_KEY, window.location.pathname + window.location.search);
  if (!keepToken) {
    clearToken();
    session = null;
  }
  leaveFor(LOGIN_PAGE);
}

async function fetchUser(token: string): Promise<UserResponse | null> {
  const res = await fetch('/api/auth/authenticate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (res.status !== 200) return null;
  return ((await res.json()) as { user: UserResponse }).user;
}

/** The user behind this token, asked of the server once per token and page load. */
function currentUser(token: string): Promise<UserResponse | null> {
  if (session?.token !== token) {
    const user = fetchUser(token);
    session = { token, user };
    // A network failure is not an answer: ask again next time.
    user.catch(() => {
      if (session?.user === user) session = null;
    });
  }
  return session.user;
}

async function signedInUser(): Promise<UserResponse | null> {
  const token = readToken();
  return token ? currentUser(token) : null;
}

const isAdministrator = (user: UserResponse) => user.roles.some((role) => role.slug === ADMINISTRATOR);

const fullName = (user: UserResponse) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || user.username;

export const authProvider: AuthProvider = {
  // Never called (loginPage={false}); signing in happens on the public site.
  async login() {
    goToLogin();
  },

  async checkAuth() {
    const token = readToken();
    if (!token) {
      goToLogin();
      throw GONE_AFTER_CHECK;
    }
    let user: UserResponse | null;
    try {
      user = await currentUser(token);
    } catch {
      // No answer at all (network): the token may still be good, so keep it.
      goToLogin({ keepToken: true });
      throw GONE_AFTER_CHECK;
    }
    if (!user) {
      goToLogin();
      throw GONE_AFTER_CHECK;
    }
    if (!isAdministrator(user)) {
      leaveFor(HOME_PAGE);
      throw GONE_AFTER_CHECK;
    }
  },

  async checkError(error: { status?: number } | undefined) {
    if (error?.status === 401) {
      goToLogin();
      throw GONE_AFTER_ERROR;
    }
    if (error?.status === 403) {
      leaveFor(HOME_PAGE);
      throw GONE_AFTER_ERROR;
    }
  },

  async logout() {
    if (leaving) return false;
    const token = readToken();
    if (token) {
      // Revoking is best effort: the cookie goes either way.
      await fetch('/api/auth/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      }).catch(() => undefined);
    }
    clearToken();
    session = null;
    leaveFor(HOME_PAGE);
    return false;
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = await signedInUser();
    if (!user) throw new Error('Not signed in.');
    return { id: user.id, fullName: fullName(user) };
  },

  async getPermissions() {
    const user = await signedInUser();
    return user ? user.roles.map((role) => role.slug) : [];
  },
};
