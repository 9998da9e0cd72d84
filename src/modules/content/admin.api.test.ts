import { expect, test } from 'vitest';
import { makeArticle, makeContentTag, makeVolume } from '../../../test/content-factories';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { expectListContract, raQuery } from '../../../test/ra-contract';
import { db } from '../../platform/db';
import { ADMIN_ARTICLE_SORTS } from './admin-articles';
import { ADMIN_VOLUME_SORTS } from './admin-volumes';
import { ADMIN_TAG_SORTS } from './tags';

const app = await testApp();
const adminToken = await signIn(await makeAdmin());
const memberToken = await signIn(await makeUser());

const list = (resource: string, params: Record<string, unknown>) => app.get(`/api/admin/${resource}?${raQuery(params)}`, adminToken);
const slugs = (res: { body: Array<{ id: string }> }) => res.body.map((r) => r.id);

test('the console\'s APIs are for administrators only', async () => {
  for (const path of ['/api/admin/articles', '/api/admin/articles/stats', '/api/admin/tags', '/api/admin/volumes']) {
    expect((await app.get(path)).status).toBe(401);
    expect((await app.get(path, memberToken)).status).toBe(403);
    expect((await app.post(path, {}, memberToken)).status).toBe(403);
  }
});

test('the article list searches, filters by state and tag, sorts and pages with Content-Range; ids are slugs', async () => {
  const tag = await makeContentTag('admin_list_tag');
  await makeArticle({ slug: 'zq_published', title: 'Zq Alpha', tags: [tag] });
  await makeArticle({ slug: 'zq_draft', title: 'Zq Beta', published: false });
  await makeArticle({ slug: 'zq_suppressed', title: 'Gamma', headline: 'zq in the headline', published: false, published_at: new Date('2026-02-02') });

  const all = await list('articles', { filter: { q: 'zq' }, sort: ['title', 'ASC'], range: [0, 9] });
  expect(all.status).toBe(200);
  expect(slugs(all)).toEqual(['zq_suppressed', 'zq_published', 'zq_draft']);
  expect(all.headers['content-range']).toBe('articles 0-2/3');
  expect(all.body[0]).toMatchObject({ id: 'zq_suppressed', published: false, suppressed: true, tags: [] });
  expect(all.body[0]).not.toHaveProperty('body');

  expect(slugs(await list('articles', { filter: { q: 'zq', published: true } }))).toEqual(['zq_published']);
  expect(slugs(await list('articles', { filter: { q: 'zq', published: false }, sort: ['id', 'ASC'] }))).toEqual(['zq_draft', 'zq_suppressed']);
  expect(slugs(await list('articles', { filter: { q: 'zq', suppressed: true } }))).toEqual(['zq_suppressed']);
  expect(slugs(await list('articles', { filter: { q: 'zq', published: false, suppressed: false } }))).toEqual(['zq_draft']);
  expect(slugs(await list('articles', { filter: { tag } }))).toEqual(['zq_published']);
  expect(slugs(await list('articles', { filter: { tag: String(tag) } }))).toEqual(['zq_published']);
  expect((await list('articles', { filter: { tag: 2 ** 31 } })).status).toBe(400);
  // getMany by slug.
  expect(slugs(await list('articles', { filter: { id: ['zq_draft', 'zq_published'] }, sort: ['id', 'ASC'] }))).toEqual(['zq_draft', 'zq_published']);
  const page = await list('articles', { filter: { q: 'zq' }, sort: ['id', 'DESC'], range: [1, 1] });
  expect(page.headers['content-range']).toBe('articles 1-1/3');
  expect(slugs(page)).toEqual(['zq_published']);
  expect((await list('articles', { filter: { q: 'nothing matches this' } })).headers['content-range']).toBe('articles */0');

  for (const field of ADMIN_ARTICLE_SORTS) {
    for (const order of ['ASC', 'DESC']) {
      const res = await list('articles', { filter: { q: 'zq' }, sort: [field, order] });
      expect(res.status, `${field} ${order}`).toBe(200);
      expect(slugs(res).sort()).toEqual(['zq_draft', 'zq_published', 'zq_suppressed']);
    }
  }
  expect((await list('articles', { sort: ['body', 'ASC'] })).status).toBe(400);
  expect((await app.get(`/api/admin/articles?filter=${encodeURIComponent('{"q":"a\\u0000"}')}`, adminToken)).status).toBe(400);
});

test('the console\'s article record: create, show, update (the path names it; the id cannot change), delete', async () => {
  const tag = await makeContentTag('admin_record_tag', 'topic', 'Record');
  const created = await app.post('/api/admin/articles', { id: 'console_made', title: 'Made', body: '<p>x<script>y</script></p>', tags: [{ id: tag, tag_type: 'topic' }], references: [{ author: 'A', title: 'T' }] }, adminToken);
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ id: 'console_made', title: 'Made', body: '<p>x</p>', published: false, tags: [{ id: tag, label: 'Record' }], references: [{ author: 'A', title: 'T' }] });
  const shown = await app.get('/api/admin/articles/console_made', adminToken);
  expect(shown.body).toEqual(created.body);

  // ra-data-simple-rest sends the whole record back: read-only fields are dropped.
  const updated = await app.put('/api/admin/articles/console_made', { ...created.body, title: 'Made again', likes: 99, suppressed: true, author: null, published: true }, adminToken);
  expect(updated.status).toBe(200);
  expect(updated.body).toMatchObject({ id: 'console_made', title: 'Made again', likes: 0, published: true, tags: [{ id: tag }], references: [{ id: created.body.references[0].id, author: 'A' }] });
  expect((await app.put('/api/admin/articles/console_made', { title: 'No id in the body', body: '<p>y</p>' }, adminToken)).body.title).toBe('No id in the body');

  const renamed = await app.put('/api/admin/articles/console_made', { ...updated.body, id: 'another_id' }, adminToken);
  expect(renamed.status).toBe(400);
  expect(renamed.body.errors).toEqual({ id: ['The id cannot be changed.'] });
  expect(await db('articles').where({ slug: 'another_id' }).first()).toBeUndefined();
  expect((await app.put('/api/admin/articles/missing_article', { title: 'x', body: '<p>x</p>' }, adminToken)).status).toBe(404);
  expect((await app.post('/api/admin/articles', { ...created.body }, adminToken)).status).toBe(409);

  const deleted = await app.del('/api/admin/articles/console_made', adminToken);
  expect(deleted.status).toBe(200);
  expect(deleted.body).toMatchObject({ id: 'console_made', title: 'No id in the body' });
  expect((await app.get('/api/admin/articles/console_made', adminToken)).status).toBe(404);
  expect((await app.del('/api/admin/articles/console_made', adminToken)).status).toBe(404);
});

test('the article manager\'s stats count all, published, suppressed and drafts', async () => {
  const before = (await app.get('/api/admin/articles/stats', adminToken)).body;
  expect(before).toEqual({ total: expect.any(Number), published: expect.any(Number), suppressed: expect.any(Number), drafts: expect.any(Number) });
  await makeArticle();
  await makeArticle({ published: false });
  await makeArticle({ published: false, published_at: new Date() });
  const after = (await app.get('/api/admin/articles/stats', adminToken)).body;
  expect(after).toEqual({ total: before.total + 3, published: before.published + 1, suppressed: before.suppressed + 1, drafts: before.drafts + 1 });
});

test('tags: the list speaks ra-data-simple-rest; create names a tag after its label, per type; update relabels; delete', async () => {
  const made = await Promise.all(['Contract A', 'Contract B', 'Contract C'].map((label) => app.post('/api/admin/tags', { label }, adminToken)));
  expect(made.map((r) => r.status)).toEqual([201, 201, 201]);
  expect(made[0]!.body).toEqual({ id: expect.any(Number), name: 'contract_a', label: 'Contract A', symbol: null, tag_type: 'topic' });
  await expectListContract(app, { resource: 'tags', token: adminToken, sortable: ADMIN_TAG_SORTS, q: 'contract', matching: made.map((r) => r.body.id) });

  const weil = await app.post('/api/admin/tags', { label: '  Simone Weil ', tag_type: 'mentioned', symbol: 'SW' }, adminToken);
  expect(weil.body).toMatchObject({ name: 'simone_weil', label: 'Simone Weil', tag_type: 'mentioned', symbol: 'SW' });
  const again = await app.post('/api/admin/tags', { label: 'Simone  Weil!', tag_type: 'mentioned' }, adminToken);
  expect(again.status).toBe(409);
  expect(again.body.errors).toHaveProperty('label');
  expect((await app.post('/api/admin/tags', { label: 'Simone Weil', tag_type: 'topic' }, adminToken)).status).toBe(201);
  expect((await app.post('/api/admin/tags', { label: 'Émile Zola' }, adminToken)).body.name).toBe('emile_zola');
  expect((await app.post('/api/admin/tags', { label: '!!!' }, adminToken)).status).toBe(400);
  expect((await app.post('/api/admin/tags', { label: 'x', tag_type: 'genre' }, adminToken)).status).toBe(400);
  expect((await list('tags', { filter: { q: 'simone', tag_type: 'mentioned' } })).body.map((t: { id: number }) => t.id)).toEqual([weil.body.id]);

  const relabelled = await app.put(`/api/admin/tags/${weil.body.id}`, { ...weil.body, label: 'S. Weil', name: 'ignored', tag_type: 'topic' }, adminToken);
  expect(relabelled.body).toEqual({ ...weil.body, label: 'S. Weil' });
  expect((await app.get(`/api/admin/tags/${weil.body.id}`, adminToken)).body).toEqual(relabelled.body);
  expect((await app.put('/api/admin/tags/999999', { label: 'x' }, adminToken)).status).toBe(404);
  expect((await app.del(`/api/admin/tags/${weil.body.id}`, adminToken)).body).toEqual(relabelled.body);
  expect((await app.get(`/api/admin/tags/${weil.body.id}`, adminToken)).status).toBe(404);
});

test('volumes: list, create (tag and row), update with a featured list of its own articles, delete with its tag', async () => {
  const { tagId } = await makeVolume('vol_admin_a', 'Admin A', { number: 1 });
  const article = await makeArticle({ slug: 'vol_admin_article', tags: [tagId] });
  const draft = await makeArticle({ slug: 'vol_admin_draft', published: false, tags: [tagId] });
  const outsider = await makeArticle({ slug: 'vol_admin_outsider' });

  const created = await app.post('/api/admin/volumes', { label: 'Admin B', symbol: 'II', metadata: { description: 'Second.' } }, adminToken);
  expect(created.status).toBe(201);
  expect(created.body).toEqual({ id: 'admin_b', tag_slug: 'admin_b', label: 'Admin B', symbol: 'II', metadata: { description: 'Second.' }, article_count: 0, featured: [] });
  expect(await db('tags').where({ name: 'admin_b', tag_type: 'volume' }).first('id')).toBeDefined();
  const taken = await app.post('/api/admin/volumes', { tag_slug: 'admin_b', label: 'Again' }, adminToken);
  expect(taken.status).toBe(409);
  expect(taken.body.errors).toHaveProperty('tag_slug');
  expect((await app.get('/api/admin/volumes/admin_b', adminToken)).body.label).toBe('Admin B');

  const res = await list('volumes', { filter: { q: 'admin' }, sort: ['label', 'ASC'] });
  expect(res.headers['content-range']).toBe('volumes 0-1/2');
  expect(res.body).toEqual([{ id: 'vol_admin_a', tag_slug: 'vol_admin_a', label: 'Admin A', symbol: null, metadata: { number: 1 }, article_count: 1, featured: [] }, created.body]);
  expect(slugs(await list('volumes', { filter: { id: ['admin_b'] } }))).toEqual(['admin_b']);
  for (const field of ADMIN_VOLUME_SORTS) {
    for (const order of ['ASC', 'DESC']) expect(slugs(await list('volumes', { filter: { q: 'admin' }, sort: [field, order] })).sort(), field).toEqual(['admin_b', 'vol_admin_a']);
  }
  expect((await list('volumes', { sort: ['metadata', 'ASC'] })).status).toBe(400);

  const updated = await app.put('/api/admin/volumes/vol_admin_a', { ...res.body[0], label: 'Admin A, revised', featured: [draft.slug, article.slug], article_count: 7 }, adminToken);
  expect(updated.status).toBe(200);
  expect(updated.body).toMatchObject({ label: 'Admin A, revised', metadata: { number: 1 }, featured: ['vol_admin_draft', 'vol_admin_article'], article_count: 1 });
  // The public list shows published ones only.
  expect((await app.get('/api/article/volumes/vol_admin_a/featured')).body.articles.map((a: { id: string }) => a.id)).toEqual(['vol_admin_article']);
  const unknown = await app.put('/api/admin/volumes/vol_admin_a', { featured: ['vol_admin_article', 'no_such_article'] }, adminToken);
  expect(unknown.status).toBe(400);
  expect(unknown.body.errors.featured[0]).toMatch(/no_such_article/);
  // A volume features only its own articles; the console's picker searches those.
  const outside = await app.put('/api/admin/volumes/vol_admin_a', { featured: [article.slug, outsider.slug] }, adminToken);
  expect(outside.status).toBe(400);
  expect(outside.body.errors.featured[0]).toMatch(/vol_admin_outsider/);
  expect(slugs(await list('articles', { filter: { volume: 'vol_admin_a' } })).sort()).toEqual(['vol_admin_article', 'vol_admin_draft']);
  expect((await list('articles', { filter: { volume: 'bad slug' } })).status).toBe(400);
  expect((await app.get('/api/admin/volumes/vol_admin_a', adminToken)).body.featured).toEqual(['vol_admin_draft', 'vol_admin_article']);
  expect((await app.put('/api/admin/volumes/vol_admin_a', { metadata: { number: 9 } }, adminToken)).body).toMatchObject({ label: 'Admin A, revised', metadata: { number: 9 }, featured: ['vol_admin_draft', 'vol_admin_article'] });

  const deleted = await app.del('/api/admin/volumes/vol_admin_a', adminToken);
  expect(deleted.status).toBe(200);
  expect(deleted.body.tag_slug).toBe('vol_admin_a');
  expect((await app.get('/api/admin/volumes/vol_admin_a', adminToken)).status).toBe(404);
  // Its tag went with it, off its articles too: no article links to a volume page that is gone.
  expect(await db('tags').where({ id: tagId }).first('id')).toBeUndefined();
  expect(await db('article_tags').where({ tag_id: tagId }).first()).toBeUndefined();
  expect(await db('articles').where({ id: article.id }).first('id')).toBeDefined();
  const remade = await app.post('/api/admin/volumes', { tag_slug: 'vol_admin_a', label: 'Admin A' }, adminToken);
  expect(remade.status).toBe(201);
  expect(remade.body).toMatchObject({ article_count: 0, featured: [], metadata: {} });
  expect((await app.post('/api/admin/volumes', { tag_slug: 'bad slug', label: 'x' }, adminToken)).status).toBe(400);
  expect((await app.put('/api/admin/volumes/no_volume', { label: 'x' }, adminToken)).status).toBe(404);
});
