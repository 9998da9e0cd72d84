import { expect, test } from 'vitest';
import { makeComment } from './community-factories';
import { makeArticle } from './content-factories';
import { makeUser } from './factories';
import { testApp } from './http';
import { makeSku } from './shop-factories';

// The built site answers each path with the status of what React Router renders for it
// (src/web/routes.ts): 200 for a path a page takes, 404 for one none takes (the not-found page)
// or whose record is not there.

const app = await testApp({ client: 'built' });

const NOT_FOUND = '<h1 id="not-found-title">404: Not Found.</h1>';

test('paths a page takes answer 200 with that page, personal pages included (they load in the browser)', async () => {
  const sku = await makeSku({ title: 'Paths and Pages' });
  const article = await makeArticle({ slug: 'paths_and_pages' });
  const comment = await makeComment({ article: article.id, author: await makeUser() });
  const paths = [
    ...['/', '/shop', '/shop/', '/SHOP', '/shop/search', '/shop/search/ink', '/shop/returns', `/shop/${sku}`, '/shop/checkout', '/shop/order_confirmation'],
    ...['/login', '/register', '/activate/abc', '/forgotpw', '/forgotpw/t0k3n', '/confirm-email/t0k3n', '/profile', '/privacy', '/terms', '/demo'],
    ...['/about', '/forums', '/members', '/mission', '/links', '/services', '/contact', '/volumes', '/articles', '/random'],
    ...[`/article/${article.slug}`, `/comment/${article.slug}/${comment.id}`, '/search', '/search/ink', '/search/shop/ink'],
  ];
  for (const path of paths) {
    const res = await app.get(path);
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).not.toContain(NOT_FOUND);
  }
});

test('unknown paths, /404 and paths whose record is not there answer 404 with the not-found page', async () => {
  const paths = ['/404', '/nope', '/shop/999999', '/shop/returns/extra', '/login/x', '/profile/x', '/article', '/search/a/b/c', '/shop/%E0', '/%00', '/caf%C3%A9'];
  for (const path of paths) {
    const res = await app.get(path);
    expect({ path, status: res.status }).toEqual({ path, status: 404 });
    expect(res.text).toContain(NOT_FOUND);
    expect(res.text).toContain('<title>Not Found · ');
  }
  expect((await app.send('head', '/nope')).status).toBe(404);
});

test("the account and static pages' titles are their headings", async () => {
  const titles = {
    '/login': 'Login',
    '/register': 'Register',
    '/forgotpw': 'Forgot your password?',
    '/forgotpw/t0k3n': 'Choose a new password',
    '/activate/abc': 'Activating your account',
    '/confirm-email/t0k3n': 'Confirming your email address',
    '/profile': 'Profile',
    '/privacy': 'Privacy Policy',
    '/terms': 'Terms &amp; Conditions',
    '/about': 'About',
    '/links': 'Links',
    '/demo': 'Tree of Life',
  };
  const shown: Record<string, string | undefined> = {};
  for (const path of Object.keys(titles)) shown[path] = /<title>(.*?) · [^<]*<\/title>/.exec((await app.get(path)).text)?.[1];
  expect(shown).toEqual(titles);
});

test("a page's scripts are first asked for at low priority: every module the router preloads is named low before it", async () => {
  const sku = await makeSku({ title: 'Scripts Wait' });
  for (const path of ['/', `/shop/${sku}`, '/articles', '/login']) {
    const links = [...(await app.get(path)).text.matchAll(/<link rel="modulepreload" href="([^"]+)"([^>]*)>/g)].map(([, href = '', rest = '']) => ({ href, low: rest.includes('fetchPriority="low"') }));
    const firstOfEach = new Map<string, boolean>();
    for (const { href, low } of links) if (!firstOfEach.has(href)) firstOfEach.set(href, low);
    expect(links.some((link) => !link.low), `${path}: the router's own links`).toBe(true);
    expect([...firstOfEach].filter(([, low]) => !low), path).toEqual([]);
  }
});
