import { KEYS } from './storage-keys';

/**
 * Takes (reads and forgets) the saved path. Only same-origin absolute paths are honoured, so a
 * crafted value cannot send the visitor to another site; /login itself falls back to '/'.
 */
export function takeSavedPath(): string {
  let path: string | null;
  try {
    path = sessionStorage.getItem(KEYS.savedPath);
    sessionStorage.removeItem(KEYS.savedPath);
  } catch {
    path = null;
  }
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  if (path === '/login' || path.startsWith('/login?') || path.startsWith('/login/')) return '/';
  return path;
}

/** The admin console is a separate app: reaching it needs a full page load. */
export function isAdminPath(path: string): boolean {
  return path === '/chariot' || path.startsWith('/chariot/') || path.startsWith('/chariot?');
}
