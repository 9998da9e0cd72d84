import { expect, test } from 'vitest';
import { makeComment } from '../../../test/community-factories';
import { makeArticle } from '../../../test/content-factories';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { answerQueries, queriesOf } from '../../../test/queries';
import { db } from '../../platform/db';

// The menu's pages (issue 27): /about and /mission and the links as the console keeps them, the
// live index of discussions and the members who chose to be listed, each read kept by the read
// cache until a write changes what it showed.

const app = await testApp();
const admin = await makeAdmin();
const adminToken = await signIn(admin);
const memberToken = await signIn(await makeUser());

/** A second read of `path` is kept: it costs the cache clock's read alone. */
async function expectKept(path: string) {
  const { queries } = await queriesOf(() => app.get(path));
  expect(queries, path).toHaveLength(1);
  expect(queries[0]).toMatch(/cache_clock/);
}

test('a site page is empty (null) until an administrator writes it; an edit is read at once; a blank body empties it again', async () => {
  expect((await app.get('/api/site/pages/about')).body).toEqual({ page: null });
  await expectKept('/api/site/pages/about');

  const saved = await app.put('/api/admin/site-pages/about', { id: 'about', title: 'About us', body: '<p>We <script>alert(1)</script>make <b>books</b>.</p><img src=x onerror=alert(1)>' }, adminToken);
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({ id: 'about', title: 'About us', body: '<p>We make <b>books</b>.</p><img src="x" />' });
  const page = (await app.get('/api/site/pages/about')).body.page;
  expect(page).toMatchObject({ slug: 'about', title: 'About us', body: '<p>We make <b>books</b>.</p><img src="x" />' });

  await app.put('/api/admin/site-pages/about', { title: 'About us', body: '<p>Kept, then edited.</p>' }, adminToken);
  expect((await app.get('/api/site/pages/about')).body.page.body).toBe('<p>Kept, then edited.</p>');
  await expectKept('/api/site/pages/about');
  await app.put('/api/admin/site-pages/about', { title: 'About us', body: '<p>Edited again.</p>' }, adminToken);
  expect((await app.get('/api/site/pages/about')).body.page.body).toBe('<p>Edited again.</p>');

  await app.put('/api/admin/site-pages/about', { title: 'About us', body: '<p><br></p><p>&nbsp;</p>' }, adminToken);
  expect((await app.get('/api/site/pages/about')).body).toEqual({ page: null });
  expect((await app.get('/api/site/pages/mission')).body).toEqual({ page: null });
});

test('site pages: only administrators write; unknown pages are 404; bad input is a 400 that changes nothing', async () => {
  await app.put('/api/admin/site-pages/mission', { title: 'Mission', body: '<p>To print.</p>' }, adminToken);
  expect((await app.put('/api/admin/site-pages/mission', { title: 'X', body: '<p>Y</p>' })).status).toBe(401);
  expect((await app.put('/api/admin/site-pages/mission', { title: 'X', body: '<p>Y</p>' }, memberToken)).status).toBe(403);
  expect((await app.get('/api/admin/site-pages', memberToken)).status).toBe(403);
  for (const path of ['/api/site/pages/contact', `/api/site/pages/${'a'.repeat(100)}`, '/api/admin/site-pages/terms']) {
    expect((await app.get(path, adminToken)).status, path).toBe(404);
  }
  expect((await app.get(`/api/site/pages/${'a'.repeat(101)}`)).status).toBe(400);
  expect((await app.put('/api/admin/site-pages/terms', { title: 'Terms', body: '' }, adminToken)).status).toBe(404);
  for (const body of [{ title: '', body: '<p>x</p>' }, { title: 'Mission', body: 5 }, { title: 'Mis\u0000sion', body: '<p>x</p>' }, { title: 'Mission', body: 'x'.repeat(200_001) }]) {
    expect((await app.put('/api/admin/site-pages/mission', body, adminToken)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
  }
  expect((await app.get('/api/site/pages/mission')).body.page).toMatchObject({ title: 'Mission', body: '<p>To print.</p>' });

  const list = await app.get(`/api/admin/site-pages?sort=${encodeURIComponent('["id","ASC"]')}`, adminToken);
  expect(list.headers['content-range']).toBe('site-pages 0-1/2');
  expect(list.body.map((p: { id: string; updated_at: string | null }) => [p.id, p.updated_at !== null])).toEqual([['about', true], ['mission', true]]);
});

test('links: the console creates, orders, edits and deletes them (http and https only); the public list follows at once', async () => {
  const before = (await app.get('/api/site/links')).body.links.length;
  const a = await app.post('/api/admin/site-links', { title: 'Gutenberg', url: 'https://www.gutenberg.org/', description: 'Free ebooks.', position: 2 }, adminToken);
  expect(a.status).toBe(201);
  const b = await app.post('/api/admin/site-links', { title: 'Archive', url: 'http://archive.org/', position: 1 }, adminToken);
  expect(b.body).toMatchObject({ title: 'Archive', description: null, position: 1 });
  expect((await app.get('/api/site/links')).body.links.slice(before).map((l: { title: string }) => l.title)).toEqual(['Archive', 'Gutenberg']);
  await expectKept('/api/site/links');

  await app.put(`/api/admin/site-links/${b.body.id}`, { ...b.body, position: 3 }, adminToken);
  expect((await app.get('/api/site/links')).body.links.slice(before).map((l: { title: string }) => l.title)).toEqual(['Gutenberg', 'Archive']);
  expect((await app.send('delete', `/api/admin/site-links/${a.body.id}`, undefined, adminToken)).body).toMatchObject({ id: a.body.id });
  expect((await app.get('/api/site/links')).body.links.slice(before).map((l: { title: string }) => l.title)).toEqual(['Archive']);

  for (const url of ['javascript:alert(1)', 'ftp://example.org/', 'data:text/html,x', 'example.org', '']) {
    const res = await app.post('/api/admin/site-links', { title: 'Bad', url }, adminToken);
    expect({ url, status: res.status, errors: Object.keys(res.body.errors ?? {}) }).toEqual({ url, status: 400, errors: ['url'] });
  }
  expect((await app.post('/api/admin/site-links', { title: 'Ok', url: 'https://example.org/', position: 'first' }, adminToken)).status).toBe(400);
  expect((await app.put('/api/admin/site-links/99999999999', { title: 'Ok', url: 'https://example.org/' }, adminToken)).status).toBe(400);
  expect((await app.put('/api/admin/site-links/2000000000', { title: 'Ok', url: 'https://example.org/' }, adminToken)).status).toBe(404);
  expect((await app.post('/api/admin/site-links', { title: 'Ok', url: 'https://example.org/' })).status).toBe(401);
  expect((await app.post('/api/admin/site-links', { title: 'Ok', url: 'https://example.org/' }, memberToken)).status).toBe(403);
  expect((await app.get('/api/site/links')).body.links.slice(before).map((l: { title: string }) => l.title)).toEqual(['Archive']);
});

test('forums: articles with shown comments, newest thread or most comments first, paged; hidden, removed and unpublished ones do not count', async () => {
  const [alice, bob] = [await makeUser(), await makeUser()];
  const busy = await makeArticle({ title: 'Busy thread' });
  const fresh = await makeArticle({ title: 'Fresh thread' });
  const quiet = await makeArticle({ title: 'No comments' });
  const draft = await makeArticle({ title: 'Draft', published: false });
  for (let i = 0; i < 3; i++) await makeComment({ article: busy.id, author: alice });
  const hidden = await makeComment({ article: busy.id, author: bob });
  const removed = await makeComment({ article: busy.id, author: bob });
  await db('comments').where({ id: hidden.id }).update({ hidden_at: new Date() });
  await db('comments').where({ id: removed.id }).update({ deleted_at: new Date() });
  await makeComment({ article: draft.id, author: bob });
  const latest = await makeComment({ article: fresh.id, author: bob });

  const recent = (await app.get('/api/forums')).body;
  expect(recent).toMatchObject({ total: 2, page: 1, page_size: 20 });
  expect(recent.items).toEqual([
    { article_id: fresh.slug, title: 'Fresh thread', comments: 1, last_activity: expect.any(String), last_comment_id: latest.id },
    expect.objectContaining({ article_id: busy.slug, comments: 3 }),
  ]);
  expect(recent.items.map((d: { article_id: string }) => d.article_id)).not.toContain(quiet.slug);
  expect((await app.get('/api/forums?sort=active')).body.items.map((d: { article_id: string }) => d.article_id)).toEqual([busy.slug, fresh.slug]);
  expect((await app.get('/api/forums?page=2')).body).toMatchObject({ items: [], total: 2, page: 2 });

  // A new comment is on the next read; so is a moderator hiding one.
  await expectKept('/api/forums?sort=active');
  const reply = await makeComment({ article: fresh.id, author: alice });
  await makeComment({ article: fresh.id, author: alice });
  const [first] = (await app.get('/api/forums?sort=active')).body.items;
  expect(first).toMatchObject({ article_id: fresh.slug, comments: 3 });
  await db('comments').where({ id: reply.id }).update({ hidden_at: new Date() });
  expect((await app.get('/api/forums?sort=active')).body.items[0]).toMatchObject({ article_id: busy.slug, comments: 3 });

  for (const query of ['sort=oldest', 'page=0', 'page=-1', 'page=1.5', 'page=99999999999', 'page=abc', 'sort=recent&extra=1', 'sort=%00']) {
    expect((await app.get(`/api/forums?${query}`)).status, query).toBe(400);
  }
});

test('members: listed authors and commenters with their counts and public names only; one who opts out in the profile is gone at once', async () => {
  const writer = await makeUser();
  const talker = await makeUser();
  const silent = await makeUser();
  await db('users').where({ id: writer.id }).update({ first_name: 'Wanda', last_name: 'Writer' });
  const article = await makeArticle({ author_id: writer.id });
  await makeArticle({ author_id: writer.id, published: false });
  await makeComment({ article: article.id, author: talker });
  const hidden = await makeComment({ article: article.id, author: talker });
  await db('comments').where({ id: hidden.id }).update({ hidden_at: new Date() });

  const listed = (await app.get('/api/members')).body;
  const byName = new Map(listed.items.map((m: { username: string }) => [m.username, m]));
  expect(byName.get(writer.username)).toEqual({ username: writer.username, first_name: 'Wanda', last_name: 'Writer', articles: 1, comments: 0 });
  expect(byName.get(talker.username)).toEqual({ username: talker.username, first_name: 'Test', last_name: 'Member', articles: 0, comments: 1 });
  expect(byName.has(silent.username)).toBe(false);
  expect(JSON.stringify(listed)).not.toMatch(/@example|email/);

  await expectKept('/api/members');
  const token = await signIn(talker);
  const optOut = await app.post('/api/user', { first_name: '', last_name: '', phone: '', listed: false }, token);
  expect(optOut.status).toBe(200);
  expect(optOut.body.user.listed).toBe(false);
  expect((await app.get('/api/members')).body.items.map((m: { username: string }) => m.username)).not.toContain(talker.username);
  expect((await app.post('/api/user', { listed: 'no' }, token)).status).toBe(400);
  expect((await app.get('/api/user', token)).body.user.listed).toBe(false);

  await app.post('/api/user', { first_name: '', last_name: '', phone: '', listed: true }, token);
  expect((await app.get('/api/members')).body.items.map((m: { username: string }) => m.username)).toContain(talker.username);

  expect((await app.get('/api/members?page=500')).body).toMatchObject({ items: [], total: (await app.get('/api/members')).body.total, page: 500 });
  for (const query of ['page=0', 'page=x', 'sort=recent', 'page=10001']) expect((await app.get(`/api/members?${query}`)).status, query).toBe(400);
});

test('a page of either directory costs at most two queries on a miss, as issue 13 asks of a page', async () => {
  const author = await makeUser();
  for (let i = 0; i < 3; i++) {
    const article = await makeArticle({ author_id: author.id });
    await makeComment({ article: article.id, author });
  }
  for (const path of ['/api/forums?sort=active&page=1', '/api/members?page=1']) {
    const { result, queries } = await queriesOf(() => app.get(path));
    expect(result.body.items.length, path).toBeGreaterThan(0);
    expect(answerQueries(queries).length, path).toBeLessThanOrEqual(2);
  }
});
