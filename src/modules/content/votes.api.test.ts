import { expect, test } from 'vitest';
import { makeArticle } from '../../../test/content-factories';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { db } from '../../platform/db';
import { RATE_LIMITED } from '../../platform/http/rate-limit';

const app = await testApp();
const memberToken = await signIn(await makeUser());
const adminToken = await signIn(await makeAdmin());

const counts = (slug: string) => db('articles').where({ slug }).first('likes', 'dislikes', 'shares');

test('likes and dislikes exclude each other; 0 undoes only a vote of that kind', async () => {
  const { slug } = await makeArticle({ shares: 4 });
  const like = await app.get(`/api/article/like?article_id=${slug}&like=1`, memberToken);
  expect(like.status).toBe(200);
  expect(like.headers['cache-control']).toBe('no-store');
  expect(like.body).toEqual({ likes: 1, dislikes: 0, shares: 4, liked: true, disliked: false });
  // Liking again changes nothing.
  expect((await app.get(`/api/article/like?article_id=${slug}&like=1`, memberToken)).body).toMatchObject({ likes: 1, liked: true });

  // A dislike replaces the like.
  expect((await app.get(`/api/article/dislike?article_id=${slug}&dislike=1`, memberToken)).body).toEqual({ likes: 0, dislikes: 1, shares: 4, liked: false, disliked: true });
  // Undoing a like that is not there leaves the dislike.
  expect((await app.get(`/api/article/like?article_id=${slug}&like=0`, memberToken)).body).toEqual({ likes: 0, dislikes: 1, shares: 4, liked: false, disliked: true });
  expect((await app.get(`/api/article/user_details?article_id=${slug}`, memberToken)).body).toEqual({ liked: false, disliked: true });
  // Undoing the dislike removes it.
  expect((await app.get(`/api/article/dislike?article_id=${slug}&dislike=0`, memberToken)).body).toEqual({ likes: 0, dislikes: 0, shares: 4, liked: false, disliked: false });
  expect(await db('article_votes').whereIn('article_id', db('articles').where({ slug }).select('id')).count({ n: '*' }).first()).toEqual({ n: 0 });

  // POST on the same paths does the same.
  expect((await app.post(`/api/article/like?article_id=${slug}&like=1`, undefined, memberToken)).body).toMatchObject({ likes: 1, liked: true });
  expect(await counts(slug)).toEqual({ likes: 1, dislikes: 0, shares: 4 });
  expect((await app.get(`/api/article/user_details?article_id=${slug}`, memberToken)).body).toEqual({ liked: true, disliked: false });
});

test('visitors cannot vote (401) and see no vote of their own; hidden or missing articles are 404', async () => {
  const { slug } = await makeArticle();
  for (const path of [`/api/article/like?article_id=${slug}&like=1`, `/api/article/dislike?article_id=${slug}&dislike=1`]) {
    expect((await app.get(path)).status).toBe(401);
    expect((await app.post(path)).status).toBe(401);
    // A cookie authenticates nothing.
    const withCookie = await app.get(path).set('Cookie', `token=${memberToken}`);
    expect(withCookie.status).toBe(401);
  }
  expect(await counts(slug)).toEqual({ likes: 0, dislikes: 0, shares: 0 });
  expect((await app.get(`/api/article/user_details?article_id=${slug}`)).body).toEqual({ liked: false, disliked: false });

  const hidden = await makeArticle({ published: false });
  expect((await app.get(`/api/article/like?article_id=${hidden.slug}&like=1`, memberToken)).status).toBe(404);
  expect((await app.get(`/api/article/like?article_id=${hidden.slug}&like=1`, adminToken)).status).toBe(404);
  expect((await app.get(`/api/article/user_details?article_id=${hidden.slug}`, memberToken)).status).toBe(404);
  expect((await app.get('/api/article/dislike?article_id=nothing_here&dislike=1', memberToken)).status).toBe(404);

  const unactivated = await signIn(await makeUser({ activated: false }));
  expect((await app.get(`/api/article/like?article_id=${slug}&like=1`, unactivated)).status).toBe(403);
  expect(await db('article_votes').whereIn('article_id', db('articles').where({ slug }).select('id')).count({ n: '*' }).first()).toEqual({ n: 0 });
});

test('bad vote requests are 400', async () => {
  const { slug } = await makeArticle();
  for (const query of [`article_id=${slug}&like=2`, `article_id=${slug}&like=yes`, `article_id=${slug}`, 'like=1', `article_id=${slug}%00&like=1`, `article_id=a%20b&like=1`]) {
    expect((await app.get(`/api/article/like?${query}`, memberToken)).status, query).toBe(400);
  }
  // The other kind's flag does not count for this one.
  expect((await app.get(`/api/article/dislike?article_id=${slug}&like=1`, memberToken)).status).toBe(400);
});

test('counts stay exact under 20 concurrent clicks from 10 members', async () => {
  const { slug } = await makeArticle();
  const tokens = await Promise.all(Array.from({ length: 10 }, async () => signIn(await makeUser())));
  // Each member likes and dislikes at once; whichever lands last is their vote.
  const clicks = tokens.flatMap((token, i) => [
    app.get(`/api/article/like?article_id=${slug}&like=1`, token),
    app.get(`/api/article/dislike?article_id=${slug}&dislike=${i % 3 === 0 ? 0 : 1}`, token),
  ]);
  const answers = await Promise.all(clicks);
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  const votes: Array<{ value: number }> = await db('articles').join('article_votes', 'article_votes.article_id', 'articles.id').where('articles.slug', slug).select('value');
  const expected = { likes: votes.filter((v) => v.value === 1).length, dislikes: votes.filter((v) => v.value === -1).length };
  // Every member ends with one vote: a like, or a dislike that replaced it (undoing a dislike never removes a like).
  expect(votes).toHaveLength(10);
  expect(await counts(slug)).toEqual({ ...expected, shares: 0 });

  // Then all twenty like: 10 likes, 0 dislikes, however the requests interleave.
  await Promise.all(tokens.flatMap((token) => [app.get(`/api/article/like?article_id=${slug}&like=1`, token), app.post(`/api/article/like?article_id=${slug}&like=1`, undefined, token)]));
  expect(await counts(slug)).toEqual({ likes: 10, dislikes: 0, shares: 0 });
});

test('sharing counts one more share of a published article', async () => {
  const { slug } = await makeArticle({ likes: 0 });
  const res = await app.post(`/api/article/share/${slug}`);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ likes: 0, dislikes: 0, shares: 1 });
  expect((await app.post(`/api/article/share/${slug}`, undefined, memberToken)).body.shares).toBe(2);
  const hidden = await makeArticle({ published: false });
  expect((await app.post(`/api/article/share/${hidden.slug}`)).status).toBe(404);
  expect((await app.post('/api/article/share/bad%20id')).status).toBe(400);
  expect(await counts(hidden.slug)).toMatchObject({ shares: 0 });
});

test('article likes and dislikes share one allowance per member: the 31st within a minute is a 429 and changes nothing', async () => {
  const { id: articleRow, slug } = await makeArticle();
  const voter = await signIn(await makeUser());
  const votes = () => db('article_votes').where({ article_id: articleRow });
  // GET and POST, like and dislike: one count.
  for (let i = 0; i < 30; i++) {
    const kind = i % 3 === 0 ? 'dislike' : 'like';
    const path = `/api/article/${kind}?article_id=${slug}&${kind}=${i % 2 ? 0 : 1}`;
    expect((i % 2 ? await app.get(path, voter) : await app.post(path, undefined, voter)).status, `vote ${i + 1}`).toBe(200);
  }
  const before = { counts: await counts(slug), votes: await votes() };
  const refused = await app.get(`/api/article/like?article_id=${slug}&like=1`, voter);
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({ code: 'rate_limited', message: RATE_LIMITED });
  expect({ counts: await counts(slug), votes: await votes() }).toEqual(before);
  // Another member still votes.
  expect((await app.get(`/api/article/like?article_id=${slug}&like=1`, await signIn(await makeUser()))).status).toBe(200);
});

test('shares are limited to 30 an hour per address; refused ones are not counted', async () => {
  const { slug } = await makeArticle();
  const from = (ip: string) => app.post(`/api/article/share/${slug}`).set('X-Forwarded-For', ip);
  // Failures do not use the allowance.
  for (let i = 0; i < 5; i++) expect((await app.post('/api/article/share/no_such_article').set('X-Forwarded-For', '203.0.113.7')).status).toBe(404);
  for (let i = 0; i < 30; i++) expect((await from('203.0.113.7')).status).toBe(200);
  const limited = await from('203.0.113.7');
  expect(limited.status).toBe(429);
  expect(limited.body.message).toMatch(/Too many/);
  expect((await from('198.51.100.9')).status).toBe(200);
  expect(await counts(slug)).toMatchObject({ shares: 31 });
});
