import { useBasename, useLocation } from 'react-admin';

/** The console path without the basename: '/chariot/members/3' -> '/members/3'. */
export function useConsolePath(): string {
  const basename = useBasename();
  const { pathname } = useLocation();
  const rest = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  return rest.replace(/\/+$/, '') || '/';
}
