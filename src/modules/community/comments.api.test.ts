import { expect, test } from 'vitest';
import { commentsThrough, members, numComments } from '../../../test/community-factories';
import { makeArticle } from '../../../test/content-factories';
import { FACTORY_PASSWORD, makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { db } from '../../platform/db';
import { drainJobs } from '../../platform/jobs';
import type { CommentListResponse, CommentResponse } from './schemas';

const app = await testApp();
const admin = await makeAdmin();
const adminToken = await signIn(admin);

const { post, comment } = commentsThrough(app);
const list = async (query: string): Promise<CommentListResponse> => {
  const res = await app.get(`/api/article/comment?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as CommentListResponse;
};

test('a member posts a comment: 201 with its id, markdown kept as written, sanitised HTML, the count goes up', async () => {
  const { alice, aliceToken } = await members();
  const { slug } = await makeArticle();
  const res = await post(aliceToken, { article_id: slug, body: 'I **agree**. [See](javascript:alert(1)) and [this](https://example.com).' });
  expect(res.status).toBe(201);
  const c = res.body.comment as CommentResponse;
  expect(res.body.id).toBe(c.id);
  expect(c).toMatchObject({ article_id: slug, username: alice.username, author_is_admin: false, state: 'shown', parent_comment: null, depth: 0, likes: 0, dislikes: 0, replies_to_load: 0, children: [] });
  expect(c.body).toBe('I **agree**. [See](javascript:alert(1)) and [this](https://example.com).');
  expect(c.body_html).toContain('<strong>agree</strong>');
  expect(c.body_html).not.toContain('href="javascript');
  expect(c.body_html).toContain('<a href="https://example.com" rel="nofollow ugc noopener">this</a>');
  expect(await numComments(slug)).toBe(1);
  expect((await list(`article_id=${slug}`)).comments.map((x) => x.id)).toEqual([c.id]);
  expect((await app.get(`/api/article/comment/${c.id}`)).body.comment).toMatchObject({ id: c.id, body: c.body });
});

test('an administrator\'s comment carries the badge flag; a deleted member\'s shows no name', async () => {
  const { slug } = await makeArticle();
  await comment(adminToken, slug, 'From the editors.');
  const gone = await makeUser();
  await comment(await signIn(gone), slug, 'Soon gone.');
  await db('users').where({ id: gone.id }).update({ deleted_at: new Date() });
  const byBody = Object.fromEntries((await list(`article_id=${slug}&sort_by=created_at`)).comments.map((c) => [c.body, c]));
  expect(byBody['From the editors.']).toMatchObject({ username: admin.username, author_is_admin: true });
  expect(byBody['Soon gone.']).toMatchObject({ username: null, author_is_admin: false });
});

test('who may post: guests 401, unactivated 403, barred 403; missing or unpublished articles 404', async () => {
  const { aliceToken } = await members();
  const { slug } = await makeArticle();
  expect((await post('', { article_id: slug, body: 'Hi' })).status).toBe(401);
  const fresh = await makeUser({ activated: false });
  expect((await post(await signIn(fresh), { article_id: slug, body: 'Hi' })).status).toBe(403);
  const barred = await makeUser();
  await db('comment_bans').insert({ user_id: barred.id, reason: 'spam' });
  const refused = await post(await signIn(barred), { article_id: slug, body: 'Hi' });
  expect(refused.status).toBe(403);
  expect(refused.body.message).toMatch(/no longer post comments/);
  expect((await post(aliceToken, { article_id: 'no_such_article', body: 'Hi' })).status).toBe(404);
  const draft = await makeArticle({ published: false });
  expect((await post(aliceToken, { article_id: draft.slug, body: 'Hi' })).status).toBe(404);
  expect((await app.get(`/api/article/comment?article_id=${draft.slug}`)).status).toBe(404);
  expect(await numComments(slug)).toBe(0);
});

test('bad input is a 400 with a clear message and writes nothing', async () => {
  const { aliceToken } = await members();
  const { slug } = await makeArticle();
  const blank = await post(aliceToken, { article_id: slug, body: '   ' });
  expect(blank.status).toBe(400);
  expect(blank.body.errors.body).toEqual(['Please enter a comment.']);
  const bad = [
    { article_id: slug, body: 'nul \u0000 inside' },
    { article_id: slug, body: 'x'.repeat(10_001) },
    { article_id: slug, body: 42 },
    { article_id: slug, body: 'Hi', parent_comment: 2 ** 31 },
    { article_id: slug, body: 'Hi', parent_comment: '1e3' },
    { article_id: 'bad slug!', body: 'Hi' },
    { article_id: slug, body: 'Hi', extra: true },
  ];
  for (const body of bad) expect((await post(aliceToken, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
  for (const path of [
    `/api/article/comment?article_id=${slug}&sort_by=best`,
    `/api/article/comment?article_id=${slug}&quantity=1000`,
    `/api/article/comment?article_id=${slug}&cursor=1.2.3`,
    `/api/article/comment?article_id=${slug}&parent_comment=99999999999`,
    `/api/article/comment?article_id=%00`,
    '/api/article/comment/2147483648',
    '/api/article/comment/abc',
  ]) {
    expect((await app.get(path)).status, path).toBe(400);
  }
  expect((await app.get('/api/article/comment/2147483647')).status).toBe(404);
  expect((await app.post('/api/article/comment/like/1/2', undefined, aliceToken)).status).toBe(400);
  expect(await db('comments').whereIn('article_id', db('articles').where({ slug }).select('id'))).toEqual([]);
});

test('the same text twice within minutes is a duplicate (409); replies must belong to the same article', async () => {
  const { aliceToken, bobToken } = await members();
  const { slug } = await makeArticle();
  const other = await makeArticle();
  await comment(aliceToken, slug, 'Well said.');
  const again = await post(aliceToken, { article_id: slug, body: '  Well said.  ' });
  expect(again.status).toBe(409);
  expect(again.body.message).toBe('You have already posted this comment.');
  // Someone else may say the same.
  await comment(bobToken, slug, 'Well said.');
  const elsewhere = await comment(aliceToken, other.slug, 'A thought.');
  expect((await post(aliceToken, { article_id: slug, body: 'Reply', parent_comment: elsewhere })).status).toBe(400);
  expect(await numComments(slug)).toBe(2);
});

test('replies nest: the newest first under New, children with replies_to_load, then more replies by page', async () => {
  const { aliceToken, bobToken } = await members();
  const { slug } = await makeArticle();
  const root = await comment(aliceToken, slug, 'Root');
  const replies: number[] = [];
  for (let i = 0; i < 5; i++) replies.push(await comment(i % 2 ? aliceToken : bobToken, slug, `Reply ${i}`, root));
  const [top] = (await list(`article_id=${slug}&sort_by=created_at`)).comments;
  expect(top).toMatchObject({ id: root, replies_to_load: 2 });
  expect(top!.children.map((c) => c.id)).toEqual(replies.slice(2).reverse());
  expect(top!.children[0]).toMatchObject({ depth: 1, parent_comment: root, children: [], replies_to_load: 0 });

  const more = await list(`article_id=${slug}&sort_by=created_at&parent_comment=${root}&quantity=3&offset=3`);
  expect(more.comments.map((c) => c.id)).toEqual(replies.slice(0, 2).reverse());
  expect(more.next_cursor).toBeNull();

  // Deeper and deeper: depth counts from the top.
  let parent = replies[0]!;
  for (let depth = 2; depth <= 5; depth++) parent = await comment(await signIn(await makeUser()), slug, `Level ${depth}`, parent);
  expect((await app.get(`/api/article/comment/${parent}`)).body.comment).toMatchObject({ depth: 5 });
  expect(await numComments(slug)).toBe(10);
});

test('author-only edit and delete; a deleted comment with replies stays as a stub, without them it goes', async () => {
  const { aliceToken, bobToken } = await members();
  const { slug } = await makeArticle();
  const mine = await comment(aliceToken, slug, 'First *draft*');
  const reply = await comment(bobToken, slug, 'A reply', mine);
  const lonely = await comment(aliceToken, slug, 'Nobody answers');

  expect((await app.put(`/api/article/comment/${mine}`, { body: 'Hijacked' }, bobToken)).status).toBe(403);
  expect((await app.put(`/api/article/comment/${mine}`, { body: 'Hijacked' }, adminToken)).status).toBe(403);
  expect((await app.del(`/api/article/comment/${mine}`, bobToken)).status).toBe(403);
  expect((await app.put(`/api/article/comment/${mine}`, { body: 'x' })).status).toBe(401);
  const edited = await app.put(`/api/article/comment/${mine}`, { body: 'Second *draft*' }, aliceToken);
  expect(edited.status).toBe(200);
  expect(edited.body.comment).toMatchObject({ id: mine, body: 'Second *draft*', body_html: '<p>Second <em>draft</em></p>' });
  expect(Date.parse(edited.body.comment.updated_at)).toBeGreaterThan(Date.parse(edited.body.comment.created_at));

  expect((await app.del(`/api/article/comment/${mine}`, aliceToken)).status).toBe(204);
  expect((await app.del(`/api/article/comment/${lonely}`, aliceToken)).status).toBe(204);
  expect((await app.del(`/api/article/comment/${lonely}`, aliceToken)).status).toBe(404);
  expect(await numComments(slug)).toBe(1);
  const page = await list(`article_id=${slug}`);
  expect(page.comments).toHaveLength(1);
  expect(page.comments[0]).toMatchObject({ id: mine, state: 'deleted', body: '', body_html: '', children: [{ id: reply, body: 'A reply' }] });
  // The text is gone from the database too.
  expect(await db('comments').where({ id: mine }).first('body')).toEqual({ body: '' });
  expect((await app.put(`/api/article/comment/${mine}`, { body: 'Back' }, aliceToken)).status).toBe(404);
  expect((await post(bobToken, { article_id: slug, body: 'To a ghost', parent_comment: mine })).status).toBe(404);

  // When the last reply goes, the stub goes with it.
  expect((await app.del(`/api/article/comment/${reply}`, bobToken)).status).toBe(204);
  expect((await list(`article_id=${slug}`)).comments).toEqual([]);
  expect(await numComments(slug)).toBe(0);
});

test('likes and dislikes exclude each other, 0 undoes, and counts are exact under 20 concurrent clicks', async () => {
  const { alice, aliceToken, bobToken } = await members();
  const { slug } = await makeArticle();
  const id = await comment(aliceToken, slug, 'Vote on me');
  const vote = (kind: string, on: 0 | 1, token = bobToken) => app.post(`/api/article/comment/${kind}/${id}/${on}`, undefined, token);
  expect((await vote('like', 1)).body).toEqual({ likes: 1, dislikes: 0, liked: true, disliked: false });
  expect((await vote('dislike', 1)).body).toEqual({ likes: 0, dislikes: 1, liked: false, disliked: true });
  expect((await vote('like', 0)).body).toEqual({ likes: 0, dislikes: 1, liked: false, disliked: true });
  expect((await app.get(`/api/article/comment/usermd/${slug}`, bobToken)).body).toEqual({ results: { likes: [], dislikes: [id] } });
  expect((await vote('dislike', 0)).body).toEqual({ likes: 0, dislikes: 0, liked: false, disliked: false });
  expect((await app.get(`/api/article/comment/usermd/${slug}`)).body).toEqual({ results: { likes: [], dislikes: [] } });
  expect((await app.post(`/api/article/comment/like/${id}/1`)).status).toBe(401);
  expect((await app.get(`/api/article/comment/like/${id}/1`, bobToken)).status).not.toBe(200);

  const voters = await Promise.all(Array.from({ length: 20 }, () => makeUser().then(signIn)));
  const clicks = await Promise.all(voters.map((token, i) => vote(i % 4 === 0 ? 'dislike' : 'like', 1, token)));
  expect(clicks.map((r) => r.status)).toEqual(Array(20).fill(200));
  expect(await db('comments').where({ id }).first('likes', 'dislikes')).toEqual({ likes: 15, dislikes: 5 });
  // The same member clicking like and dislike at once ends with exactly one vote.
  await Promise.all([vote('like', 1, aliceToken), vote('dislike', 1, aliceToken), vote('like', 1, aliceToken)]);
  const counts = await db('comments').where({ id }).first('likes', 'dislikes');
  expect(counts.likes + counts.dislikes).toBe(21);
  expect(await db('comment_votes').where({ comment_id: id, user_id: alice.id })).toHaveLength(1);
});

test('pages of 10 by cursor have no duplicates or gaps while new comments arrive', async () => {
  const { bob } = await members();
  const { id: articleRow, slug } = await makeArticle();
  const base = Date.now() - 3_600_000;
  const rows = Array.from({ length: 35 }, (_, i) => ({
    article_id: articleRow,
    user_id: bob.id,
    body: `Comment ${i}`,
    body_html: `<p>Comment ${i}</p>`,
    likes: i % 4,
    created_at: new Date(base + i * 1000),
  }));
  const existing = ((await db('comments').insert(rows).returning('id')) as Array<{ id: number }>).map((r) => r.id);
  for (const sort of ['likes', 'created_at']) {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: CommentListResponse = await list(`article_id=${slug}&sort_by=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.comments.length).toBeLessThanOrEqual(10);
      seen.push(...page.comments.map((c) => c.id));
      cursor = page.next_cursor;
      // Someone posts while the reader scrolls.
      await comment(await signIn(await makeUser()), slug, `Arrived during ${sort} page ${++pages}`);
    } while (cursor);
    const fromBefore = seen.filter((id) => existing.includes(id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(fromBefore.sort((a, b) => a - b)).toEqual(existing);
  }
  // Highest rated: by likes, newest first among equals; offset paging still works.
  const first = await list(`article_id=${slug}&sort_by=likes&quantity=3`);
  expect(first.comments.map((c) => c.likes)).toEqual([3, 3, 3]);
  const second = await list(`article_id=${slug}&sort_by=likes&quantity=3&offset=3`);
  expect(second.comments[0]!.id).toBeLessThan(first.comments[2]!.id);
});

test('reports: guests 401, reporting twice is one open report, the queue and moderators settle them', async () => {
  const { alice, aliceToken, bobToken } = await members();
  const { slug } = await makeArticle();
  const id = await comment(aliceToken, slug, 'Buy cheap watches');
  const reply = await comment(aliceToken, slug, 'Still here', id);
  expect((await app.post(`/api/article/comment/report/${id}`, {})).status).toBe(401);
  expect((await app.post(`/api/article/comment/report/${id}`, { reason: 'spam' }, bobToken)).body).toEqual({ reported: true });
  expect((await app.post(`/api/article/comment/report/${id}`, undefined, bobToken)).status).toBe(200);
  expect((await app.post(`/api/article/comment/report/${id}`, { reason: 'rude' }, adminToken)).status).toBe(200);
  expect((await app.post(`/api/article/comment/report/${id}`, { reason: 'x'.repeat(501) }, bobToken)).status).toBe(400);

  // The console: members may not look; the queue shows the comment with its reports.
  expect((await app.get('/api/admin/comments', bobToken)).status).toBe(403);
  expect((await app.get('/api/admin/comments')).status).toBe(401);
  const queue = await app.get(`/api/admin/comments?filter=${encodeURIComponent(JSON.stringify({ reported: true }))}`, adminToken);
  expect(queue.status).toBe(200);
  expect(queue.headers['content-range']).toMatch(/^comments 0-0\/1$/);
  expect(queue.body[0]).toMatchObject({ id, article_id: slug, username: alice.username, open_reports: 2, hidden: false, deleted: false, body: 'Buy cheap watches' });
  expect(queue.body[0].reports.map((r: { reason: string }) => r.reason).sort()).toEqual(['rude', 'spam']);

  // Hiding takes it out of the count and settles the reports; its reply keeps it as a stub.
  const hidden = await app.put(`/api/admin/comments/${id}`, { hidden: true }, adminToken);
  expect(hidden.body).toMatchObject({ hidden: true, open_reports: 0 });
  expect(await numComments(slug)).toBe(1);
  expect((await list(`article_id=${slug}`)).comments[0]).toMatchObject({ id, state: 'hidden', body: '', children: [{ id: reply }] });
  expect((await app.post(`/api/article/comment/like/${id}/1`, undefined, bobToken)).status).toBe(404);
  const restored = await app.put(`/api/admin/comments/${id}`, { hidden: false }, adminToken);
  expect(restored.body).toMatchObject({ hidden: false, body: 'Buy cheap watches' });
  expect(await numComments(slug)).toBe(2);

  // Reported again, then deleted for good.
  await app.post(`/api/article/comment/report/${id}`, { reason: 'spam again' }, bobToken);
  expect((await app.get(`/api/admin/comments/${id}`, adminToken)).body.open_reports).toBe(1);
  const deleted = await app.del(`/api/admin/comments/${id}`, adminToken);
  expect(deleted.body).toMatchObject({ deleted: true, body: '', open_reports: 0 });
  expect(await numComments(slug)).toBe(1);
  expect((await app.put(`/api/admin/comments/${id}`, { hidden: true }, adminToken)).status).toBe(409);
});

test('barring a member from commenting, and lifting it', async () => {
  const { bobToken } = await members();
  const { slug } = await makeArticle();
  const troll = await makeUser();
  const trollToken = await signIn(troll);
  const id = await comment(trollToken, slug, 'Before the bar');
  expect((await app.post('/api/admin/comment-bans', { user_id: troll.id, reason: 'abuse' }, bobToken)).status).toBe(403);
  const barred = await app.post('/api/admin/comment-bans', { user_id: troll.id, reason: 'abuse' }, adminToken);
  expect(barred.status).toBe(201);
  expect(barred.body).toMatchObject({ id: troll.id, username: troll.username, reason: 'abuse' });
  expect((await app.post('/api/admin/comment-bans', { user_id: 2 ** 31 - 1, reason: null }, adminToken)).status).toBe(404);
  expect((await post(trollToken, { article_id: slug, body: 'After the bar' })).status).toBe(403);
  expect((await app.put(`/api/article/comment/${id}`, { body: 'Edited' }, trollToken)).status).toBe(403);
  expect((await app.get(`/api/admin/comments/${id}`, adminToken)).body.author_banned).toBe(true);
  const bans = await app.get('/api/admin/comment-bans', adminToken);
  expect(bans.body.map((b: { id: number }) => b.id)).toContain(troll.id);
  expect((await app.del(`/api/admin/comment-bans/${troll.id}`, adminToken)).status).toBe(200);
  expect((await post(trollToken, { article_id: slug, body: 'After the bar' })).status).toBe(201);
});

test('the editor\'s preview renders exactly as posting would, for members only', async () => {
  const { aliceToken } = await members();
  const res = await app.post('/api/article/comment/preview', { body: '# Title\n\n> quote\n\n`code` <script>x()</script>' }, aliceToken);
  expect(res.status).toBe(200);
  expect(res.body.body_html).toBe('<h1>Title</h1>\n<blockquote>\n<p>quote</p>\n</blockquote>\n<p><code>code</code> &lt;script&gt;x()&lt;/script&gt;</p>');
  expect((await app.post('/api/article/comment/preview', { body: 'x' })).status).toBe(401);
});

test('concurrent replies and deletions keep reply counts and the article\'s count exact', async () => {
  const { slug } = await makeArticle();
  const { aliceToken } = await members();
  const root = await comment(aliceToken, slug, 'Discuss');
  const repliers = await Promise.all(Array.from({ length: 12 }, () => makeUser().then(signIn)));
  const posted = await Promise.all(repliers.map((token, i) => post(token, { article_id: slug, body: `Reply ${i}`, parent_comment: root })));
  expect(posted.map((r) => r.status)).toEqual(Array(12).fill(201));
  await Promise.all(posted.slice(0, 5).map((r, i) => app.del(`/api/article/comment/${r.body.id}`, repliers[i])));
  expect(await db('comments').where({ id: root }).first('reply_count')).toEqual({ reply_count: 7 });
  expect(await numComments(slug)).toBe(8);
});

test('a member deleted: their comments stay as from "[deleted member]", their votes and reports go, every count follows', async () => {
  const { slug } = await makeArticle();
  const { bobToken } = await members();
  const leaving = await makeUser();
  const leavingToken = await signIn(leaving);
  const theirs = await comment(leavingToken, slug, 'I was here');
  const other = await comment(bobToken, slug, 'And I stay');
  await app.post(`/api/article/comment/like/${other}/1`, undefined, leavingToken);
  await app.post(`/api/article/comment/dislike/${theirs}/1`, undefined, bobToken);
  await app.post(`/api/article/comment/report/${other}`, { reason: 'meh' }, leavingToken);
  expect(await db('comments').where({ id: other }).first('likes', 'open_reports')).toEqual({ likes: 1, open_reports: 1 });

  expect((await app.send('delete', '/api/user/d', { password: FACTORY_PASSWORD }, leavingToken)).status).toBe(200);
  await drainJobs();

  const page = await list(`article_id=${slug}&sort_by=created_at`);
  expect(page.comments.map((c) => [c.id, c.username, c.body, c.likes, c.dislikes])).toEqual([
    [other, expect.any(String), 'And I stay', 0, 0],
    [theirs, null, 'I was here', 0, 1],
  ]);
  expect(await db('comments').where({ id: other }).first('open_reports')).toEqual({ open_reports: 0 });
  expect(await numComments(slug)).toBe(2);
});
