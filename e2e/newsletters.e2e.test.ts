import type { Locator, Page } from 'playwright-core';
import supertest from 'supertest';
import { expect, test } from 'vitest';
import { db } from '../src/platform/db';
import { config } from '../src/platform/config';
import { drainJobs } from '../src/platform/jobs';
import { makeVolume } from '../test/content-factories';
import { expectAccessible, expectAdminToast, newPage, poll, screenshot, settle, signInToConsole } from '../test/browser';
import { makeAdmin, makeUser, signIn } from '../test/factories';
import { testApp } from '../test/http';
import { lastMailTo, linkPath, mailsTo } from '../test/mail';

// Issue 28's journey: a member follows a volume from their profile (none chosen is refused first),
// the administrator publishes an article there in the console (asked whether to email), its
// newsletter arrives with both unsubscribe headers, the one-click POST unsubscribes without a
// session, the mail's page says so and turns replies off too, and the next article does not come.

const app = await testApp({ client: 'built' });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

const admin = await makeAdmin({ username: 'editor_of_letters' });
const member = await makeUser({ username: 'night_reader' });
const { tagId: volume } = await makeVolume('night_letters', 'Night Letters');
const SUBJECT = (title: string) => `New on ${config.SITE_NAME}: ${title}`;

test('a member follows a volume; its new article arrives with one-click unsubscribe, which works without a session; the next does not arrive', async () => {
  // The registration form offers the newsletter, unticked.
  const visitor = await newPage(app.url);
  await visitor.goto('/register');
  const offer = visitor.getByRole('checkbox', { name: /Send me new articles by email/ });
  await poll(() => offer.count()).toBe(1);
  expect(await offer.isChecked()).toBe(false);
  await visitor.close();

  // The member follows the volume in their profile.
  const page = await newPage(app.url);
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Newsletters' });
  await poll(() => section.getByRole('radio', { name: 'A mail for each new article' }).count()).toBe(1);
  await section.getByRole('radio', { name: 'A mail for each new article' }).check();
  await section.getByRole('radio', { name: 'Only articles in the volumes and tags I choose' }).check();
  await section.getByRole('checkbox', { name: 'Tell me when someone replies to my comments' }).check();
  // None chosen yet: saving is refused, with the reason on the tags and the finder focused.
  await button(section, 'Save newsletter choices').click();
  await poll(() => section.locator('.field-error').textContent()).toBe('Choose at least one volume or tag, or all new articles.');
  expect(await section.getByRole('alert').textContent()).toBe('Please correct the highlighted fields.');
  await poll(() => section.getByRole('combobox', { name: 'Find a tag' }).evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await db('newsletter_choices').where({ user_id: member.id })).toEqual([]);
  await section.getByRole('combobox', { name: 'Find a tag' }).fill('night');
  await section.getByRole('option', { name: 'Night Letters' }).click();
  await poll(() => section.getByRole('list', { name: 'Chosen volumes and tags' }).textContent()).toContain('Night Letters (volume)');
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'profile-newsletters');
  await button(section, 'Save newsletter choices').click();
  await poll(() => page.locator('.toasts').textContent()).toMatch('Your newsletter choices are saved.');
  await poll(() => db('newsletter_followed_tags').where({ user_id: member.id }).pluck('tag_id')).toEqual([volume]);

  // The administrator writes an article in the volume and publishes it from the console.
  const editor = await newPage(app.url);
  await signInToConsole(editor, admin, '/chariot/articles');
  await editor.getByRole('link', { name: 'New article' }).click();
  await editor.waitForURL('**/chariot/articles/create');
  const main = editor.locator('#main-content');
  await main.locator('input[name="title"]').fill('Letters by Lamplight');
  await main.locator('input[name="headline"]').fill('What we write when the house is asleep.');
  await editor.getByRole('textbox', { name: 'Body' }).click();
  await editor.keyboard.type('The lamp, the page, the long quiet.');
  await editor.getByRole('combobox', { name: 'Tag type' }).click();
  await editor.getByRole('option', { name: 'volume' }).click();
  await editor.getByRole('textbox', { name: 'Find a tag' }).fill('Night');
  await button(editor, 'Add tag Night Letters as volume').click();
  await button(editor, 'Save').click();
  await expectAdminToast(editor, 'Record created');
  // Publishing asks first; the member following the volume is the one subscriber (the send goes at once in tests).
  await editor.getByRole('switch', { name: 'Published: Letters by Lamplight' }).click();
  await button(editor, 'Publish and email 1 subscriber').click();
  await expectAdminToast(editor, 'Article Published');

  // The newsletter arrives, with both unsubscribe headers and the visible link.
  const mail = await lastMailTo(member.email, { timeoutMs: 20_000 });
  expect(mail.subject).toBe(SUBJECT('Letters by Lamplight'));
  expect(mail.text).toContain('What we write when the house is asleep.');
  expect(mail.links).toContain(`${config.publicUrl}/article/letters_by_lamplight`);
  const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(mail.header('List-Unsubscribe'))?.[1];
  expect(oneClick).toMatch(/\/api\/newsletters\/unsubscribe\?token=/);
  expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

  // The console shows the send.
  await editor.goto(`${app.url}/chariot/newsletters`);
  await poll(() => editor.getByRole('heading', { level: 1 }).textContent()).toBe('Newsletters');
  const row = editor.getByRole('row', { name: /Letters by Lamplight/ });
  await poll(() => row.textContent()).toMatch(/Sent/);
  await settle(editor);
  await expectAccessible(editor);
  await screenshot(editor, 'admin-newsletters');
  // A test to the administrator, who is no subscriber: it comes, and counts as no delivery.
  await row.getByRole('button', { name: 'Send a test of the newsletter of Letters by Lamplight to me' }).click();
  await expectAdminToast(editor, `A test of this newsletter was sent to ${admin.email}.`);
  expect((await lastMailTo(admin.email)).subject).toBe(`[Test] ${SUBJECT('Letters by Lamplight')}`);
  expect(await db('newsletter_deliveries').where({ user_id: admin.id })).toEqual([]);

  // The mail provider's one-click POST: no session, no cookie, a form body.
  const res = await supertest(app.url).post(linkPath(oneClick!)).type('form').send('List-Unsubscribe=One-Click');
  expect(res.status).toBe(200);
  await poll(async () => (await db('newsletter_choices').where({ user_id: member.id }).first('articles'))?.articles).toBe('off');

  // The mail's visible link, opened by someone not signed in: unsubscribed, what still comes on
  // show, each list with its Turn off and nothing to turn on (that takes signing in).
  const stranger = await newPage(app.url);
  const pageLink = mail.links.find((l) => l.includes('/newsletters/unsubscribe?token='))!;
  await stranger.goto(linkPath(pageLink));
  await poll(() => stranger.getByRole('status').first().textContent()).toContain('You are unsubscribed from new articles.');
  const still = stranger.getByRole('region', { name: 'What we still send you' });
  await poll(() => still.getByRole('listitem').first().textContent()).toBe('New articles. None.');
  expect(await still.getByRole('listitem').nth(1).textContent()).toContain('Replies to your comments. A mail when someone replies.');
  expect(await stranger.getByRole('radio').count()).toBe(0);
  expect(await still.getByRole('link', { name: 'log in and change them in your profile' }).getAttribute('href')).toBe('/profile');
  await button(still, 'Turn off replies').click();
  await poll(async () => (await db('newsletter_choices').where({ user_id: member.id }).first('replies'))?.replies).toBe(false);
  await poll(() => still.getByRole('listitem').nth(1).textContent()).toBe('Replies to your comments. None.');
  await settle(stranger);
  await expectAccessible(stranger);
  await screenshot(stranger, 'newsletters-unsubscribe');

  // The next article in the volume does not arrive.
  const next = await supertest(app.url)
    .post('/api/article')
    .set('Authorization', `Bearer ${await signIn(admin)}`)
    .send({ id: 'second_lamp', title: 'A Second Lamp', body: '<p>More light.</p>', published: true, tags: [{ id: volume, tag_type: 'volume' }] });
  expect(next.status).toBe(201);
  await drainJobs();
  expect((await mailsTo(member.email)).map((m) => m.subject)).toEqual([SUBJECT('Letters by Lamplight')]);
  expect(await db('newsletter_sends').whereIn('article_id', db('articles').where({ slug: 'second_lamp' }).select('id')).first('state')).toEqual({ state: 'done' });
});
