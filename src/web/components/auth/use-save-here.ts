import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { savePath } from '../../lib/save-path';

// Apart from use-saved-path.ts: the header loads this with every page, the sign-in pages that.

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
