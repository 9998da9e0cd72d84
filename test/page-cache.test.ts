import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { db } from '../src/platform/db';
import { makeArticle } from './content-factories';
import { makeUser, signIn } from './factories';
import { testApp } from './http';
import { answerQueries, queriesOf } from './queries';

// Server-rendered pages kept for anonymous visitors (src/platform/http/page-cache.ts): by what
// their loaders read, with strong ETags, 304s, a Surrogate-Key, and a CSP that allows the page's
// inline scripts by their hashes (a nonce sent to everyone would be no secret).

const app = await testApp({ client: 'built' });

/** The hashes, as a CSP names them, of the inline scripts the page runs (data such as JSON-LD is not run). */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !attributes!.includes('application/ld+json'))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`);

test('an anonymous page is kept: strong ETag, 304, a Surrogate-Key of its rows, its inline scripts allowed by hash', async () => {
  const article = await makeArticle({ title: 'A Page Worth Keeping' });
  const path = `/article/${article.slug}`;
  const first = await app.get(path);
  expect(first.status).toBe(200);
  expect(first.text).toContain('A Page Worth Keeping');
  expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
  expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
  expect(first.headers['surrogate-key']!.split(' ')).toEqual(expect.arrayContaining([`articles:slug=${article.slug}`, `articles:id=${article.id}`]));
  expect(first.headers.vary).toMatch(/Cookie/);
  expect(first.text).not.toMatch(/\snonce=/);
  const scriptSrc = /script-src ([^;]+)/.exec(first.headers['content-security-policy']!)![1]!.split(' ');
  expect(scriptSrc).not.toContainEqual(expect.stringMatching(/^'nonce-/));
  // Those and no others (src/platform/http/security.ts policyForScriptsIn).
  expect(new Set(scriptSrc.filter((source) => source.startsWith("'sha256-")))).toEqual(new Set(inlineScriptHashes(first.text)));

  const { result: again, queries } = await queriesOf(() => app.get(path));
  expect(again.text).toBe(first.text);
  expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  expect(answerQueries(queries)).toEqual([]);
  expect((await app.get(path).set('If-None-Match', first.headers.etag!)).status).toBe(304);
});

test('a write to what a page shows is seen at once; a write to another article leaves it kept', async () => {
  const [shown, other] = [await makeArticle({ title: 'Before the Edit' }), await makeArticle()];
  const path = `/article/${shown.slug}`;
  await app.get(path);
  await db('articles').where({ id: other.id }).update({ title: 'Someone Else’s Edit', likes: 9 });
  const { queries } = await queriesOf(() => app.get(path));
  expect(answerQueries(queries)).toEqual([]);

  await db('articles').where({ id: shown.id }).update({ title: 'After the Edit' });
  const after = await app.get(path);
  expect(after.text).toContain('After the Edit');
  expect(after.text).not.toContain('Before the Edit');
});

test('pages are kept per chosen theme; a visitor with a session gets a page of their own, never kept', async () => {
  const article = await makeArticle();
  const path = `/article/${article.slug}`;
  const dark = await app.get(path).set('Cookie', 'theme=1');
  const light = await app.get(path).set('Cookie', 'theme=0');
  expect(dark.text).toMatch(/<html[^>]*data-theme="dark"/);
  expect(light.text).not.toMatch(/<html[^>]*data-theme="dark"/);
  expect((await app.get(path).set('Cookie', 'theme=1')).text).toBe(dark.text);

  const token = await signIn(await makeUser());
  const own = await app.get(path).set('Cookie', `token=${token}`);
  expect(own.status).toBe(200);
  expect(own.headers['surrogate-key']).toBeUndefined();
  expect(own.headers['cache-control']).toBe('no-cache');
  expect(own.text).toMatch(/\snonce=/);
});

test('a page that is not there, or that sends the visitor on, is not kept', async () => {
  const missing = await app.get('/article/no_such_article_here');
  expect(missing.status).toBe(404);
  expect(missing.headers['surrogate-key']).toBeUndefined();
  expect((await app.get('/article/no_such_article_here')).status).toBe(404);
});

test('a query nested past the API’s limit is refused on pages too, and nothing is kept for it', async () => {
  const deep = `/shop?${'a'.concat('[x]'.repeat(6))}=1`;
  const refused = await app.get(deep);
  expect(refused.status).toBe(400);
  expect(refused.headers['surrogate-key']).toBeUndefined();
  expect((await app.get(`/shop?${'a'.concat('[x]'.repeat(5))}=1`)).status).toBe(200);
  expect((await app.get('/healthz')).status).toBe(200);
});
