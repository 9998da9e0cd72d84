import { expect, test } from 'vitest';
import { makeComment } from '../../../test/community-factories';
import { makeArticle } from '../../../test/content-factories';
import { makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { answerQueries, queriesOf } from '../../../test/queries';
import { db } from '../../platform/db';

// Issue 36: a name on /members leads to the member's page: their public names, and their
// published articles or shown comments a page at a time; a member /members would not list is a 404.

const app = await testApp();
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
const page = (username: string, query = '') => app.get(`/api/members/${username}${query}`);

test('a writer\'s page: public names and counts, the published articles newest first, 20 a page; comments on asking', async () => {
  const writer = await makeUser();
  await db('users').where({ id: writer.id }).update({ first_name: 'Wanda', last_name: 'Writer' });
  for (let i = 1; i <= 21; i++) await makeArticle({ slug: `essay_${writer.id}_${i}`, title: `Essay ${i}`, author_id: writer.id, published_at: day(i) });
  const draft = await makeArticle({ title: 'Unfinished', author_id: writer.id, published: false });
  const other = await makeArticle({ title: 'Someone else\'s' });
  const said = await makeComment({ article: other.id, author: writer, body: 'A fine point.' });
  const hidden = await makeComment({ article: other.id, author: writer });
  await db('comments').where({ id: hidden.id }).update({ hidden_at: new Date() });
  await makeComment({ article: draft.id, author: writer });

  const first = await page(writer.username);
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({
    member: { username: writer.username, first_name: 'Wanda', last_name: 'Writer', articles: 21, comments: 1 },
    show: 'articles',
    page: 1,
    page_size: 20,
  });
  expect(first.body.items).toHaveLength(20);
  expect(first.body.items[0]).toEqual({ id: `essay_${writer.id}_21`, title: 'Essay 21', subtitle: null, published_at: day(21).toISOString() });
  expect(JSON.stringify(first.body)).not.toMatch(/@example|email|Unfinished/);
  expect((await page(writer.username, '?page=2')).body.items.map((a: { title: string }) => a.title)).toEqual(['Essay 1']);
  // Past the end: no items, the counts say how many pages there are.
  expect((await page(writer.username, '?page=3')).body).toMatchObject({ items: [], show: 'articles', page: 3, member: { articles: 21 } });

  const comments = (await page(writer.username, '?show=comments')).body;
  expect(comments).toMatchObject({ show: 'comments', member: { comments: 1 } });
  expect(comments.items).toEqual([{ id: said.id, article_id: other.slug, article_title: 'Someone else\'s', excerpt: 'A fine point.', created_at: expect.any(String) }]);
  // Usernames are case-blind.
  expect((await page(writer.username.toUpperCase())).body.member.username).toBe(writer.username);
});

test('a commenter\'s page shows the comments first; a second read is kept, and a hidden comment leaves it at once', async () => {
  const talker = await makeUser();
  const article = await makeArticle();
  const comment = await makeComment({ article: article.id, author: talker, body: 'Well said.' });
  const path = `/api/members/${talker.username}`;
  expect((await app.get(path)).body).toMatchObject({ show: 'comments', member: { articles: 0, comments: 1 }, items: [{ id: comment.id, excerpt: 'Well said.' }] });
  const { queries } = await queriesOf(() => app.get(path));
  expect(queries).toHaveLength(1);
  await db('comments').where({ id: comment.id }).update({ hidden_at: new Date() });
  expect((await app.get(path)).status).toBe(404);
});

test('404 for an unknown member, one who opted out, one with nothing shown, and a deactivated or suspended one', async () => {
  const article = await makeArticle();
  const members = await Promise.all([makeUser(), makeUser(), makeUser(), makeUser()]);
  for (const m of members) await makeComment({ article: article.id, author: m });
  const [optedOut, deactivated, suspended, listed] = members;
  const token = await signIn(optedOut!);
  expect((await app.post('/api/user', { first_name: '', last_name: '', phone: '', listed: false }, token)).status).toBe(200);
  await db('users').where({ id: deactivated!.id }).update({ deactivated_at: new Date() });
  await db('users').where({ id: suspended!.id }).update({ suspended_at: new Date() });
  const silent = await makeUser();

  for (const username of ['nobody_by_that_name', optedOut!.username, deactivated!.username, suspended!.username, silent.username]) {
    const res = await page(username);
    expect(res.status, username).toBe(404);
    expect(res.body.message).toBe('Member not found.');
  }
  expect((await page(listed!.username)).status).toBe(200);
  // Opting back in brings the page back.
  await app.post('/api/user', { first_name: '', last_name: '', phone: '', listed: true }, token);
  expect((await page(optedOut!.username)).status).toBe(200);

  for (const query of ['?show=drafts', '?page=0', '?page=x', '?page=10001', '?sort=recent']) expect((await page(listed!.username, query)).status, query).toBe(400);
  expect((await page('x'.repeat(101))).status).toBe(400);
});

test('a member\'s page costs at most four queries on a miss', async () => {
  const author = await makeUser();
  for (let i = 0; i < 3; i++) await makeComment({ article: (await makeArticle({ author_id: author.id })).id, author });
  for (const query of ['', '?show=comments']) {
    const { result, queries } = await queriesOf(() => page(author.username, query));
    expect(result.body.items, query).toHaveLength(3);
    expect(answerQueries(queries).length, query).toBeLessThanOrEqual(4);
  }
});
