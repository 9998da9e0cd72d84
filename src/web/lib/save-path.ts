import { KEYS } from './storage-keys';

// Apart from saved-path.ts (taking the path back): the header's Login and Register links save it
// on every page, the sign-in pages take it.

/** Remembers where a visitor was sent away from, so signing in can bring them back. */
export function savePath(path: string): void {
  try {
    sessionStorage.setItem(KEYS.savedPath, path);
  } catch {
    // Storage can be unavailable (private mode, quota); signing in then lands on the home page.
  }
}
