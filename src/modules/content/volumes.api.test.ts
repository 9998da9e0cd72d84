import { expect, test } from 'vitest';
import { makeArticle, makeContentTag, makeVolume } from '../../../test/content-factories';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { db } from '../../platform/db';

const app = await testApp();
const adminToken = await signIn(await makeAdmin());
const memberToken = await signIn(await makeUser());

const DAY = 86_400_000;
const ids = (res: { body: { articles: Array<{ id: string }> } }) => res.body.articles.map((a) => a.id);

test('the volume directory lists volumes in the order they were made, with published article counts; keyword filters labels', async () => {
  const first = await makeVolume('vol_reading', 'On Reading', { description: 'Essays on reading.', number: 1 });
  await makeVolume('vol_letters', 'The Shape of Letters');
  await makeContentTag('vol_no_row', 'volume', 'A tag without a volume');
  await makeArticle({ tags: [first.tagId] });
  await makeArticle({ tags: [first.tagId] });
  await makeArticle({ tags: [first.tagId], published: false });

  const res = await app.get('/api/article/volumes');
  expect(res.status).toBe(200);
  expect(res.body.volumes).toEqual([
    { tag_slug: 'vol_reading', label: 'On Reading', symbol: null, metadata: { description: 'Essays on reading.', number: 1 }, article_count: 2 },
    { tag_slug: 'vol_letters', label: 'The Shape of Letters', symbol: null, metadata: {}, article_count: 0 },
  ]);
  expect((await app.get('/api/article/volumes?keyword=LETTERS')).body.volumes.map((v: { tag_slug: string }) => v.tag_slug)).toEqual(['vol_letters']);
  expect((await app.get('/api/article/volumes?keyword=%25')).body.volumes).toEqual([]);
  expect((await app.get(`/api/article/volumes?keyword=${'x'.repeat(201)}`)).status).toBe(400);

  expect((await app.get('/api/article/volumes/vol_reading')).body).toEqual({ volume: res.body.volumes[0] });
  expect((await app.get('/api/article/volumes/vol_no_row')).status).toBe(404);
  expect((await app.get('/api/article/volumes/nothing')).status).toBe(404);
  expect((await app.get('/api/article/volumes/bad%20slug')).status).toBe(400);
});

test('featured, new and popular: published articles of the volume, 10 at most, each in its order', async () => {
  const { tagId, volumeId } = await makeVolume('vol_lists', 'Lists');
  const other = await makeVolume('vol_other', 'Other');
  const now = Date.now();
  const made = [];
  for (let i = 0; i < 12; i++) {
    made.push(await makeArticle({ slug: `lists_${i}`, tags: [tagId], published_at: new Date(now - i * DAY), likes: i % 4, dislikes: i % 2, shares: i }));
  }
  const hidden = await makeArticle({ slug: 'lists_hidden', tags: [tagId], published: false, likes: 100 });
  await makeArticle({ slug: 'lists_elsewhere', tags: [other.tagId], likes: 100 });
  await db('volume_featured_articles').insert([
    { volume_id: volumeId, article_id: made[5]!.id, position: 0 },
    { volume_id: volumeId, article_id: hidden.id, position: 1 },
    { volume_id: volumeId, article_id: made[2]!.id, position: 2 },
  ]);

  const featured = await app.get('/api/article/volumes/vol_lists/featured');
  expect(featured.status).toBe(200);
  expect(ids(featured)).toEqual(['lists_5', 'lists_2']);
  expect(featured.body.articles[0]).toMatchObject({ id: 'lists_5', title: 'Title of lists_5', tags: [{ id: tagId, tag_type: 'volume' }] });
  expect(featured.body.articles[0]).not.toHaveProperty('body');

  expect(ids(await app.get('/api/article/volumes/vol_lists/new'))).toEqual(made.slice(0, 10).map((a) => a.slug));
  // likes - dislikes = i % 4 - i % 2: 2 for i = 2, 3, 6, 7, 10, 11, otherwise 0; then shares (= i) breaks ties.
  expect(ids(await app.get('/api/article/volumes/vol_lists/popular'))).toEqual(['lists_11', 'lists_10', 'lists_7', 'lists_6', 'lists_3', 'lists_2', 'lists_9', 'lists_8', 'lists_5', 'lists_4']);
  for (const list of ['featured', 'new', 'popular']) expect((await app.get(`/api/article/volumes/nothing/${list}`)).status).toBe(404);
});

test('an administrator features and unfeatures the volume\'s own articles; anyone may ask whether one is featured', async () => {
  const { tagId } = await makeVolume('vol_feature', 'Feature');
  const a = await makeArticle({ slug: 'feature_a', tags: [tagId] });
  const b = await makeArticle({ slug: 'feature_b', tags: [tagId] });
  const outsider = await makeArticle({ slug: 'feature_outsider' });
  const path = (slug: string) => `/api/article/volumes/vol_feature/featured/${slug}`;
  expect((await app.get(path(a.slug))).body).toEqual({ featured: false });
  expect((await app.put(path(b.slug), undefined, adminToken)).status).toBe(204);
  expect((await app.put(path(a.slug), undefined, adminToken)).status).toBe(204);
  // Adding again keeps its place.
  expect((await app.put(path(b.slug), undefined, adminToken)).status).toBe(204);
  expect(ids(await app.get('/api/article/volumes/vol_feature/featured'))).toEqual(['feature_b', 'feature_a']);
  expect((await app.get(path(a.slug))).body).toEqual({ featured: true });

  expect((await app.del(path(b.slug), adminToken)).status).toBe(204);
  expect((await app.get(path(b.slug))).body).toEqual({ featured: false });
  expect((await app.del(path(b.slug), adminToken)).status).toBe(204);
  expect(ids(await app.get('/api/article/volumes/vol_feature/featured'))).toEqual(['feature_a']);

  expect((await app.put(path('no_article'), undefined, adminToken)).status).toBe(404);
  expect((await app.put('/api/article/volumes/no_volume/featured/feature_a', undefined, adminToken)).status).toBe(404);
  expect((await app.get(path('no_article'))).status).toBe(404);
  // An article without the volume's tag is not the volume's to feature.
  const refused = await app.put(path(outsider.slug), undefined, adminToken);
  expect(refused.status).toBe(409);
  expect(refused.body.message).toMatch(/not in this volume/);
  expect(ids(await app.get('/api/article/volumes/vol_feature/featured'))).toEqual(['feature_a']);
});

test('an article taken out of a volume leaves its featured list', async () => {
  const { tagId, volumeId } = await makeVolume('vol_leaving', 'Leaving');
  const topic = await makeContentTag('leaving_topic', 'topic');
  const a = await makeArticle({ slug: 'leaving_a', tags: [tagId] });
  await db('volume_featured_articles').insert({ volume_id: volumeId, article_id: a.id, position: 0 });
  const record = (await app.get(`/api/admin/articles/${a.slug}`, adminToken)).body;
  const saved = await app.put(`/api/admin/articles/${a.slug}`, { ...record, tags: [{ id: topic, tag_type: 'topic' }] }, adminToken);
  expect(saved.status).toBe(200);
  expect(await db('volume_featured_articles').where({ volume_id: volumeId })).toEqual([]);
  expect(ids(await app.get('/api/article/volumes/vol_leaving/featured'))).toEqual([]);
});

test('an administrator sets a volume\'s metadata (a volume tag without its row gets one) and deletes volumes with their tags, keeping articles', async () => {
  const { tagId } = await makeVolume('vol_meta', 'Meta', { old: true });
  const article = await makeArticle({ tags: [tagId] });
  const put = await app.put('/api/article/volumes/vol_meta', { metadata: { description: 'New words.', number: 4 } }, adminToken);
  expect(put.status).toBe(200);
  expect(put.body.volume).toEqual({ tag_slug: 'vol_meta', label: 'Meta', symbol: null, metadata: { description: 'New words.', number: 4 }, article_count: 1 });

  await makeContentTag('vol_adopted', 'volume', 'Adopted');
  const adopted = await app.put('/api/article/volumes/vol_adopted', { metadata: {} }, adminToken);
  expect(adopted.status).toBe(200);
  expect((await app.get('/api/article/volumes/vol_adopted')).status).toBe(200);
  // A topic tag of that name is not a volume.
  await makeContentTag('topic_only', 'topic');
  expect((await app.put('/api/article/volumes/topic_only', { metadata: {} }, adminToken)).status).toBe(404);

  for (const metadata of [[], 'text', null, { ['k'.repeat(61)]: 1 }, { big: 'x'.repeat(20_001) }]) {
    expect((await app.put('/api/article/volumes/vol_meta', { metadata }, adminToken)).status, JSON.stringify(metadata).slice(0, 40)).toBe(400);
  }
  expect((await app.put('/api/article/volumes/vol_meta', { metadata: {}, extra: 1 }, adminToken)).status).toBe(400);

  expect((await app.del('/api/article/volumes/vol_meta', adminToken)).status).toBe(204);
  expect((await app.get('/api/article/volumes/vol_meta')).status).toBe(404);
  expect(await db('articles').where({ id: article.id }).first('id')).toBeDefined();
  expect(await db('tags').where({ id: tagId }).first('id')).toBeUndefined();
  expect((await app.get(`/api/article?id=${article.slug}`)).body.article.tags).toEqual([]);
  expect((await app.del('/api/article/volumes/vol_meta', adminToken)).status).toBe(404);
  // A volume tag without a volume row is not a volume: nothing to delete.
  await makeContentTag('vol_tag_only', 'volume');
  expect((await app.del('/api/article/volumes/vol_tag_only', adminToken)).status).toBe(404);
  expect(await db('tags').where({ name: 'vol_tag_only' }).first('id')).toBeDefined();
});

test('volume writes need an administrator: 401 for visitors, 403 for members', async () => {
  const { volumeId } = await makeVolume('vol_guarded', 'Guarded', { keep: 1 });
  const a = await makeArticle({ slug: 'guarded_feature' });
  await db('volume_featured_articles').insert({ volume_id: volumeId, article_id: a.id, position: 0 });
  const writes: Array<[method: 'put' | 'delete', path: string, body?: object]> = [
    ['put', '/api/article/volumes/vol_guarded', { metadata: { keep: 0 } }],
    ['delete', '/api/article/volumes/vol_guarded'],
    ['put', '/api/article/volumes/vol_guarded/featured/guarded_feature'],
    ['delete', '/api/article/volumes/vol_guarded/featured/guarded_feature'],
  ];
  for (const [method, path, body] of writes) {
    expect((await app.send(method, path, body)).status, `${method} ${path}`).toBe(401);
    expect((await app.send(method, path, body, memberToken)).status, `${method} ${path}`).toBe(403);
  }
  expect((await app.get('/api/article/volumes/vol_guarded')).body.volume.metadata).toEqual({ keep: 1 });
  expect(ids(await app.get('/api/article/volumes/vol_guarded/featured'))).toEqual(['guarded_feature']);
});
