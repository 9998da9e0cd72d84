import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savePath } from './save-path';
import { isAdminPath, takeSavedPath } from './saved-path';

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('saved path', () => {
  it('is taken once, defaulting to "/"', () => {
    savePath('/profile?tab=email');
    expect(takeSavedPath()).toBe('/profile?tab=email');
    expect(takeSavedPath()).toBe('/');
  });

  it('never leads off the site or back to /login', () => {
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', '/login', 'profile']) {
      savePath(bad);
      expect(takeSavedPath()).toBe('/');
    }
  });

  it('knows the admin console needs a full page load', () => {
    expect(isAdminPath('/chariot/skus')).toBe(true);
    expect(isAdminPath('/chariot')).toBe(true);
    expect(isAdminPath('/chariots')).toBe(false);
  });
});
