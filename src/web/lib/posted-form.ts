import { data } from 'react-router-dom';

// What a page's action checks before it reads a form the browser posted to it itself, before the
// page's scripts ran (a plain HTML form; once they run, the form goes through the API instead).

/**
 * Refuses (403) a form that does not name this site as its origin. The session cookie is
 * SameSite=Strict, so a post from another site carries no session; but signing in needs none (a
 * page elsewhere could sign a visitor in as someone else). React Router already refuses (400) a
 * post naming another origin; this also refuses one naming none (browsers name it on every form
 * they post).
 */
export function requireSameOrigin(request: Request): void {
  if (request.headers.get('origin') !== new URL(request.url).origin) throw data('Forbidden', { status: 403 });
}

/**
 * The fields of a form posted as a browser posts one (415 otherwise). Its size is bounded before
 * the action reads it (limitFormBody, src/platform/http/input-limits.ts).
 */
export async function postedForm(request: Request): Promise<URLSearchParams> {
  if (!request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) throw data('Unsupported Media Type', { status: 415 });
  return new URLSearchParams(await request.text());
}
