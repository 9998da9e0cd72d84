import { redirect } from 'react-router-dom';
import { savePath } from '../../lib/save-path';
import { authStore, hasRoles } from '../../state/auth-store';
import { LOGIN_PATH } from './RequireAuth';

/**
 * A route's client loader that lets the route render only for a signed-in user with every listed
 * role; it waits for the start-up session check, so a reload on a protected page does not bounce.
 */
export function requireAuth(roles: readonly string[] = []) {
  return async ({ request }: { request: Request }) => {
    const user = await authStore.ready();
    if (!user) {
      const url = new URL(request.url);
      savePath(url.pathname + url.search + url.hash);
      throw redirect(LOGIN_PATH);
    }
    if (!hasRoles(user, roles)) throw redirect('/');
    return null;
  };
}
