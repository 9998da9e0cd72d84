import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isAdminPath, savePath, takeSavedPath } from '../../lib/saved-path';

/**
 * Goes on to the path saved before signing in (or home), once: a full page load for the admin
 * console, a client-side navigation (replacing the sign-in page in history) otherwise.
 */
export function useGoToSavedPath(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const path = takeSavedPath();
    if (isAdminPath(path)) window.location.assign(path);
    else void navigate(path, { replace: true });
  }, [navigate]);
}

/** The pages a visitor signs in or registers on: leaving one for the other keeps the path saved before. */
const WAYS_IN = new Set(['/login', '/register']);

/**
 * For a click on a Login or Register link (the header's, the side menu's): saves the page it was
 * on, so signing in or registering comes back to it (SPEC §2, the saved path).
 */
export function useSaveHere(): () => void {
  const { pathname, search, hash } = useLocation();
  return useCallback(() => {
    if (!WAYS_IN.has(pathname)) savePath(pathname + search + hash);
  }, [pathname, search, hash]);
}
