import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { CommentListResponse } from '../src/modules/community/schemas';
import { expectAccessible, expectAdminToast, newPage, poll, screenshot, settle, signInToConsole } from '../test/browser';
import { makeArticle } from '../test/content-factories';
import { makeAdmin, makeUser, signIn } from '../test/factories';
import { testApp } from '../test/http';

// The Forums section of the console: the reports queue, a comment's page (hide, restore, bar the
// author, lift the bar), quick and bulk actions in the list, and the queue on a phone in the dark.

const app = await testApp({ client: 'built' });

const admin = await makeAdmin({ username: 'moderator_mona' });
const author = await makeUser({ username: 'loud_lucius' });
const reporter = await makeUser({ username: 'careful_cora' });
const authorToken = await signIn(author);
const reporterToken = await signIn(reporter);
const ARTICLE = { slug: 'on_quiet_reading', title: 'On Quiet Reading' };
await makeArticle(ARTICLE);

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

async function postComment(token: string, body: string, article_id = ARTICLE.slug) {
  return app.post('/api/article/comment', { article_id, body }, token);
}

async function postedComment(token: string, body: string): Promise<number> {
  const res = await postComment(token, body);
  expect(res.status).toBe(201);
  return (res.body as { id: number }).id;
}

async function report(id: number, reason?: string) {
  const res = await app.post(`/api/article/comment/report/${id}`, reason === undefined ? {} : { reason }, reporterToken);
  expect(res.status).toBe(200);
}

/** The ids the public thread lists (top level, newest first). */
const publicIds = async () =>
  ((await app.get(`/api/article/comment?article_id=${ARTICLE.slug}&sort_by=created_at`)).body as CommentListResponse).comments.map((c) => c.id);
const numComments = async () => ((await app.get(`/api/article?id=${ARTICLE.slug}`)).body as { article: { num_comments: number } }).article.num_comments;

test('an administrator finds a reported comment in the queue, hides and restores it, bars its author and lifts the bar', async () => {
  const spam = await postedComment(authorToken, 'Buy **cheap** scrolls at the *market* today');
  const kind = await postedComment(reporterToken, 'A fine essay on quiet reading.');
  await report(spam, 'spam');
  const before = await numComments();
  expect(before).toBe(2);

  const page = await newPage(app.url);
  await signInToConsole(page, admin, '/chariot');
  const main = page.locator('#main-content');
  const nav = page.getByRole('menu', { name: 'Admin sections' });
  await nav.getByRole('menuitem', { name: 'Forums' }).click();
  await page.waitForURL('**/chariot/comments');
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Comments');
  expect(await nav.getByRole('menuitem', { name: 'Forums' }).getAttribute('aria-current')).toBe('page');
  expect(await button(page, 'Reported').getAttribute('aria-pressed')).toBe('true');

  // The queue: the reported comment as text, its author, its article (a new tab), 1 open report and why.
  const row = main.getByRole('row').filter({ hasText: 'Buy cheap scrolls at the market today' });
  await poll(() => row.count()).toBe(1);
  expect(await row.getByText('1 open', { exact: true }).count()).toBe(1);
  expect(await row.getByText('spam', { exact: true }).count()).toBe(1);
  expect(await row.getByText(author.username, { exact: true }).count()).toBe(1);
  const articleLink = row.getByRole('link', { name: `${ARTICLE.title} (opens in a new tab)` });
  expect(await articleLink.getAttribute('href')).toBe(`/article/${ARTICLE.slug}`);
  expect(await articleLink.getAttribute('target')).toBe('_blank');
  // The comment no one reported is not in the queue.
  expect(await main.getByText('A fine essay on quiet reading.').count()).toBe(0);
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-comments-queue');

  // Its page: the whole text as the server rendered it, and the report.
  await row.getByRole('link', { name: /^Buy cheap scrolls/ }).click();
  await page.waitForURL(`**/chariot/comments/${spam}/show`);
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Comment by ${author.username}`);
  await poll(() => main.locator('strong', { hasText: 'cheap' }).count()).toBe(1);
  const reports = main.getByRole('list', { name: 'Reports' });
  expect(await reports.getByText('spam', { exact: true }).count()).toBe(1);
  expect(await reports.getByText(new RegExp(`^${reporter.username}, `)).count()).toBe(1);
  expect(await reports.getByText('Open', { exact: true }).count()).toBe(1);
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-comment-page');

  // Hide: gone from the thread (it has no replies), the article counts one fewer, the report is settled.
  await button(page, 'Hide').click();
  await expectAdminToast(page, 'Comment hidden');
  await poll(() => reports.getByText('Resolved', { exact: true }).count()).toBe(1);
  expect(await main.getByText('Hidden', { exact: true }).count()).toBe(1);
  expect(await publicIds()).toEqual([kind]);
  expect(await numComments()).toBe(before - 1);

  // Restore brings it back.
  await button(page, 'Restore').click();
  await expectAdminToast(page, 'Comment restored');
  await poll(() => button(page, 'Hide').count()).toBe(1);
  expect((await publicIds()).sort()).toEqual([spam, kind].sort());
  expect(await numComments()).toBe(before);

  // Bar the author: the console says so, and their next comment is refused.
  await button(page, 'Bar author').click();
  const dialog = page.getByRole('dialog', { name: `Bar ${author.username} from commenting?` });
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Selling scrolls');
  await settle(page);
  await expectAccessible(page);
  await button(dialog, 'Bar from commenting').click();
  await expectAdminToast(page, `${author.username} is barred from commenting`);
  await poll(() => main.getByText('Barred', { exact: true }).count()).toBe(1);
  expect((await postComment(authorToken, 'Scrolls, scrolls, scrolls!')).status).toBe(403);

  // The queue is empty now (hiding settled the report); the barred members are a click away.
  await nav.getByRole('menuitem', { name: 'Forums' }).click();
  await poll(() => main.getByText('No reported comments. All quiet.').count()).toBe(1);
  await page.getByRole('link', { name: 'Barred members' }).click();
  await page.waitForURL('**/chariot/comment-bans');
  expect(await nav.getByRole('menuitem', { name: 'Forums' }).getAttribute('aria-current')).toBe('page');
  const barRow = main.getByRole('row').filter({ hasText: author.username });
  await poll(() => barRow.count()).toBe(1);
  expect(await barRow.getByText('Selling scrolls', { exact: true }).count()).toBe(1);
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-comment-bans');

  // Lift the bar: the list empties and the member may comment again.
  await button(barRow, `Lift bar on ${author.username}`).click();
  await expectAdminToast(page, `${author.username} may comment again`);
  await poll(() => main.getByText('No one is barred from commenting.').count()).toBe(1);
  expect((await postComment(authorToken, 'Sorry about the scrolls.')).status).toBe(201);
});

test('quick actions in the rows and a bulk hide; the Hidden view lists what was hidden', async () => {
  const writer = await makeUser({ username: 'echo_edmund' });
  const token = await signIn(writer);
  const rude = await postedComment(token, 'You are all wrong about margins.');
  const odd = await postedComment(token, 'Margins are a conspiracy of paper makers.');
  await report(rude, 'rude');
  await report(odd);

  const page = await newPage(app.url);
  await signInToConsole(page, admin, '/chariot/comments');
  const main = page.locator('#main-content');
  const rowOf = (text: string) => main.getByRole('row').filter({ hasText: text });
  await poll(() => rowOf('You are all wrong').count()).toBe(1);
  expect(await rowOf('conspiracy of paper').getByText('no reason', { exact: true }).count()).toBe(1);

  // Both selected and hidden at once: the queue is empty.
  await main.getByRole('checkbox', { name: `Select comment ${rude} by ${writer.username}` }).check();
  await main.getByRole('checkbox', { name: `Select comment ${odd} by ${writer.username}` }).check();
  await poll(() => page.getByText('2 selected').count()).toBe(1);
  await button(page.getByRole('group', { name: 'Selected comments' }), 'Hide').click();
  await expectAdminToast(page, '2 comments hidden');
  await poll(() => main.getByText('No reported comments. All quiet.').count()).toBe(1);
  expect(await publicIds()).not.toContain(rude);
  expect(await publicIds()).not.toContain(odd);

  // The Hidden view has both, each with Restore, and nothing still selected; one restored leaves it and is public again.
  await button(page, 'Hidden').click();
  await poll(() => rowOf('You are all wrong').count()).toBe(1);
  expect(await page.getByText('Select comments to hide them or dismiss their reports.').count()).toBe(1);
  expect(await main.getByRole('checkbox', { name: `Select comment ${odd} by ${writer.username}` }).isChecked()).toBe(false);
  expect(await rowOf('conspiracy of paper').getByText('Hidden', { exact: true }).count()).toBe(1);
  await button(rowOf('You are all wrong'), `Restore comment ${rude}`).click();
  await expectAdminToast(page, 'Comment restored');
  await poll(() => rowOf('You are all wrong').count()).toBe(0);
  expect(await rowOf('conspiracy of paper').count()).toBe(1);
  expect(await publicIds()).toContain(rude);
  expect(await publicIds()).not.toContain(odd);

  // A row's Hide takes a comment out of sight from the All view too.
  await button(page, 'All comments').click();
  await poll(() => rowOf('You are all wrong').count()).toBe(1);
  await button(rowOf('You are all wrong'), `Hide comment ${rude}`).click();
  await expectAdminToast(page, 'Comment hidden');
  await poll(() => rowOf('You are all wrong').getByText('Hidden', { exact: true }).count()).toBe(1);
  expect(await publicIds()).not.toContain(rude);
  await screenshot(page, 'admin-comments-all');
});

test('at 375 px in the dark theme the queue is rows; a comment opens with its actions in reach, its report dismissed, then deleted', async () => {
  const writer = await makeUser({ username: 'night_owl' });
  const id = await postedComment(await signIn(writer), 'Reading by candlelight ruins the eyes, and **I** know it.');
  await report(id, 'off topic');

  const page = await newPage(app.url, { width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInToConsole(page, admin, '/chariot/comments');
  const main = page.locator('#main-content');
  // react-admin follows the system's dark preference: the dark theme's background.
  await poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(29, 27, 24)');

  const row = main.getByRole('link', { name: /Reading by candlelight ruins the eyes/ });
  await poll(() => row.count()).toBe(1);
  expect(await row.textContent()).toContain('1 open report');
  expect(await main.locator('table').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Only the search shows at first; the article and author filters are a tap away.
  expect(await main.getByRole('combobox', { name: 'Article' }).count()).toBe(0);
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-comments-phone-dark');
  await button(page, 'Add filter').click();
  await page.getByRole('menuitemcheckbox', { name: 'Article' }).click();
  await poll(() => main.getByRole('combobox', { name: 'Article' }).count()).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await row.click();
  await page.waitForURL(`**/chariot/comments/${id}/show`);
  await poll(() => button(page, 'Dismiss reports').isVisible()).toBe(true);
  for (const name of ['Hide', 'Bar author', 'Delete']) expect(await button(page, name).isVisible()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-comment-phone-dark');

  // Dismissing the report keeps the comment and empties the queue.
  await button(page, 'Dismiss reports').click();
  await expectAdminToast(page, 'Reports dismissed');
  await poll(() => button(page, 'Dismiss reports').count()).toBe(0);
  expect(await publicIds()).toContain(id);

  // Delete asks first, then erases it for good and goes back to the list.
  await button(page, 'Delete').click();
  const confirm = page.getByRole('dialog', { name: 'Delete this comment for good?' });
  await poll(() => confirm.isVisible()).toBe(true);
  await button(confirm, 'Delete').click();
  await expectAdminToast(page, 'Comment deleted');
  await page.waitForURL('**/chariot/comments');
  expect(await publicIds()).not.toContain(id);
});
