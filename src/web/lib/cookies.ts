/** Minimal cookie helpers. Every cookie the app writes is SameSite=Strict on path /. */

/** A cookie's value in a Cookie header's text (document.cookie, or a request's on the server), or null. */
export function cookieIn(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function getCookie(name: string): string | null {
  // On the server a page renders as the same page for every visitor: it reads no cookie here.
  if (typeof document === 'undefined') return null;
  return cookieIn(document.cookie, name);
}

/** A cookie as the app writes it: on path /, SameSite=Strict, Secure over HTTPS (a Set-Cookie value too). */
export function cookieText(name: string, value: string, maxAgeSeconds: number, https: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${https ? '; Secure' : ''}`;
}

export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = cookieText(name, value, maxAgeSeconds, location.protocol === 'https:');
}

export function deleteCookie(name: string): void {
  setCookie(name, '', 0);
}

export const ONE_DAY = 24 * 60 * 60;
export const ONE_YEAR = 365 * ONE_DAY;
