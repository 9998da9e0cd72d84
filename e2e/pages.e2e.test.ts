import supertest from 'supertest';
import { expect, test } from 'vitest';
import { testApp } from '../test/http';
import { makeArticle } from '../test/content-factories';
import { makeSku } from '../test/shop-factories';
import { makeAdmin, makeUser, signIn } from '../test/factories';

// The built site over HTTP (no browser): each page is a route module rendered on the server by
// React Router; its loader's 404 is the answer's status.

const app = await testApp({ client: 'built' });
const http = supertest(app.url);

const NOT_FOUND_HEADING = '<h1 id="not-found-title">404: Not Found.</h1>';

test('unknown paths, /404 and missing or hidden records answer 404 with the not-found page', async () => {
  const hidden = await makeSku({ title: 'Hidden', published: false });
  const hiddenFormat = await makeSku({ title: 'Paperback', parent_sku: hidden });
  const draft = await makeArticle({ published: false });
  for (const path of ['/no/such/page', '/404', '/shop/999999', `/shop/${hidden}`, `/shop/${hiddenFormat}`, '/shop/2147483648', '/shop/checkout-typo', '/login/extra', '/article/no_such_article', `/article/${draft.slug}`]) {
    const res = await http.get(path);
    expect({ path, status: res.status }).toEqual({ path, status: 404 });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(NOT_FOUND_HEADING);
    expect(res.text).toContain('<title>Not Found · ');
  }
  expect((await http.head('/no/such/page')).status).toBe(404);
});

test('pages answer 200, a shown product or article with its head; the console routes itself', async () => {
  const id = await makeSku({ title: 'The Shape of Design' });
  await makeArticle({ slug: 'the_center', title: 'The Center' });
  for (const path of ['/', '/shop', '/shop/search/ink', '/shop/returns', '/services', '/article/the_center', '/search/shop/ink', `/shop/${id}`, '/login', '/chariot', '/chariot/no/such/screen']) {
    expect({ path, status: (await http.get(path)).status }).toEqual({ path, status: 200 });
  }
  expect((await http.get(`/shop/${id}`)).text).toContain('<meta property="og:title" content="The Shape of Design"/>');
  const article = (await http.get('/article/the_center')).text;
  expect(article).toContain('<meta property="og:title" content="The Center"/>');
  expect(article).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Article"/);
});

test("every public page's head links the articles' feed; the console's does not", async () => {
  for (const path of ['/', '/shop', '/no/such/page']) {
    expect((await http.get(path)).text).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/rss.xml"\/>/);
  }
  expect((await http.get('/chariot')).text).not.toContain('application/rss+xml');
});

test("a product's title goes into the head as text: no way out of the title or the JSON-LD", async () => {
  const title = "Price $& and $' and </script><script>alert(1)</script>";
  const id = await makeSku({ title });
  const res = await http.get(`/shop/${id}`);
  expect(res.status).toBe(200);
  expect(res.text).not.toContain('<script>alert(1)');
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

test('a page comes rendered and kept for visitors, its inline scripts allowed by hash; a member’s by the nonce of its answer alone', async () => {
  const id = await makeSku({ title: 'Rendered Ahead' });
  await makeArticle({ slug: 'rendered_ahead', title: 'Written Ahead', body: '<p>The first paragraph, from the server.</p>' });
  const product = await http.get(`/shop/${id}`);
  expect(product.text).toMatch(/<h1 [^>]*>Rendered Ahead<\/h1>/);
  expect(product.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
  expect(product.headers.vary).toMatch(/Cookie/);
  expect(product.headers['content-security-policy']).toMatch(/script-src [^;]*'sha256-/);
  expect(product.text).not.toMatch(/\snonce=/);

  const member = await signIn(await makeUser());
  const own = await http.get(`/shop/${id}`).set({ Cookie: `token=${member}` });
  expect(own.headers['cache-control']).toBe('no-cache');
  const nonce = /'nonce-([^']+)'/.exec(String(own.headers['content-security-policy']))?.[1] ?? '';
  expect(nonce).toBeTruthy();
  const inline = [...own.text.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((m) => m[1] ?? '');
  expect(inline.length).toBeGreaterThan(0);
  for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
  expect((await http.get(`/shop/${id}`).set({ Cookie: `token=${member}` })).headers['content-security-policy']).not.toContain(nonce);
  const article = await http.get('/article/rendered_ahead');
  expect(article.text).toMatch(/<h1 [^>]*>Written Ahead<\/h1>/);
  expect(article.text).toContain('<p>The first paragraph, from the server.</p>');
});

test("a member's session gets the visitor's page (personal parts load in the browser); an administrator's shows unpublished records", async () => {
  const member = await makeUser({ username: 'ssr_member_only' });
  const memberToken = await signIn(member);
  const id = await makeSku({ title: 'Personal Edition' });
  const asMember = await http.get(`/shop/${id}`).set({ Cookie: `theme=1; token=${memberToken}` });
  expect(asMember.text).toMatch(/<h1 [^>]*>Personal Edition<\/h1>/);
  expect(asMember.text).not.toContain('ssr_member_only');
  const hidden = await makeSku({ title: 'Not Yet Out', published: false });
  expect((await http.get(`/shop/${hidden}`).set({ Cookie: `token=${memberToken}` })).status).toBe(404);
  const adminToken = await signIn(await makeAdmin());
  const asAdmin = await http.get(`/shop/${hidden}`).set({ Cookie: `token=${adminToken}` });
  expect(asAdmin.status).toBe(200);
  expect(asAdmin.text).toMatch(/<h1 [^>]*>Not Yet Out<\/h1>/);
});

test('a reader who chose the dark theme gets the page dark from the server', async () => {
  const id = await makeSku({ title: 'Night Edition' });
  expect((await http.get(`/shop/${id}`).set({ Cookie: 'theme=1' })).text).toContain('<html lang="en" data-theme="dark">');
  expect((await http.get(`/shop/${id}`).set({ Cookie: 'theme=0' })).text).toContain('<html lang="en">');
  expect((await http.get('/login')).text).toContain('<html lang="en">');
  expect((await http.get('/login').set({ Cookie: 'theme=1' })).text).toContain('<html lang="en" data-theme="dark">');
});

test('a control character in a page address or a sign-in form is a 400 and signs nobody in', async () => {
  for (const path of ['/search?keyword=a%00b', '/shop/search/ink?tag=%1f']) expect({ path, status: (await http.get(path)).status }).toEqual({ path, status: 400 });
  const res = await http.post('/login').set('Origin', app.url).type('form').send('user=a%00b&password=correct-horse-battery');
  expect(res.status).toBe(400);
  expect(res.headers['set-cookie']).toBeUndefined();
  expect((await http.get('/healthz')).status).toBe(200);
});
