import { expect, test } from 'vitest';
import { makeContentTag } from '../../../test/content-factories';
import { FACTORY_PASSWORD, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { db } from '../../platform/db';
import { drainJobs } from '../../platform/jobs';
import { setChoices } from './choices';
import { forgetDeletedMember } from './privacy';
import type { NewsletterChoices } from './schemas';
import { unsubscribeToken } from './unsubscribe';

// A member's newsletter choices: in the profile (signed in), by the signed link of a mail (no
// session), RFC 8058's one-click POST, the registration form's box, and account deletion.

const app = await testApp();
const consents = (userId: number) => db('newsletter_consents').where({ user_id: userId }).orderBy('id').select('source', 'choices');
const EACH_ALL: NewsletterChoices = { articles: 'each', all_articles: true, tag_ids: [], replies: false };

test('a member reads and saves their choices; each change is recorded as consent from the profile', async () => {
  const member = await makeUser();
  const token = await signIn(member);
  const volume = await makeContentTag('letters_from_abroad', 'volume', 'Letters from Abroad');

  const first = await app.get('/api/newsletters/choices', token);
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ articles: 'off', all_articles: true, tag_ids: [], replies: false, tags: [] });

  const saved = await app.put('/api/newsletters/choices', { articles: 'weekly', all_articles: false, tag_ids: [volume], replies: true }, token);
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({ articles: 'weekly', all_articles: false, tag_ids: [volume], replies: true, tags: [{ id: volume, label: 'Letters from Abroad', tag_type: 'volume' }] });
  expect(await consents(member.id)).toEqual([{ source: 'profile', choices: { articles: 'weekly', all_articles: false, tag_ids: [volume], replies: true } }]);
});

test('bad choices are a 400 naming the field and change nothing; visitors get 401', async () => {
  const member = await makeUser();
  const token = await signIn(member);
  for (const [body, field] of [
    [{ ...EACH_ALL, articles: 'hourly' }, 'articles'],
    [{ ...EACH_ALL, all_articles: 'yes' }, 'all_articles'],
    [{ ...EACH_ALL, tag_ids: [123456] }, 'tag_ids'],
    [{ ...EACH_ALL, tag_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'tag_ids'],
    [{ ...EACH_ALL, replies: undefined }, 'replies'],
  ] as const) {
    const res = await app.put('/api/newsletters/choices', body, token);
    expect(res.status, field).toBe(400);
    expect(res.body.errors, field).toHaveProperty(field);
  }
  expect((await app.put('/api/newsletters/choices', { ...EACH_ALL, extra: 1 }, token)).status).toBe(400);
  expect(await db('newsletter_choices').where({ user_id: member.id })).toEqual([]);
  expect(await consents(member.id)).toEqual([]);
  expect((await app.get('/api/newsletters/choices')).status).toBe(401);
  expect((await app.put('/api/newsletters/choices', EACH_ALL)).status).toBe(401);
});

test('the link of a mail shows the choices and turns lists off without a session; a forged one is a 404 and changes nothing', async () => {
  const member = await makeUser();
  await setChoices(member.id, { ...EACH_ALL, replies: true }, 'profile');
  const token = await unsubscribeToken(member.id, 'new_articles');

  const shown = await app.get(`/api/newsletters/by-link?token=${token}`);
  expect(shown.status).toBe(200);
  expect(shown.body).toMatchObject({ list: 'new_articles', choices: { articles: 'each', replies: true } });

  const changed = await app.put(`/api/newsletters/by-link?token=${token}`, { ...EACH_ALL, articles: 'off', replies: true });
  expect(changed.status).toBe(200);
  expect(changed.body.choices).toMatchObject({ articles: 'off', replies: true });

  const forged = `${member.id + 1}${token.slice(String(member.id).length)}`;
  for (const res of [await app.get(`/api/newsletters/by-link?token=${forged}`), await app.put(`/api/newsletters/by-link?token=${forged}`, EACH_ALL), await app.post(`/api/newsletters/unsubscribe?token=${forged}`)]) {
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/^This unsubscribe link is not valid/);
  }
  expect((await app.post('/api/newsletters/unsubscribe')).status).toBe(400);
  expect((await consents(member.id)).map((c: { source: string }) => c.source)).toEqual(['profile', 'unsubscribe']);
});

test('a link without a session turns lists off only: its own, another, or all; turning anything on is a 403 that changes nothing', async () => {
  const volume = await makeContentTag('harbour_lights', 'volume', 'Harbour Lights');
  const other = await makeContentTag('tide_tables', 'topic', 'Tide Tables');
  const member = await makeUser();
  const followed: NewsletterChoices = { articles: 'each', all_articles: false, tag_ids: [volume], replies: false };
  await setChoices(member.id, followed, 'profile');
  const token = await unsubscribeToken(member.id, 'replies');
  const byLink = (body: object) => app.put(`/api/newsletters/by-link?token=${token}`, body);

  for (const [body, what] of [
    [{ ...followed, replies: true }, 'replies on'],
    [{ ...followed, articles: 'weekly' }, 'another mode'],
    [{ ...followed, all_articles: true }, 'all articles'],
    [{ ...followed, tag_ids: [volume, other] }, 'another tag'],
  ] as const) {
    const res = await byLink(body);
    expect(res.status, what).toBe(403);
    expect(res.body.message, what).toBe('This link can only turn mails off. To turn them on or choose volumes and tags, log in and change them in your profile.');
  }
  expect((await app.get(`/api/newsletters/choices`, await signIn(member))).body).toMatchObject(followed);
  expect((await consents(member.id)).map((c: { source: string }) => c.source)).toEqual(['profile']);

  // The replies link turns new articles off: off is off, whatever list the link came from; the tags stay as chosen.
  const off = await byLink({ ...followed, articles: 'off', all_articles: true, tag_ids: [other] });
  expect(off.status).toBe(200);
  expect(off.body.choices).toMatchObject({ articles: 'off', all_articles: false, tag_ids: [volume], replies: false });
  // Nothing back on from here, even what it just turned off.
  expect((await byLink({ ...followed, articles: 'each' })).status).toBe(403);

  // Signed in, the member turns anything on.
  const signedIn = await app.put('/api/newsletters/choices', { ...followed, replies: true }, await signIn(member));
  expect(signedIn.status).toBe(200);
  const allOff = await byLink({ ...followed, articles: 'off', replies: false });
  expect(allOff.body.choices).toMatchObject({ articles: 'off', replies: false });
});

test('new articles from chosen volumes and tags with none chosen are refused with a message on the tags; a link can still turn lists off', async () => {
  const member = await makeUser();
  const token = await signIn(member);
  for (const articles of ['each', 'daily', 'weekly'] as const) {
    const res = await app.put('/api/newsletters/choices', { articles, all_articles: false, tag_ids: [], replies: true }, token);
    expect(res.status, articles).toBe(400);
    expect(res.body).toMatchObject({ message: 'Please correct the highlighted fields.', errors: { tag_ids: ['Choose at least one volume or tag, or all new articles.'] } });
  }
  expect(await db('newsletter_choices').where({ user_id: member.id })).toEqual([]);
  expect(await consents(member.id)).toEqual([]);
  // Off needs no tags.
  expect((await app.put('/api/newsletters/choices', { articles: 'off', all_articles: false, tag_ids: [], replies: true }, token)).status).toBe(200);

  // Choices saved before the rule: the mail's link still turns replies off.
  await db('newsletter_choices').where({ user_id: member.id }).update({ articles: 'each' });
  const link = await unsubscribeToken(member.id, 'replies');
  const res = await app.put(`/api/newsletters/by-link?token=${link}`, { articles: 'each', all_articles: false, tag_ids: [], replies: false });
  expect(res.status).toBe(200);
  expect(res.body.choices).toMatchObject({ articles: 'each', replies: false });
});

test("RFC 8058's one-click POST unsubscribes without a session or a CSRF token, once however often it comes", async () => {
  const member = await makeUser();
  await setChoices(member.id, { ...EACH_ALL, replies: true }, 'profile');
  const token = await unsubscribeToken(member.id, 'new_articles');
  // As a mail provider posts it: a form body, from another origin, nothing else.
  const oneClick = () =>
    app.send('post', `/api/newsletters/unsubscribe?token=${token}`).set('Content-Type', 'application/x-www-form-urlencoded').set('Origin', 'https://mail.example.net').send('List-Unsubscribe=One-Click');

  const res = await oneClick();
  expect(res.status).toBe(200);
  expect((await oneClick()).status).toBe(200);
  expect((await app.get(`/api/newsletters/by-link?token=${token}`)).body.choices).toMatchObject({ articles: 'off', replies: true });
  expect((await consents(member.id)).map((c: { source: string }) => c.source)).toEqual(['profile', 'unsubscribe']);

  const replies = await unsubscribeToken(member.id, 'replies');
  expect((await app.post(`/api/newsletters/unsubscribe?token=${replies}`)).status).toBe(200);
  expect((await app.get(`/api/newsletters/by-link?token=${replies}`)).body.choices).toMatchObject({ articles: 'off', replies: false });
});

test("the registration form's box, ticked, asks for each new article with the consent's time; unticked, nothing is chosen", async () => {
  const base = { password: 'marginalia in the library', first_name: 'Ada', last_name: 'Byron', accept_terms: true };
  const before = new Date();
  expect((await app.post('/api/auth/register', { ...base, email: 'ticked@example.test', username: 'ticked', newsletter: true })).status).toBe(202);
  expect((await app.post('/api/auth/register', { ...base, email: 'unticked@example.test', username: 'unticked' })).status).toBe(202);
  expect((await app.post('/api/auth/register', { ...base, email: 'odd@example.test', username: 'odd', newsletter: 'yes' })).status).toBe(400);
  await drainJobs();

  const ticked = await db('users').where({ username: 'ticked' }).first('id');
  const unticked = await db('users').where({ username: 'unticked' }).first('id');
  expect(await db('newsletter_choices').where({ user_id: ticked.id }).first('articles', 'all_articles', 'replies')).toEqual({ articles: 'each', all_articles: true, replies: false });
  const [consent] = await db('newsletter_consents').where({ user_id: ticked.id });
  expect(consent).toMatchObject({ source: 'registration', choices: EACH_ALL });
  expect(new Date(consent.given_at).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  expect(await db('newsletter_choices').where({ user_id: unticked.id })).toEqual([]);
  expect(await db('users').where({ username: 'odd' })).toEqual([]);
});

test("deleting an account lets go of the member's choices, consents and send log", async () => {
  const member = await makeUser();
  await setChoices(member.id, { ...EACH_ALL, tag_ids: [await makeContentTag('erasure')] }, 'profile');
  // The module's own handler, with the account still there (the deletion job may not have run yet).
  await forgetDeletedMember.process({ userId: member.id });
  for (const table of ['newsletter_choices', 'newsletter_followed_tags', 'newsletter_consents']) expect(await db(table).where({ user_id: member.id }), table).toEqual([]);

  await setChoices(member.id, EACH_ALL, 'profile');
  const res = await app.send('delete', '/api/user/d', { password: FACTORY_PASSWORD }, await signIn(member));
  expect(res.status).toBe(200);
  await drainJobs();
  expect(await db('newsletter_consents').where({ user_id: member.id })).toEqual([]);
  expect(await db('newsletter_choices').where({ user_id: member.id })).toEqual([]);
  const token = await unsubscribeToken(member.id, 'new_articles');
  expect((await app.get(`/api/newsletters/by-link?token=${token}`)).status).toBe(404);
});
