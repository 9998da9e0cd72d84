import { expect, test } from 'vitest';
import { db } from '../src/platform/db';
import { makeArticle } from './content-factories';
import { makeAdmin, makeUser, signIn } from './factories';
import { testApp } from './http';
import { answerQueries, queriesOf } from './queries';
import { makeSku } from './shop-factories';

// The public read cache (src/platform/http/read-cache.ts): answers kept per URL with the keys of
// what they read, strong ETags, never stale after a committed write, never personal data for another.

const app = await testApp();

const clock = async () => Number((await db('cache_clock').first('seq'))!.seq);
/** The keys logged after `since`, per committed transaction. */
const loggedSince = async (since: number) => (await db('cache_log').where('seq', '>', since).orderBy('seq').select('keys')).map((r: { keys: string[] }) => [...r.keys].sort());

test('an anonymous read is kept with a strong ETag, answers 304 to it, and a committed write is seen at once', async () => {
  const sku = await makeSku({ title: 'The Cached Atlas' });
  const first = await app.get(`/api/shop/sku/${sku}`);
  expect(first.status).toBe(200);
  expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
  expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
  expect(first.headers.vary).toMatch(/Authorization/);

  // Kept: the second answer costs the clock's read and nothing else.
  const { result: again, queries } = await queriesOf(() => app.get(`/api/shop/sku/${sku}`));
  expect(again.text).toBe(first.text);
  expect(queries).toHaveLength(1);
  expect(queries[0]).toMatch(/cache_clock/);
  const notModified = await app.get(`/api/shop/sku/${sku}`).set('If-None-Match', first.headers.etag!);
  expect(notModified.status).toBe(304);
  expect(notModified.text).toBe('');

  // Any write that commits (here straight to the table, as another process or a job would).
  await db('skus').where({ id: sku }).update({ title: 'The Recut Atlas' });
  const after = await app.get(`/api/shop/sku/${sku}`).set('If-None-Match', first.headers.etag!);
  expect(after.status).toBe(200);
  expect(after.body.sku.title).toEqual(['The Recut Atlas']);
  expect(after.headers.etag).not.toBe(first.headers.etag);
});

test('a committed transaction logs once the keys of the rows it wrote; a rolled-back one logs nothing', async () => {
  const sku = await makeSku({ title: 'A Book in Flux' });
  const article = await makeArticle();
  const before = await clock();

  await db
    .transaction(async (trx) => {
      await trx('skus').where({ id: sku }).update({ title: 'Never Saved' });
      throw new Error('roll back');
    })
    .catch(() => undefined);
  expect(await clock()).toBe(before);

  await db.transaction(async (trx) => {
    for (let i = 0; i < 3; i++) await trx('skus').where({ id: sku }).update({ qty_on_hand: i });
    await trx('articles').where({ id: article.id }).update({ title: 'Moved' });
  });
  expect(await clock()).toBe(before + 1);
  const [keys] = await loggedSince(before);
  expect(keys).toEqual(expect.arrayContaining(['skus', `skus:id=${sku}`, 'articles', `articles:id=${article.id}`, `articles:slug=${article.slug}`]));
  expect(keys!.filter((k) => k.startsWith('skus:id='))).toEqual([`skus:id=${sku}`]);

  // Signing in writes sessions, which no public read shows: nothing is logged.
  const member = await makeUser();
  const settled = await clock();
  await signIn(member);
  expect(await clock()).toBe(settled);
});

test('a transaction of many rows logs each table it wrote as a whole', async () => {
  const before = await clock();
  await db('skus').insert(Array.from({ length: 1000 }, (_, i) => ({ title: `Bulk Volume ${i}`, published: true, list_price: 10 })));
  const logged = (await loggedSince(before)).flat();
  expect(logged).toEqual(expect.arrayContaining(['skus', 'skus:*']));
  expect(logged.filter((k) => k.startsWith('skus:id='))).toEqual([]);
  await db('skus').where('title', 'like', 'Bulk Volume %').delete();
});

test('a like of one article leaves every other kept article warm, and is seen at once on its own', async () => {
  const [liked, other] = [await makeArticle({ slug: 'the_liked_one' }), await makeArticle({ slug: 'the_other_one' })];
  // A new member is a write to users, whose names articles show (read whole, not by row): before the reads.
  const voter = await signIn(await makeUser());
  const read = (slug: string) => app.get(`/api/article?id=${slug}`);
  const otherFirst = await read(other.slug);
  await read(liked.slug);
  expect((await app.get(`/api/article/like?article_id=${liked.slug}&like=1`, voter)).status).toBe(200);

  const { result: otherAgain, queries } = await queriesOf(() => read(other.slug));
  expect(otherAgain.text).toBe(otherFirst.text);
  expect(answerQueries(queries)).toEqual([]);
  const { result: likedAgain, queries: refreshed } = await queriesOf(() => read(liked.slug));
  expect(likedAgain.body.article.likes).toBe(1);
  expect(answerQueries(refreshed).length).toBeGreaterThan(0);
});

test('members share the kept answer, marked private; administrators always get a fresh one', async () => {
  const hidden = await makeSku({ title: 'Not Yet Out', published: false });
  const member = await signIn(await makeUser());
  const admin = await signIn(await makeAdmin());

  const anonymous = await app.get('/api/shop/p/sku?sort_by=alpha_asc');
  const asMember = await app.get('/api/shop/p/sku?sort_by=alpha_asc', member);
  expect(asMember.text).toBe(anonymous.text);
  expect(asMember.headers['cache-control']).toBe('private, no-cache');

  // Unpublished: a 404 for everyone else (and not kept), the SKU for an administrator.
  expect((await app.get(`/api/shop/sku/${hidden}`)).status).toBe(404);
  expect((await app.get(`/api/shop/sku/${hidden}`, admin)).status).toBe(200);
  expect((await app.get(`/api/shop/sku/${hidden}`)).status).toBe(404);
  const adminList = await app.get('/api/shop/sku?sort_by=alpha_asc', admin);
  expect(adminList.body.skus.map((s: { id: number }) => s.id)).toContain(hidden);
  expect(adminList.headers['cache-control']).toBe('no-store');
  expect((await app.get('/api/shop/sku?sort_by=alpha_asc')).body.skus.map((s: { id: number }) => s.id)).not.toContain(hidden);
});

// PGlite has one connection: a read beside an open transaction would wait for it to end.
test.skipIf(!process.env.DATABASE_URL)('a write not yet committed logs nothing and is not served', async () => {
  const sku = await makeSku({ title: 'A Book in Flux' });
  const before = await clock();
  await db
    .transaction(async (trx) => {
      await trx('skus').where({ id: sku }).update({ title: 'Never Saved' });
      expect(await clock()).toBe(before);
      expect((await app.get(`/api/shop/sku/${sku}`)).body.sku.title).toEqual(['A Book in Flux']);
      throw new Error('roll back');
    })
    .catch(() => undefined);
  expect((await app.get(`/api/shop/sku/${sku}`)).body.sku.title).toEqual(['A Book in Flux']);
});

test("a member's own review is never served to another member or a visitor", async () => {
  const sku = await makeSku({ title: 'Twice Reviewed' });
  const [ada, ben] = [await makeUser(), await makeUser()];
  const tokens = { ada: await signIn(ada), ben: await signIn(ben) };
  expect((await app.post('/api/shop/sku/reviews', { parent_sku: sku, review_rating: 5, title: 'Ada loved it' }, tokens.ada)).status).toBe(200);
  expect((await app.post('/api/shop/sku/reviews', { parent_sku: sku, review_rating: 2, title: 'Ben did not' }, tokens.ben)).status).toBe(200);

  for (let round = 0; round < 3; round++) {
    const anonymous = await app.get(`/api/shop/sku/reviewsd/${sku}`);
    expect(anonymous.body).toMatchObject({ total: 2, userReview: null });
    expect(anonymous.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    for (const who of ['ada', 'ben'] as const) {
      const own = await app.get(`/api/shop/sku/reviewsd/${sku}`, tokens[who]);
      expect(own.body.userReview.title).toBe(who === 'ada' ? 'Ada loved it' : 'Ben did not');
      expect(own.headers['cache-control']).toBe('no-store');
    }
  }
});

test('searches sent as POST are kept per body, and refreshed by a write', async () => {
  const { slug } = await makeArticle({ title: 'Marginalia of the Cached' });
  const search = () => app.post('/api/article/search/f', { keyword: 'marginalia' });
  const first = await search();
  expect(first.body.articles.map((a: { id: string }) => a.id)).toEqual([slug]);
  expect(first.headers['cache-control']).toBe('no-store');
  const { result: again, queries } = await queriesOf(search);
  expect(again.text).toBe(first.text);
  expect(queries).toHaveLength(1);
  expect((await app.post('/api/article/search/f', { keyword: 'nothing-like-it' })).body.articles).toEqual([]);

  await db('articles').where({ slug }).update({ published: false });
  expect((await search()).body.articles).toEqual([]);
});

test('a kept answer is sent compressed once per encoding to those who accept it, and as it is to others', async () => {
  for (let i = 0; i < 12; i++) await makeSku({ title: `Compressible Volume ${i}`, subtitle: 'A subtitle long enough to pass the threshold' });
  const path = '/api/shop/p/sku?sort_by=alpha_desc';
  const fresh = await app.get(path).set('Accept-Encoding', 'identity');
  expect(fresh.text.length).toBeGreaterThan(1024);

  for (const encoding of ['br', 'gzip']) {
    const kept = await app.get(path).set('Accept-Encoding', encoding).buffer(true);
    expect(kept.headers['content-encoding']).toBe(encoding);
    expect(kept.headers.vary).toMatch(/Accept-Encoding/);
    expect(kept.text).toBe(fresh.text); // supertest decodes both
  }
  const plain = await app.get(path).set('Accept-Encoding', 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.text).toBe(fresh.text);
  expect(plain.headers['x-content-type-options']).toBe('nosniff'); // the security headers come first
  expect(plain.headers['x-request-id']).toBeTruthy();
  const head = await app.send('head', path);
  expect(head.status).toBe(200);
  expect(head.headers.etag).toBe(plain.headers.etag);
});

test('a kept search is not answered for a body the route would refuse', async () => {
  const ok = await app.post('/api/article/search/f', { keyword: 'anything' });
  expect(ok.status).toBe(200);
  expect((await app.post('/api/article/search/f', '{"keyword": "anything"')).status).toBe(400);
  expect((await app.post('/api/article/search/f', { keyword: 'any\u0000thing' })).status).toBe(400);
});
