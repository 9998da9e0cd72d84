import supertest from 'supertest';
import { expect, test } from 'vitest';
import { testApp } from '../test/http';
import { makeArticle } from '../test/content-factories';
import { makeSku } from '../test/shop-factories';
import { makeUser, signIn } from '../test/factories';

// The built site over HTTP (no browser): the server knows the web app's route table, so a path
// the app shows its 404 page on answers 404, with the very same shell.

const app = await testApp({ client: 'built' });
const http = supertest(app.url);

test('unknown paths, /404 and missing or hidden products answer 404 with the same shell as any page', async () => {
  // A page the browser renders (the public pages come server-rendered to an anonymous visitor).
  const shell = (await http.get('/login')).text;
  expect(shell).toContain('<div id="root">');
  const hidden = await makeSku({ title: 'Hidden', published: false });
  const hiddenFormat = await makeSku({ title: 'Paperback', parent_sku: hidden });
  const draft = await makeArticle({ published: false });
  for (const path of ['/no/such/page', '/404', '/shop/999999', `/shop/${hidden}`, `/shop/${hiddenFormat}`, '/shop/2147483648', '/shop/checkout-typo', '/login/extra', '/article/no_such_article', `/article/${draft.slug}`]) {
    const res = await http.get(path);
    expect({ path, status: res.status }).toEqual({ path, status: 404 });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toBe(shell);
  }
  expect((await http.head('/no/such/page')).status).toBe(404);
});

test('pages the app has answer 200, a shown product or article with its head; the console routes itself', async () => {
  const id = await makeSku({ title: 'The Shape of Design' });
  await makeArticle({ slug: 'the_center', title: 'The Center' });
  for (const path of ['/', '/shop', '/shop/search/ink', '/shop/returns', '/services', '/article/the_center', '/search/shop/ink', `/shop/${id}`, '/chariot', '/chariot/no/such/screen']) {
    expect({ path, status: (await http.get(path)).status }).toEqual({ path, status: 200 });
  }
  expect((await http.get(`/shop/${id}`)).text).toContain('<meta property="og:title" content="The Shape of Design" />');
  const article = (await http.get('/article/the_center')).text;
  expect(article).toContain('<meta property="og:title" content="The Center" />');
  expect(article).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Article"/);
});

test("every public page's head links the articles' feed; the console's does not", async () => {
  for (const path of ['/', '/shop', '/no/such/page']) {
    const html = (await http.get(path)).text;
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/rss.xml" \/>\s*<\/head>/);
  }
  expect((await http.get('/chariot')).text).not.toContain('application/rss+xml');
});

test("a product's title goes into the head as text: no replacement patterns, no way out of the JSON-LD", async () => {
  const title = "Price $& and $' and $` and </script><script>alert(1)</script>";
  const id = await makeSku({ title });
  const res = await http.get(`/shop/${id}`);
  expect(res.status).toBe(200);
  const escaped = 'Price $&#38; and $&#39; and $` and &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;';
  expect(res.text).toContain(`<title>${escaped} | `);
  expect(res.text).toContain(`<meta property="og:title" content="${escaped}" />`);
  expect(res.text.match(/<\/head>/g)).toHaveLength(1);
  expect(res.text.match(/<title>/g)).toHaveLength(1);
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.text)![1]!;
  expect(jsonLd).not.toContain('<');
  expect(JSON.parse(jsonLd).name).toBe(title);
});

test('a missing asset is a plain 404 that names no path', async () => {
  const res = await http.get('/assets/no-such-chunk.js');
  expect(res.status).toBe(404);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.text).toBe('Not Found');
});

/** What the server rendered inside #root ('' for the plain shell). */
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*(?:<script type="application\/json" id="server-state">|<noscript>)/.exec(html)?.[1] ?? '';

test('an anonymous visitor gets a product and an article rendered on the server, with the state to hydrate from', async () => {
  const id = await makeSku({ title: 'Rendered Ahead' });
  await makeArticle({ slug: 'rendered_ahead', title: 'Written Ahead', body: '<p>The first paragraph, from the server.</p>' });
  const product = await http.get(`/shop/${id}`);
  expect(product.status).toBe(200);
  expect(product.headers.vary).toMatch(/Cookie/);
  expect(rootOf(product.text)).toMatch(/<h1 [^>]*>Rendered Ahead<\/h1>/);
  expect(product.text).toContain('<script type="application/json" id="server-state">');
  // The per-page head stays.
  expect(product.text).toContain('<meta property="og:title" content="Rendered Ahead" />');
  // The app's scripts are left to the loader, which fetches them once the page's first view has painted.
  expect(product.text).toMatch(/<script type="module" crossorigin fetchpriority="low" src="\/assets\/app-loader-[\w-]+\.js" data-app="\/assets\/web-[\w-]+\.js" data-imports="[^"]*react-dom[^"]*">/);
  expect(product.text).not.toContain('rel="modulepreload"');
  const article = await http.get('/article/rendered_ahead');
  expect(rootOf(article.text)).toMatch(/<h1 [^>]*>Written Ahead<\/h1>/);
  expect(rootOf(article.text)).toContain('<p>The first paragraph, from the server.</p>');
  // The state is JSON no text can break out of.
  const state = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(article.text)?.[1];
  expect(JSON.parse(state!).queries.queries.map((q: { queryKey: unknown }) => q.queryKey)).toContainEqual(['articles', 'detail', 'rendered_ahead']);
});

test('a request with a session gets the shell, and no render carries a member\'s data', async () => {
  const member = await makeUser({ username: 'ssr_member_only' });
  const token = await signIn(member);
  const id = await makeSku({ title: 'Personal Edition' });
  for (const set of [{ Cookie: `theme=1; token=${token}` }, { Authorization: `Bearer ${token}` }]) {
    const res = await http.get(`/shop/${id}`).set(set);
    expect(res.status).toBe(200);
    expect(rootOf(res.text)).toBe('');
    expect(res.text).not.toContain('id="server-state"');
    // The shell renders in the browser: its app's scripts come at once.
    expect(res.text).toMatch(/<script type="module" crossorigin src="\/assets\/web-[\w-]+\.js">/);
    expect(res.text).toContain('<meta property="og:title" content="Personal Edition" />');
  }
  // Another cookie alone (the theme) is still anonymous; the render is a guest's.
  const anonymous = await http.get(`/shop/${id}`).set({ Cookie: 'theme=1' });
  expect(rootOf(anonymous.text)).toMatch(/<h1 [^>]*>Personal Edition<\/h1>/);
  expect(anonymous.text).not.toContain('ssr_member_only');
});

test('a reader who chose the dark theme gets the page dark from the server', async () => {
  const id = await makeSku({ title: 'Night Edition' });
  expect((await http.get(`/shop/${id}`).set({ Cookie: 'theme=1' })).text).toContain('<html lang="en" data-theme="dark">');
  expect((await http.get(`/shop/${id}`).set({ Cookie: 'theme=0' })).text).toContain('<html lang="en">');
  expect((await http.get('/cart')).text).toContain('<html lang="en">');
  expect((await http.get('/cart').set({ Cookie: 'theme=1' })).text).toContain('<html lang="en" data-theme="dark">');
});
