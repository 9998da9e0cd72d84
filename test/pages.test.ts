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

test("a page's scripts wait for its first view: the HTML fetches none, and the router's module script is inert, followed by the script that starts it after the page's modules", async () => {
  const sku = await makeSku({ title: 'Scripts Wait' });
  for (const path of ['/', `/shop/${sku}`, '/articles', '/login']) {
    const html = (await app.get(path)).text;
    expect(html, path).not.toMatch(/<link[^>]*modulepreload/);
    expect(html, path).not.toMatch(/<script[^>]*type="module"/);
    const [, entry = '', modules = '', boot = ''] =
      /<script[^>]*type="text\/x-after-first-view">[\s\S]*?<\/script><script[^>]*data-entry="([^"]*)" data-modules="([^"]*)">(\(function startAfterFirstView[\s\S]*?)<\/script>/.exec(html) ?? [];
    // Sent as written: nothing of the module runner's that loaded the server (it rewrites import()).
    expect(boot, path).not.toMatch(/__vite/);
    expect(entry, path).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/);
    // The root before the page's own route, each after what it imports.
    const named = modules.split(' ');
    const at = (pattern: RegExp) => named.findIndex((href) => pattern.test(href));
    expect(at(/^\/assets\/react-router-[\w-]+\.js$/), path).toBeGreaterThanOrEqual(0);
    expect(at(/^\/assets\/root-[\w-]+\.js$/), path).toBeGreaterThan(at(/^\/assets\/react-router-[\w-]+\.js$/));
    expect(named, path).not.toContain(entry);
  }
});

test("the catalogue's cards say how to buy: Add to Cart for a book sold as itself, Choose format for one with formats", async () => {
  const single = await makeSku({ title: 'Quickly Single', qty_on_hand: 3 });
  const family = await makeSku({ title: 'Quickly Family' });
  await makeSku({ title: 'Paperback', parent_sku: family });
  await makeSku({ title: 'Quickly Gone', qty_on_hand: 0 });
  // The search path renders the catalogue's first page on the server; its cards, not the shelves'.
  const html = (await app.get('/shop/search/quickly')).text.replaceAll('<!-- -->', '');
  const cards = html.slice(html.indexOf('aria-label="Catalogue results"')).match(/<article\b[^>]*>.*?<\/article>/gs) ?? [];
  const card = (title: string) => cards.find((c) => c.includes(`>${title}</a>`)) ?? '';
  expect(card('Quickly Single')).toContain(`href="/shop/${single}"`);
  expect(card('Quickly Single')).toMatch(/<button type="button" class="button button-secondary button-small [^"]*" aria-label="Add to Cart: Quickly Single">.*Add to Cart<\/button>/s);
  expect(card('Quickly Family')).toMatch(new RegExp(`<a class="button button-secondary button-small [^"]*" aria-label="Choose format: Quickly Family" href="/shop/${family}"[^>]*>Choose format</a>`));
  expect(card('Quickly Family')).not.toContain('Add to Cart');
  expect(card('Quickly Gone')).toContain('Out of Stock');
  expect(card('Quickly Gone')).not.toContain('<button');
});
