import { expect, test } from 'vitest';
import { commentsThrough, members, numComments } from '../../../test/community-factories';
import { makeArticle } from '../../../test/content-factories';
import { makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { config } from '../../platform/config';
import { db } from '../../platform/db';
import { RATE_LIMITED } from '../../platform/http/rate-limit';
import { sharedRedis } from '../../platform/redis';

// Each member's allowance for posting, editing, voting on and reporting comments (issue 23): the
// request past it is a 429 that changes nothing, counted per member in Redis across processes.
const app = await testApp();
const { post, comment } = commentsThrough(app);

test('posting is limited per member: the sixth comment within a minute is a 429 and writes nothing', async () => {
  const { slug } = await makeArticle();
  const { aliceToken } = await members();
  for (let i = 1; i <= 5; i++) await comment(aliceToken, slug, `Thought ${i}`);
  const sixth = await post(aliceToken, { article_id: slug, body: 'Thought 6' });
  expect(sixth.status).toBe(429);
  expect(await numComments(slug)).toBe(5);
  // Others are not held back by it.
  expect((await post(await signIn(await makeUser()), { article_id: slug, body: 'Thought 6' })).status).toBe(201);
});

/** A comment row as the database holds it, to show a refused request changed nothing. */
const commentRow = (id: number) => db('comments').where({ id }).first('body', 'body_html', 'updated_at', 'likes', 'dislikes', 'open_reports');

test('edits are limited per member: the eleventh within a minute is a 429 and changes nothing', async () => {
  const { slug } = await makeArticle();
  const { alice, aliceToken, bobToken } = await members();
  const id = await comment(aliceToken, slug, 'Draft 0');
  const edit = (body: string, token = aliceToken) => app.put(`/api/article/comment/${id}`, { body }, token);
  // Refused edits (someone else's comment, blank text) do not use the allowance.
  expect((await edit('Not mine', bobToken)).status).toBe(403);
  expect((await edit('   ')).status).toBe(400);
  for (let i = 1; i <= 10; i++) expect((await edit(`Draft ${i}`)).status).toBe(200);
  const before = await commentRow(id);
  const eleventh = await edit('Draft 11');
  expect(eleventh.status).toBe(429);
  expect(eleventh.body).toMatchObject({ code: 'rate_limited', message: RATE_LIMITED });
  expect(await commentRow(id)).toEqual(before);
  expect(before.body).toBe('Draft 10');
  // Counted in Redis (where configured), so every web process shares the count.
  if (config.REDIS_URL) expect(await sharedRedis()!.exists(`${config.QUEUE_PREFIX}:rl:comment-edit-minute:u${alice.id}`)).toBe(1);
  // Others are not held back by it.
  const bobs = await comment(bobToken, slug, 'Mine');
  expect((await app.put(`/api/article/comment/${bobs}`, { body: 'Mine, edited' }, bobToken)).status).toBe(200);
});

test('likes and dislikes share one allowance per member: the 31st within a minute is a 429 and changes nothing', async () => {
  const { slug } = await makeArticle();
  const { aliceToken, bobToken } = await members();
  const id = await comment(aliceToken, slug, 'Vote on me, over and over');
  const vote = (kind: string, on: 0 | 1, token = bobToken) => app.post(`/api/article/comment/${kind}/${id}/${on}`, undefined, token);
  for (let i = 0; i < 30; i++) expect((await vote(i % 3 === 0 ? 'dislike' : 'like', i % 2 ? 0 : 1)).status, `vote ${i + 1}`).toBe(200);
  const before = { comment: await commentRow(id), votes: await db('comment_votes').where({ comment_id: id }) };
  const refused = await vote('like', 1);
  expect(refused.status).toBe(429);
  expect(refused.body.message).toBe(RATE_LIMITED);
  expect({ comment: await commentRow(id), votes: await db('comment_votes').where({ comment_id: id }) }).toEqual(before);
  expect((await vote('like', 1, aliceToken)).status).toBe(200);
});

test('reports are limited per member: the sixth within a minute is a 429 and files nothing', async () => {
  const { slug } = await makeArticle();
  const { aliceToken, bobToken } = await members();
  const first = await comment(aliceToken, slug, 'Reported often');
  const second = await comment(aliceToken, slug, 'Never reported');
  for (let i = 1; i <= 5; i++) expect((await app.post(`/api/article/comment/report/${first}`, { reason: `Reason ${i}` }, bobToken)).status).toBe(200);
  const refused = await app.post(`/api/article/comment/report/${second}`, { reason: 'spam' }, bobToken);
  expect(refused.status).toBe(429);
  expect(refused.body.message).toBe(RATE_LIMITED);
  expect(await db('comment_reports').where({ comment_id: second })).toEqual([]);
  expect(await commentRow(second)).toMatchObject({ open_reports: 0 });
  expect(await db('comment_reports').where({ comment_id: first }).first('reason')).toEqual({ reason: 'Reason 5' });
});
