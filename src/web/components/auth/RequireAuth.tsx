import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { savePath } from '../../lib/save-path';
import { hasRoles } from '../../state/auth-store';
import { useAuth } from '../../state/auth';
import { Loading } from '../ui/Spinner';

export const LOGIN_PATH = '/login';

function ToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    savePath(location.pathname + location.search + location.hash);
    navigate(LOGIN_PATH, { replace: true });
  }, [location, navigate]);
  return null;
}

/**
 * Shows its children only to a signed-in user holding every listed role slug (SPEC §2 "Route
 * protection"). A guest is sent to /login with the path saved; a member lacking a role goes home.
 * It also reacts to signing out while on the page, which a loader alone would not.
 */
export function RequireAuth({ roles = [], children }: { roles?: readonly string[]; children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return <Loading label="Checking your session…" />;
  if (!user) return <ToLogin />;
  if (!hasRoles(user, roles)) return <Navigate to="/" replace />;
  return children;
}
