import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../api/auth';

/** A cookie jar behind document.cookie, as much of it as cookies.ts uses. */
function stubCookies(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  vi.stubGlobal('location', { protocol: 'http:' });
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      if (attrs.some((a) => a.trim() === 'Max-Age=0')) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1).trim());
    },
  });
  return jar;
}

const member = (over: Partial<User> = {}): User => ({
  id: 7,
  email: 'ada@example.test',
  username: 'ada',
  phone: null,
  first_name: 'Ada',
  last_name: null,
  active: true,
  deactivated: false,
  listed: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  roles: [],
  ...over,
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fresh module (and so a fresh query cache) for each test. */
async function load() {
  vi.resetModules();
  const { authStore, isAdmin } = await import('./auth-store');
  const { queryClient } = await import('../api/query-client');
  const { keys } = await import('../api/keys');
  return { authStore, isAdmin, queryClient, keys };
}

beforeEach(() => vi.stubGlobal('fetch', vi.fn()));
afterEach(() => vi.unstubAllGlobals());

describe('authStore on the query cache', () => {
  it('is a ready guest at once without a token, and asks nothing', async () => {
    stubCookies();
    const { authStore } = await load();
    authStore.init();
    expect(authStore.get()).toEqual({ status: 'ready', user: null });
    expect(await authStore.ready()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks a stored token once, loading until the user is known', async () => {
    stubCookies({ token: 'good' });
    vi.mocked(fetch).mockResolvedValue(json(200, { user: member() }));
    const { authStore, queryClient, keys } = await load();
    authStore.init();
    expect(authStore.get().status).toBe('loading');
    const [first, second] = await Promise.all([authStore.ready(), authStore.ready()]);
    expect(first?.username).toBe('ada');
    expect(second).toBe(first);
    expect(authStore.get()).toEqual({ status: 'ready', user: first });
    expect(queryClient.getQueryData(keys.user)).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('forgets a token the server refuses', async () => {
    const jar = stubCookies({ token: 'revoked' });
    vi.mocked(fetch).mockResolvedValue(json(401, { message: 'Please sign in.' }));
    const { authStore } = await load();
    authStore.init();
    expect(await authStore.ready()).toBeNull();
    expect(authStore.get()).toEqual({ status: 'ready', user: null });
    expect(jar.has('token')).toBe(false);
  });

  it('signs in, updates and forgets through the cache, telling subscribers each time', async () => {
    const jar = stubCookies();
    const { authStore, isAdmin } = await load();
    authStore.init();
    const seen: Array<string | null> = [];
    const stop = authStore.subscribe(() => seen.push(authStore.get().user?.first_name ?? null));

    authStore.signIn('fresh', member({ roles: [{ slug: 'administrator' }] }));
    expect(jar.get('token')).toBe('fresh');
    expect(isAdmin(authStore.get().user)).toBe(true);
    expect(await authStore.ready()).toMatchObject({ username: 'ada' });

    const before = authStore.get();
    expect(authStore.get()).toBe(before); // a stable snapshot for useSyncExternalStore
    authStore.updateUser(member({ first_name: 'Augusta' }));
    expect(authStore.get().user?.first_name).toBe('Augusta');

    authStore.forget();
    expect(authStore.get()).toEqual({ status: 'ready', user: null });
    expect(jar.has('token')).toBe(false);
    authStore.updateUser(member()); // signed out: ignored
    expect(authStore.get().user).toBeNull();
    stop();
    expect(seen).toContain('Augusta');
    expect(seen.at(-1)).toBeNull();
  });

  it('refetches the user on refresh (after a mailed email-change link)', async () => {
    stubCookies({ token: 'good' });
    vi.mocked(fetch)
      .mockResolvedValueOnce(json(200, { user: member() }))
      .mockResolvedValueOnce(json(200, { user: member({ email: 'new@example.test' }) }));
    const { authStore } = await load();
    authStore.init();
    await authStore.ready();
    expect((await authStore.refresh())?.email).toBe('new@example.test');
    expect(authStore.get().user?.email).toBe('new@example.test');
  });

  it('refreshes a user who signed in on this page (the entry was written, not fetched)', async () => {
    stubCookies();
    vi.mocked(fetch).mockResolvedValueOnce(json(200, { user: member({ active: true, first_name: 'Fresh' }) }));
    const { authStore } = await load();
    authStore.init();
    authStore.signIn('fresh', member({ active: false }));
    expect((await authStore.refresh())?.first_name).toBe('Fresh');
    expect(authStore.get().user?.active).toBe(true);
  });

  it('keeps what a guest was shown when they sign in (marked stale), drops what a member was shown when they leave', async () => {
    stubCookies();
    const { authStore, queryClient, keys } = await load();
    authStore.init();
    const shelf = ['skus', 'shelf', 'popular'];
    queryClient.setQueryData(shelf, [{ title: 'A public book' }]);
    const preview = ['skus', 'family', 3];
    authStore.signIn('admin', member({ id: 1, roles: [{ slug: 'administrator' }] }));
    expect(queryClient.getQueryData(shelf)).toEqual([{ title: 'A public book' }]);
    expect(queryClient.getQueryState(shelf)?.isInvalidated).toBe(true);
    queryClient.setQueryData(preview, { title: 'An unpublished book' });
    authStore.updateUser(member({ id: 1, first_name: 'Augusta' }));
    expect(queryClient.getQueryData(preview)).toEqual({ title: 'An unpublished book' });
    authStore.forget();
    expect(queryClient.getQueryData(preview)).toBeUndefined();
    expect(queryClient.getQueryData(keys.user)).toBeNull();
  });
});
