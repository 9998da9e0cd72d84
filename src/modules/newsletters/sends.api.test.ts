import { expect, test } from 'vitest';
import { makeArticle, makeContentTag } from '../../../test/content-factories';
import { makeAdmin, makeUser, signIn, type MadeUser } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { makeSubscriber, sendOfArticle } from '../../../test/newsletter-factories';
import { mailsTo, outbox } from '../../../test/mail';
import { config } from '../../platform/config';
import { db } from '../../platform/db';
import { drainJobs, jobEvents } from '../../platform/jobs';
import { setChoices } from './choices';
import { BATCH_SIZE, runBatch, STALE_CLAIM_MS, takeUpStalledSends } from './sends';
import { unsubscribeToken } from './unsubscribe';

// An article's newsletter: sent on its first publication only, once per member whatever runs
// twice, paused and resumed, and watched from the console.

const app = await testApp();
const admin = await makeAdmin();
const adminToken = await signIn(admin);

const article = (id: string, extra: Record<string, unknown> = {}) => ({ id, title: `The ${id}`, body: '<p>Words on paper.</p><img src="/uploads/lead.webp" alt="">', ...extra });
const articleMails = async (member: MadeUser, title: string) => (await mailsTo(member.email)).filter((m) => m.subject === `New on ${config.SITE_NAME}: ${title}`);

test('publishing sends each subscriber the article once: title, summary, lead picture, link and unsubscribe, all absolute', async () => {
  const everything = await makeSubscriber();
  const digest = await makeSubscriber({ articles: 'weekly' });
  const unactivated = await makeUser({ activated: false });
  await setChoices(unactivated.id, { articles: 'each', all_articles: true, tag_ids: [], replies: false }, 'profile');

  const res = await app.post('/api/article', article('first_light', { headline: 'Morning comes to the reading room.', published: true }), adminToken);
  expect(res.status).toBe(201);

  const [mail, ...more] = await articleMails(everything, 'The first_light');
  expect(more).toEqual([]);
  expect(mail!.text).toContain('Morning comes to the reading room.');
  expect(mail!.links).toContain(`${config.publicUrl}/article/first_light`);
  const token = await unsubscribeToken(everything.id, 'new_articles');
  expect(mail!.links).toContain(`${config.publicUrl}/newsletters/unsubscribe?token=${token}`);
  expect(mail!.header('List-Unsubscribe')).toBe(`<${config.publicUrl}/api/newsletters/unsubscribe?token=${token}>`);
  expect(mail!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(mail!.header('Message-ID')).toMatch(new RegExp(`^<article\\.\\d+\\.${everything.id}@`));
  // The HTML part (quoted-printable): the lead picture by its absolute address.
  expect(mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(`src="${config.publicUrl}/uploads/lead.webp"`);
  // Digest readers wait for their digest; an address not proven is never mailed.
  expect(await articleMails(digest, 'The first_light')).toEqual([]);
  expect(await articleMails(unactivated, 'The first_light')).toEqual([]);
  expect(await sendOfArticle('first_light')).toMatchObject({ state: 'done' });
});

test('only the first publication sends: a draft published later sends once; an edit, a re-publish after a suspension, do not', async () => {
  // Content announces every publication, first or again; the newsletters send on the first alone.
  let announced = 0;
  const count = (e: { name: string }) => void (e.name === 'event.content.article-published' && (announced += 1));
  jobEvents.on('completed', count);
  const member = await makeSubscriber();
  expect((await app.post('/api/article', article('slow_draft'), adminToken)).status).toBe(201);
  await drainJobs();
  expect(await sendOfArticle('slow_draft')).toBeUndefined();

  expect((await app.post('/api/article/publish', { id: 'slow_draft' }, adminToken)).status).toBe(200);
  expect(await articleMails(member, 'The slow_draft')).toHaveLength(1);

  expect((await app.put('/api/article', article('slow_draft', { subtitle: 'Revised', published: true }), adminToken)).status).toBe(200);
  expect((await app.post('/api/article/suspend', { id: 'slow_draft' }, adminToken)).status).toBe(200);
  expect((await app.post('/api/article/publish', { id: 'slow_draft' }, adminToken)).status).toBe(200);
  expect((await app.put('/api/article', article('edited_into_print'), adminToken)).status).toBe(404);
  expect(await articleMails(member, 'The slow_draft')).toHaveLength(1);

  // A draft published by its edit sends too, once.
  expect((await app.post('/api/article', article('edited_into_print'), adminToken)).status).toBe(201);
  expect((await app.put('/api/article', article('edited_into_print', { published: true }), adminToken)).status).toBe(200);
  expect((await app.put('/api/article', article('edited_into_print', { published: true, title: 'The edited_into_print' }), adminToken)).status).toBe(200);
  expect(await articleMails(member, 'The edited_into_print')).toHaveLength(1);
  jobEvents.off('completed', count);
  // slow_draft published twice (first, then again after its suspension), edited_into_print once.
  expect(announced).toBe(3);
  expect(await sendOfArticle('slow_draft')).toMatchObject({ state: 'done', run: 1 });
});

test('followers of a volume or tag get its articles; others do not', async () => {
  const volume = await makeContentTag('night_letters', 'volume', 'Night Letters');
  const topic = await makeContentTag('lamps', 'topic', 'Lamps');
  const follower = await makeSubscriber({ all_articles: false, tag_ids: [volume] });
  const elsewhere = await makeSubscriber({ all_articles: false, tag_ids: [topic] });

  const res = await app.post('/api/article', article('by_candlelight', { published: true, tags: [{ id: volume, tag_type: 'volume' }] }), adminToken);
  expect(res.status).toBe(201);
  expect(await articleMails(follower, 'The by_candlelight')).toHaveLength(1);
  expect(await articleMails(elsewhere, 'The by_candlelight')).toHaveLength(0);
});

test('a member gets an article once, however often the jobs run; a claim left by a process that died is mailed again', async () => {
  const members = [await makeSubscriber(), await makeSubscriber(), await makeSubscriber()];
  const { id: articleId } = await makeArticle({ slug: 'twice_told', title: 'Twice Told' });
  const [send] = await db('newsletter_sends').insert({ article_id: articleId }).returning('*');
  // Two jobs of the same batch at once, and again after: the log lets each member be claimed once.
  await Promise.all([runBatch({ sendId: send.id, run: 1 }), runBatch({ sendId: send.id, run: 1 })]);
  await runBatch({ sendId: send.id, run: 1 });
  await drainJobs();
  for (const m of members) expect(await articleMails(m, 'Twice Told'), m.username).toHaveLength(1);
  expect(await db('newsletter_sends').where({ id: send.id }).first('state')).toEqual({ state: 'done' });

  // A member claimed by a process that died before mailing: still claimed, the send still open.
  const late = await makeSubscriber();
  const { id: otherId } = await makeArticle({ slug: 'interrupted', title: 'Interrupted' });
  const [open] = await db('newsletter_sends').insert({ article_id: otherId, cursor: late.id }).returning('*');
  await db('newsletter_deliveries').insert({ send_id: open.id, user_id: late.id, claimed_at: new Date(Date.now() - STALE_CLAIM_MS - 1000) });
  await db('newsletter_sends').where({ id: open.id }).update({ created_at: new Date(Date.now() - STALE_CLAIM_MS - 1000) });
  await takeUpStalledSends();
  await drainJobs();
  expect(await articleMails(late, 'Interrupted')).toHaveLength(1);
  expect(await db('newsletter_deliveries').where({ send_id: open.id, user_id: late.id }).first('state')).toEqual({ state: 'sent' });
  expect(await db('newsletter_sends').where({ id: open.id }).first('state')).toEqual({ state: 'done' });
});

test('a paused send mails nobody until resumed, as a new run; the console shows its counts to administrators only', async () => {
  const members = [await makeSubscriber(), await makeSubscriber()];
  const { id: articleId } = await makeArticle({ slug: 'held_back', title: 'Held Back' });
  const [send] = await db('newsletter_sends').insert({ article_id: articleId, state: 'paused' }).returning('*');
  await runBatch({ sendId: send.id, run: 1 });
  for (const m of members) expect(await articleMails(m, 'Held Back')).toEqual([]);

  const resumed = await app.post(`/api/admin/newsletters/${send.id}/resume`, {}, adminToken);
  expect(resumed.status).toBe(200);
  await drainJobs();
  for (const m of members) expect(await articleMails(m, 'Held Back')).toHaveLength(1);
  expect(await db('newsletter_sends').where({ id: send.id }).first('state', 'run')).toEqual({ state: 'done', run: 2 });

  const listed = await app.get(`/api/admin/newsletters?filter=${encodeURIComponent(JSON.stringify({ id: [send.id] }))}`, adminToken);
  expect(listed.status).toBe(200);
  expect(listed.headers['content-range']).toBe('newsletters 0-0/1');
  expect(listed.body[0]).toMatchObject({ id: send.id, article_title: 'Held Back', state: 'done', queued: 0, failed: 0 });
  expect(listed.body[0].sent).toBeGreaterThanOrEqual(2);
  expect((await app.post(`/api/admin/newsletters/${send.id}/pause`, {}, adminToken)).status).toBe(409);

  const member = await signIn(await makeUser());
  expect((await app.get('/api/admin/newsletters', member)).status).toBe(403);
  expect((await app.post(`/api/admin/newsletters/${send.id}/pause`, {}, member)).status).toBe(403);
  expect((await app.post(`/api/admin/newsletters/${send.id}/test`, {})).status).toBe(401);
  expect((await app.get('/api/admin/newsletters/abc', adminToken)).status).toBe(400);
  expect((await app.get('/api/admin/newsletters/999999', adminToken)).status).toBe(404);
  expect((await app.send('delete', `/api/admin/newsletters/${send.id}`, undefined, adminToken)).status).toBe(405);
});

test('pausing stops a send between batches; a test goes to the administrator alone and is not logged', async () => {
  const member = await makeSubscriber();
  const { id: articleId } = await makeArticle({ slug: 'proof_copy', title: 'Proof Copy' });
  const [send] = await db('newsletter_sends').insert({ article_id: articleId }).returning('*');
  const paused = await app.post(`/api/admin/newsletters/${send.id}/pause`, {}, adminToken);
  expect(paused.status).toBe(200);
  expect(paused.body).toMatchObject({ state: 'paused' });
  await runBatch({ sendId: send.id, run: 1 });

  const tried = await app.post(`/api/admin/newsletters/${send.id}/test`, {}, adminToken);
  expect(tried.status).toBe(200);
  expect(tried.body.message).toBe(`A test of this newsletter was sent to ${admin.email}.`);
  const [test] = (await mailsTo(admin.email)).filter((m) => m.subject.startsWith('[Test]'));
  expect(test!.subject).toBe(`[Test] New on ${config.SITE_NAME}: Proof Copy`);
  expect(test!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(await articleMails(member, 'Proof Copy')).toEqual([]);
  expect(await db('newsletter_deliveries').where({ send_id: send.id })).toEqual([]);
  expect((await outbox()).length).toBeGreaterThan(0);
});

test('a send to more members than a batch goes on, batch after batch, to every one of them', async () => {
  const stamp = Date.now().toString(36);
  await db.raw(
    `insert into users (email, username, password_hash, activated_at) select 'many' || n || '_' || ? || '@example.test', 'many' || n || '_' || ?, 'not a hash', now() from generate_series(1, ?) n`,
    [stamp, stamp, BATCH_SIZE + 20],
  );
  await db.raw(`insert into newsletter_choices (user_id, articles, all_articles) select id, 'each', true from users where username like ?`, [`many%${stamp}`]);
  const { id: articleId } = await makeArticle({ slug: 'for_the_many', title: 'For the Many' });
  const [send] = await db('newsletter_sends').insert({ article_id: articleId }).returning('*');
  await runBatch({ sendId: send.id, run: 1 });
  await drainJobs();
  expect(await db('newsletter_sends').where({ id: send.id }).first('state')).toEqual({ state: 'done' });
  expect(await db('newsletter_deliveries').where({ send_id: send.id }).whereNot({ state: 'sent' })).toEqual([]);
  expect((await outbox()).filter((m) => m.subject.endsWith(': For the Many') && m.to.includes(stamp))).toHaveLength(BATCH_SIZE + 20);
}, 60_000);
