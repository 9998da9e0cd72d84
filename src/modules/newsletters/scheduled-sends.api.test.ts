import { expect, test } from 'vitest';
import type { MadeUser } from '../../../test/factories';

// Publishing asks before it mails (issue 36, item 5): a newsletter waits NEWSLETTER_SEND_DELAY
// (300 s here, set before config is read) as 'scheduled', the console's Cancel or the article's
// suspension cancels it, and a start job that runs after a cancel mails nobody. Time is not
// waited for: a test makes the start job due at once, as the relay would once the delay is over.
process.env.NEWSLETTER_SEND_DELAY = '300';

const [{ makeContentTag }, { makeAdmin, makeUser, signIn }, { testApp }, { makeSubscriber, sendOfArticle }, { mailsTo }, { config }, { db }, { drainJobs }, { setChoices }, { startSend }] = await Promise.all([
  import('../../../test/content-factories'),
  import('../../../test/factories'),
  import('../../../test/http'),
  import('../../../test/newsletter-factories'),
  import('../../../test/mail'),
  import('../../platform/config'),
  import('../../platform/db'),
  import('../../platform/jobs'),
  import('./choices'),
  import('./scheduled-sends'),
]);

const app = await testApp();
const adminToken = await signIn(await makeAdmin());

const START_JOB = 'newsletters.start-send';
const article = (id: string, extra: Record<string, unknown> = {}) => ({ id, title: `The ${id}`, body: '<p>Words on paper.</p>', ...extra });
const articleMails = async (member: MadeUser, slug: string) => (await mailsTo(member.email)).filter((m) => m.subject === `New on ${config.SITE_NAME}: The ${slug}`);
const startJobs = () => db('job_outbox').where({ name: START_JOB }).whereNull('done_at');
/** The delay over: the jobs due run (making any start job), the start jobs waiting become due, and run. */
async function delayPasses(): Promise<void> {
  await drainJobs();
  await startJobs().update({ run_at: db.fn.now() });
  await drainJobs();
}
const consolePublish = (slug: string, email: boolean) => app.post(`/api/admin/articles/${slug}/publish`, { email }, adminToken);

test("the API's publish schedules the newsletter for the delay's end, a start job in the outbox; nobody is mailed before it", async () => {
  const member = await makeSubscriber();
  expect((await app.post('/api/article', article('patient_essay'), adminToken)).status).toBe(201);
  const before = Date.now();
  expect((await app.post('/api/article/publish', { id: 'patient_essay' }, adminToken)).status).toBe(200);
  await drainJobs();

  const send = await sendOfArticle('patient_essay');
  expect(send).toMatchObject({ state: 'scheduled', run: 1 });
  expect(new Date(send.starts_at).getTime()).toBeGreaterThanOrEqual(before + 299_000);
  // The wait is a row of the outbox, due at the start: a restart finds it there.
  const [job] = await startJobs().select('payload', 'run_at');
  expect(job.payload).toEqual({ sendId: send.id, run: 1 });
  expect(Math.abs(new Date(job.run_at).getTime() - new Date(send.starts_at).getTime())).toBeLessThan(5000);
  expect(await articleMails(member, 'patient_essay')).toEqual([]);

  const listed = await app.get(`/api/admin/newsletters?filter=${encodeURIComponent(JSON.stringify({ state: 'scheduled' }))}`, adminToken);
  expect(listed.body).toContainEqual(expect.objectContaining({ id: send.id, state: 'scheduled', article_slug: 'patient_essay', starts_at: new Date(send.starts_at).toISOString() }));

  await delayPasses();
  expect(await articleMails(member, 'patient_essay')).toHaveLength(1);
  expect(await sendOfArticle('patient_essay')).toMatchObject({ state: 'done' });
});

test("the console's Cancel stops a pending send: nothing is mailed, even when its start job runs after; a started send cannot be cancelled", async () => {
  const member = await makeSubscriber();
  expect((await app.post('/api/article', article('mistaken_click'), adminToken)).status).toBe(201);
  const published = await consolePublish('mistaken_click', true);
  expect(published.status).toBe(200);
  expect(published.body).toMatchObject({ id: 'mistaken_click', published: true, email_on_publish: true });
  await drainJobs();
  const send = await sendOfArticle('mistaken_click');

  const cancelled = await app.post(`/api/admin/newsletters/${send.id}/cancel`, {}, adminToken);
  expect(cancelled.status).toBe(200);
  expect(cancelled.body).toMatchObject({ id: send.id, state: 'cancelled', sent: 0, queued: 0 });
  expect(cancelled.body.finished_at).not.toBeNull();
  expect((await app.post(`/api/admin/newsletters/${send.id}/cancel`, {}, adminToken)).status).toBe(200);
  expect((await app.post(`/api/admin/newsletters/${send.id}/pause`, {}, adminToken)).status).toBe(409);
  expect((await app.post(`/api/admin/newsletters/${send.id}/resume`, {}, adminToken)).status).toBe(409);

  // The job a worker had already picked up, and the outbox's own run of it: both find it cancelled.
  await startSend({ sendId: send.id, run: send.run });
  await delayPasses();
  expect(await articleMails(member, 'mistaken_click')).toEqual([]);
  expect(await db('newsletter_deliveries').where({ send_id: send.id })).toEqual([]);
  expect(await sendOfArticle('mistaken_click')).toMatchObject({ state: 'cancelled' });
  // The article stays published.
  expect((await app.get('/api/article?id=mistaken_click')).status).toBe(200);

  // Once started, a send goes on: Cancel is a 409 (Pause is the way to stop what is left).
  expect((await app.post('/api/article', article('on_its_way', { published: true }), adminToken)).status).toBe(201);
  await delayPasses();
  const started = await sendOfArticle('on_its_way');
  expect(started.state).toBe('done');
  const refused = await app.post(`/api/admin/newsletters/${started.id}/cancel`, {}, adminToken);
  expect(refused.status).toBe(409);
  expect(refused.body.message).toMatch(/has started/);
  expect(await articleMails(member, 'on_its_way')).toHaveLength(1);
});

test('a Cancel and the start at the same moment: one wins whole, never a cancelled send that mails', async () => {
  const members = [await makeSubscriber(), await makeSubscriber()];
  expect((await app.post('/api/article', article('photo_finish', { published: true }), adminToken)).status).toBe(201);
  await drainJobs();
  const send = await sendOfArticle('photo_finish');
  const [cancel] = await Promise.all([app.post(`/api/admin/newsletters/${send.id}/cancel`, {}, adminToken), startSend({ sendId: send.id, run: send.run })]);
  await drainJobs();
  const after = await sendOfArticle('photo_finish');
  const mailed = (await Promise.all(members.map((m) => articleMails(m, 'photo_finish')))).flat();
  if (cancel.status === 200) {
    expect(after.state).toBe('cancelled');
    expect(mailed).toEqual([]);
  } else {
    expect(cancel.status).toBe(409);
    expect(after.state).toBe('done');
    expect(mailed).toHaveLength(2);
  }
});

test('suspending the article cancels its pending send; publishing it again with email schedules a new run, mailed once', async () => {
  const member = await makeSubscriber();
  expect((await app.post('/api/article', article('second_thoughts'), adminToken)).status).toBe(201);
  expect((await consolePublish('second_thoughts', true)).status).toBe(200);
  await drainJobs();
  expect(await sendOfArticle('second_thoughts')).toMatchObject({ state: 'scheduled', run: 1 });
  expect((await app.post('/api/article/suspend', { id: 'second_thoughts' }, adminToken)).status).toBe(200);
  await drainJobs();
  const send = await sendOfArticle('second_thoughts');
  expect(send).toMatchObject({ state: 'cancelled', run: 1 });
  await delayPasses();
  expect(await articleMails(member, 'second_thoughts')).toEqual([]);

  // It mailed nobody, so the real publication may: a new run, its own start job.
  const preview = await app.get('/api/admin/newsletters/publish-preview?articles=second_thoughts', adminToken);
  expect(preview.body.articles).toEqual([{ id: 'second_thoughts', emailable: true, why_not: null, subscribers: expect.any(Number) }]);
  expect((await consolePublish('second_thoughts', true)).status).toBe(200);
  await drainJobs();
  expect(await sendOfArticle('second_thoughts')).toMatchObject({ state: 'scheduled', run: 2 });
  await startSend({ sendId: send.id, run: 1 });
  expect(await sendOfArticle('second_thoughts')).toMatchObject({ state: 'scheduled', run: 2 });
  await delayPasses();
  expect(await articleMails(member, 'second_thoughts')).toHaveLength(1);
  expect(await sendOfArticle('second_thoughts')).toMatchObject({ state: 'done', run: 2 });

  // Suspended at once, whichever event is handled first: no send, or a cancelled one; no mail.
  expect((await app.post('/api/article', article('blink', { published: true }), adminToken)).status).toBe(201);
  expect((await app.post('/api/article/suspend', { id: 'blink' }, adminToken)).status).toBe(200);
  await delayPasses();
  expect([undefined, 'cancelled']).toContain((await sendOfArticle('blink'))?.state);
  expect(await articleMails(member, 'blink')).toEqual([]);
});

test('"Publish only" mails nobody, now or at a later publication; the API follows the article\'s own choice', async () => {
  const member = await makeSubscriber();
  expect((await app.post('/api/article', article('quiet_note'), adminToken)).status).toBe(201);
  const quiet = await consolePublish('quiet_note', false);
  expect(quiet.body).toMatchObject({ published: true, email_on_publish: false });
  await drainJobs();
  expect(await sendOfArticle('quiet_note')).toBeUndefined();
  expect((await app.post('/api/article/suspend', { id: 'quiet_note' }, adminToken)).status).toBe(200);
  expect((await app.put('/api/article', article('quiet_note', { email_on_publish: true }), adminToken)).status).toBe(200);
  expect((await app.post('/api/article/publish', { id: 'quiet_note' }, adminToken)).status).toBe(200);
  await delayPasses();
  expect(await sendOfArticle('quiet_note')).toBeUndefined();

  // An article whose editor turned email off: the API's publish does not mail it.
  const created = await app.post('/api/article', article('editor_said_no', { email_on_publish: false }), adminToken);
  expect(created.body.article).toMatchObject({ email_on_publish: false });
  expect((await app.post('/api/article/publish', { id: 'editor_said_no' }, adminToken)).status).toBe(200);
  // An edit keeps the choice when it does not name it; a new article's is on.
  expect((await app.put('/api/article', article('editor_said_no', { subtitle: 'Edited' }), adminToken)).body.article).toMatchObject({ email_on_publish: false });
  expect((await app.post('/api/article', article('default_choice'), adminToken)).body.article).toMatchObject({ email_on_publish: true });
  await delayPasses();
  expect(await sendOfArticle('editor_said_no')).toBeUndefined();
  expect(await articleMails(member, 'quiet_note')).toEqual([]);
  expect(await articleMails(member, 'editor_said_no')).toEqual([]);

  // A send pending, the article suspended by a write whose event has not run yet, then published
  // "only": the last answer counts, and the send is cancelled.
  expect((await app.post('/api/article', article('changed_mind'), adminToken)).status).toBe(201);
  expect((await consolePublish('changed_mind', true)).status).toBe(200);
  await drainJobs();
  await db('articles').where({ slug: 'changed_mind' }).update({ published: false });
  expect((await consolePublish('changed_mind', false)).status).toBe(200);
  await delayPasses();
  expect(await sendOfArticle('changed_mind')).toMatchObject({ state: 'cancelled' });
  expect(await articleMails(member, 'changed_mind')).toEqual([]);
});

test("the console's question: how many would be mailed now, and why an article cannot be; bad requests change nothing", async () => {
  const volume = await makeContentTag('harbour_notes', 'volume', 'Harbour Notes');
  expect((await app.get('/api/admin/newsletters/publish-preview?articles=counted_draft', adminToken)).status).toBe(404);
  const everyone = Number((await db('newsletter_choices').where({ articles: 'each', all_articles: true }).count({ n: '*' }).first())!.n);
  await makeSubscriber({ all_articles: false, tag_ids: [volume] });
  await makeSubscriber({ articles: 'daily' });
  const unproven = await makeUser({ activated: false });
  await setChoices(unproven.id, { articles: 'each', all_articles: true, tag_ids: [], replies: false }, 'profile');
  expect((await app.post('/api/article', article('counted_draft', { tags: [{ id: volume, tag_type: 'volume' }] }), adminToken)).status).toBe(201);
  expect((await app.post('/api/article', article('untagged_draft'), adminToken)).status).toBe(201);
  expect((await app.post('/api/article', article('mailed_once', { published: true }), adminToken)).status).toBe(201);
  expect((await app.post('/api/article', article('never_mailed'), adminToken)).status).toBe(201);
  expect((await consolePublish('never_mailed', false)).status).toBe(200);
  await delayPasses();

  const res = await app.get('/api/admin/newsletters/publish-preview?articles=counted_draft,untagged_draft,mailed_once', adminToken);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    delay_seconds: 300,
    articles: [
      // Every member of "all new articles" and the volume's follower; not the digest reader, not the address not proven.
      { id: 'counted_draft', emailable: true, why_not: null, subscribers: everyone + 1 },
      { id: 'untagged_draft', emailable: true, why_not: null, subscribers: everyone },
      { id: 'mailed_once', emailable: false, why_not: 'published', subscribers: 0 },
    ],
  });
  for (const slug of ['mailed_once', 'never_mailed']) expect((await app.post('/api/article/suspend', { id: slug }, adminToken)).status).toBe(200);
  const suspended = await app.get('/api/admin/newsletters/publish-preview?articles=mailed_once,never_mailed', adminToken);
  expect(suspended.body.articles).toEqual([
    { id: 'mailed_once', emailable: false, why_not: 'newsletter_sent', subscribers: 0 },
    { id: 'never_mailed', emailable: false, why_not: 'published_before', subscribers: 0 },
  ]);

  for (const query of ['', '?articles=', '?articles=a%20b', `?articles=${Array.from({ length: 101 }, (_, i) => `a${i}`).join(',')}`]) {
    expect((await app.get(`/api/admin/newsletters/publish-preview${query}`, adminToken)).status, query).toBe(400);
  }
  for (const body of [{}, { email: 'yes' }, { email: true, extra: 1 }]) expect((await app.post('/api/admin/articles/untagged_draft/publish', body, adminToken)).status).toBe(400);
  expect((await consolePublish('no_such_article', true)).status).toBe(404);
  const member = await signIn(await makeUser());
  expect((await app.get('/api/admin/newsletters/publish-preview?articles=counted_draft', member)).status).toBe(403);
  expect((await app.post('/api/admin/articles/untagged_draft/publish', { email: true }, member)).status).toBe(403);
  expect((await app.get('/api/admin/articles/untagged_draft', adminToken)).body.published).toBe(false);
});
