import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isAdminPath, takeSavedPath } from '../../lib/saved-path';

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

