/**
 * The session token lives in the `token` cookie, which the public site's /login page sets
 * (SameSite=Strict, path /). The API never trusts the cookie itself: every call carries the token
 * in an Authorization header (DESIGN.md §4).
 */
const COOKIE = 'token';

/** The session path to come back to after signing in; the public /login page reads it (SPEC §2). */
export const SAVED_PATH_KEY = 'savedPath';

export function readToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== COOKIE) continue;
    try {
      return decodeURIComponent(value.join('=')) || null;
    } catch {
      return null;
    }
  }
  return null;
}

export function clearToken(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE}=; Max-Age=0; Path=/; SameSite=Strict${secure}`;
}
