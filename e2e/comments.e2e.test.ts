import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { db } from '../src/platform/db';
import { expectAccessible, newPage, poll, screenshot } from '../test/browser';
import { makeArticle } from '../test/content-factories';
import { makeAdmin, makeUser, signIn, type MadeUser } from '../test/factories';
import { testApp } from '../test/http';

// Comments as readers meet them (SPEC §2 article page and /comment/{articleId}/{commentId}, §4
// Comment and Comment editor, §8's toasts): two members talk under an article, a guest reads, the
// threads load deeper replies in place and then on their own page, on a desk and on a phone.

const app = await testApp({ client: 'built' });

const PHONE = { width: 375, height: 812 };

let alice: MadeUser;
let bob: MadeUser;
let editor: MadeUser;

beforeAll(async () => {
  [alice, bob, editor] = await Promise.all([makeUser({ username: 'alice_reads' }), makeUser({ username: 'bob_writes' }), makeAdmin({ username: 'editor_ann' })]);
});

/** Session tokens of fresh members who write the threads a journey finds (each stays under the posting limit of 5 a minute). */
const writers = (n: number) => Promise.all(Array.from({ length: n }, async () => signIn(await makeUser())));

/** Posts through the API as a member would, and returns the new comment's id. */
async function post(token: string, article_id: string, body: string, parent_comment?: number): Promise<number> {
  const res = await app.post('/api/article/comment', { article_id, body, ...(parent_comment ? { parent_comment } : {}) }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

async function memberPage(user: MadeUser | null, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await newPage(app.url, viewport);
  if (user) await page.context().addCookies([{ name: 'token', value: await signIn(user), url: app.url }]);
  return page;
}

/** Opens an article at its comments: they load as the reader nears them. */
async function openArticle(page: Page, slug: string): Promise<void> {
  await page.goto(`/article/${slug}`);
  await page.locator('#comments').scrollIntoViewIfNeeded();
}

const toasts = (page: Page) => page.locator('.toasts');
const comments = (page: Page) => page.getByRole('list', { name: 'Comments' });
const commentById = (page: Page, id: number) => page.locator(`#comment-${id}`);
/** A comment's own control (the first in it: its replies' come after). */
const control = (comment: Locator, name: string | RegExp) => comment.getByRole('button', typeof name === 'string' ? { name, exact: true } : { name }).first();
const textOf = (comment: Locator) => comment.locator(':scope > .prose').textContent();
const countIn = async (button: Locator) => Number((await button.textContent())!.replace(/\D+/g, ''));
const idsIn = (list: Locator) => list.locator(':scope > li > article').evaluateAll((els) => els.map((e) => Number(e.id.replace('comment-', ''))));
const commentCount = (page: Page) => page.locator('a[href="#comments"]').textContent();
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The comment that holds this text (its own, not a reply's). */
async function idOf(page: Page, text: string): Promise<number> {
  const id = await page
    .locator('article[id^="comment-"]')
    .filter({ has: page.locator(':scope > .prose', { hasText: text }) })
    .first()
    .getAttribute('id');
  return Number(id!.replace('comment-', ''));
}

async function chooseFromMenu(page: Page, comment: Locator, author: string, item: string) {
  await control(comment, `More actions on ${author}'s comment`).click();
  await comment.getByRole('button', { name: item, exact: true }).first().click();
}

test('two members talk under an article: post, reply, vote, edit, report, delete; a guest reads but cannot write', async () => {
  const { slug } = await makeArticle({ title: 'On Marginalia', body: '<p>Readers write in the margins.</p>' });

  // A guest: the empty state, an editor that cannot be typed in, and the login modal on a click.
  const guest = await memberPage(null);
  await openArticle(guest, slug);
  await poll(() => guest.locator('#comments').textContent()).toContain('No comments yet. Be the first to comment.');
  const guestBox = guest.getByRole('textbox', { name: 'Leave a comment' });
  expect(await guestBox.getAttribute('readonly')).not.toBeNull();
  expect(await guestBox.getAttribute('placeholder')).toBe('Leave a comment...');
  const modal = guest.getByRole('dialog', { name: 'Login' });
  const dismiss = async () => {
    await guest.keyboard.press('Escape');
    await poll(() => modal.isVisible()).toBe(false);
  };
  // Focusing the box asks to sign in; the focus comes back to it after, without asking again.
  await guestBox.focus();
  await poll(() => modal.isVisible()).toBe(true);
  await dismiss();
  await poll(() => guestBox.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await modal.isVisible()).toBe(false);
  // Typing asks again and writes nothing; so do a click, a tool and the button.
  await guest.keyboard.type('x');
  await poll(() => modal.isVisible()).toBe(true);
  expect(await guestBox.inputValue()).toBe('');
  await dismiss();
  for (const target of [guestBox, guest.getByRole('button', { name: 'Bold', exact: true }), guest.getByRole('button', { name: 'Comment', exact: true })]) {
    await target.click();
    await poll(() => modal.isVisible()).toBe(true);
    await dismiss();
  }
  expect(await guestBox.inputValue()).toBe('');

  // Alice writes with the tools, previews, and posts: a toast, her comment first, the count up.
  const page = await memberPage(alice);
  await openArticle(page, slug);
  await poll(() => commentCount(page)).toBe('0 comments');
  const box = page.getByRole('textbox', { name: 'Leave a comment' });
  await box.fill('Margins are where readers talk back.');
  await box.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.indexOf('talk'), el.value.indexOf('talk') + 4));
  await page.getByRole('button', { name: 'Bold', exact: true }).click();
  expect(await box.inputValue()).toBe('Margins are where readers **talk** back.');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await poll(() => page.locator('#comments form strong').textContent()).toBe('talk');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Write', exact: true }).click();
  // Blank is refused in words, before anything is sent.
  await box.fill('   ');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await poll(() => page.locator('#comments form').getByRole('alert').textContent()).toBe('Please enter a comment.');
  await box.fill('Margins are where readers **talk** back.');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await poll(() => toasts(page).textContent()).toContain('Your comment has been posted.');
  await poll(() => commentCount(page)).toBe('1 comment');
  expect(await box.inputValue()).toBe('');
  const aliceId = await idOf(page, 'Margins are where readers talk back.');
  const aliceComment = commentById(page, aliceId);
  expect(await aliceComment.locator(':scope > header').textContent()).toContain('You');
  expect(await aliceComment.locator(':scope > .prose strong').textContent()).toBe('talk');
  expect(await aliceComment.locator('time').first().getAttribute('title')).toMatch(/\d{4}/);

  // Someone has already replied when Bob arrives; Bob's reply goes first under Alice's comment.
  const [writer] = await writers(1);
  const earlier = await post(writer!, slug, 'An earlier reply.', aliceId);
  const bobPage = await memberPage(bob);
  await openArticle(bobPage, slug);
  const onBob = commentById(bobPage, aliceId);
  await poll(() => onBob.count()).toBe(1);
  expect(await onBob.locator(':scope > header').textContent()).not.toContain('You');
  await control(onBob, 'Reply').click();
  const replyBox = onBob.getByRole('textbox', { name: 'Reply to alice_reads' });
  await poll(() => replyBox.evaluate((el) => el === document.activeElement)).toBe(true);
  // Reply and Edit are one at a time: Cancel closes the reply.
  await onBob.getByRole('button', { name: 'Cancel' }).click();
  await poll(() => replyBox.count()).toBe(0);
  await control(onBob, 'Reply').click();
  await replyBox.fill('Some of mine are longer than the page.');
  await onBob.getByRole('button', { name: 'Comment', exact: true }).click();
  await poll(() => toasts(bobPage).textContent()).toContain('Your comment has been posted.');
  const replies = bobPage.getByRole('list', { name: 'Replies to alice_reads' });
  await poll(() => idsIn(replies)).toHaveLength(2);
  const bobReplyId = (await idsIn(replies))[0]!;
  expect(await idsIn(replies)).toEqual([bobReplyId, earlier]);
  expect(await textOf(commentById(bobPage, bobReplyId))).toBe('Some of mine are longer than the page.');
  await poll(() => replyBox.count()).toBe(0);

  // Bob likes Alice's comment, then dislikes it: the counts switch, one button pressed at a time.
  const like = control(onBob, /^Like/);
  const dislike = control(onBob, /^Dislike/);
  await like.click();
  await poll(() => countIn(like)).toBe(1);
  expect(await like.getAttribute('aria-pressed')).toBe('true');
  await poll(async () => (await db('comment_votes').where({ user_id: bob.id })).map((v) => v.value)).toEqual([1]);
  await dislike.click();
  await poll(() => countIn(dislike)).toBe(1);
  expect(await countIn(like)).toBe(0);
  expect(await like.getAttribute('aria-pressed')).toBe('false');
  expect(await dislike.getAttribute('aria-pressed')).toBe('true');
  await poll(async () => (await db('comment_votes').where({ user_id: bob.id })).map((v) => v.value)).toEqual([-1]);
  // The server remembers, and says which is Bob's.
  await bobPage.reload();
  await poll(() => dislike.getAttribute('aria-pressed')).toBe('true');
  expect(await like.getAttribute('aria-pressed')).toBe('false');
  expect(await countIn(dislike)).toBe(1);
  expect(await countIn(like)).toBe(0);

  // Alice edits: Edit and Delete are hers alone; the text changes and says it was edited.
  await page.reload();
  await poll(() => aliceComment.count()).toBe(1);
  await chooseFromMenu(page, aliceComment, 'alice_reads', 'Edit');
  const editBox = aliceComment.getByRole('textbox', { name: 'Edit your comment' });
  expect(await editBox.inputValue()).toBe('Margins are where readers **talk** back.');
  await editBox.fill('Margins are where readers talk back, and sometimes win.');
  await aliceComment.getByRole('button', { name: 'Save', exact: true }).click();
  await poll(() => toasts(page).textContent()).toContain('Your comment has been updated.');
  await poll(() => textOf(aliceComment)).toBe('Margins are where readers talk back, and sometimes win.');
  expect(await editBox.count()).toBe(0);
  expect(await aliceComment.locator(':scope > header').textContent()).toContain('(edited)');
  await control(onBob, `More actions on alice_reads's comment`).click();
  // The menu takes the focus to its first choice; the arrow keys move it round.
  await poll(() => bobPage.evaluate(() => document.activeElement?.textContent)).toBe('Report');
  expect(await onBob.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
  expect(await onBob.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
  await bobPage.keyboard.press('Escape');

  // Bob reports Alice's comment, with a reason.
  await chooseFromMenu(bobPage, onBob, 'alice_reads', 'Report');
  const dialog = bobPage.getByRole('dialog', { name: 'Report this comment?' });
  await dialog.getByLabel('Reason (optional)').fill('Off topic.');
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await poll(() => toasts(bobPage).textContent()).toContain('This comment has been reported.');
  await poll(() => dialog.isVisible()).toBe(false);
  expect(await db('comment_reports').where({ comment_id: aliceId, user_id: bob.id }).first('reason')).toEqual({ reason: 'Off topic.' });
  await screenshot(bobPage, 'comments-member');

  // A guest sees all of it, and the count; a guest's report only logs.
  await guest.reload();
  await poll(() => commentById(guest, bobReplyId).count()).toBe(1);
  expect(await commentCount(guest)).toBe('3 comments');
  const warnings: string[] = [];
  guest.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await chooseFromMenu(guest, commentById(guest, aliceId), 'alice_reads', 'Report');
  await poll(() => warnings).toContain('User must be logged in.');
  expect(await guest.getByRole('dialog', { name: 'Report this comment?' }).isVisible()).toBe(false);

  // Bob deletes his reply: gone at once, and the count follows.
  const bobReply = commentById(bobPage, bobReplyId);
  await chooseFromMenu(bobPage, bobReply, 'bob_writes', 'Delete');
  await bobPage.getByRole('dialog', { name: 'Delete your comment?' }).getByRole('button', { name: 'Delete comment' }).click();
  await poll(() => toasts(bobPage).textContent()).toContain('Your comment was deleted.');
  await poll(() => bobReply.count()).toBe(0);
  await poll(() => commentCount(bobPage)).toBe('2 comments');
  expect(await idsIn(replies)).toEqual([earlier]);
});

test('a member whose account is not activated is told why the comment was refused', async () => {
  const { slug } = await makeArticle();
  const waiting = await makeUser({ activated: false });
  const page = await memberPage(waiting);
  await openArticle(page, slug);
  const box = page.getByRole('textbox', { name: 'Leave a comment' });
  await box.fill('Hello there.');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await poll(() => page.locator('#comments form').getByRole('alert').textContent()).toMatch(/activat/i);
  await poll(() => toasts(page).textContent()).toContain('Unable to post your comment.');
  expect(await box.inputValue()).toBe('Hello there.');
});

/** A published article with a busy thread (five replies), a thread five levels deep and an editor's note. */
async function threadedArticle() {
  const { slug } = await makeArticle({ title: 'Centers and Edges' });
  const first = await makeUser({ username: `wren_${slug.slice(-6)}` });
  const [w0, w1, w2, w3, w4] = [await signIn(first), ...(await writers(4))] as [string, string, string, string, string];
  const busy = await post(w0, slug, 'The top of a busy thread.');
  const replies = [];
  for (const [i, token] of [w1, w1, w1, w2, w2].entries()) replies.push(await post(token, slug, `Reply number ${i + 1}.`, busy));
  const deep = [await post(w0, slug, 'A deep thread starts here.')];
  for (const [i, token] of [w2, w3, w3, w4].entries()) deep.push(await post(token, slug, `Level ${i + 1} of the deep thread.`, deep.at(-1)));
  // The busy thread is the best liked; the editor's note the newest.
  expect((await app.post(`/api/article/comment/like/${busy}/1`, undefined, w4)).status).toBe(200);
  const note = await post(await signIn(editor), slug, "An editor's note.");
  return { slug, busy, replies, deep, note, first: first.username, firstToken: w0 };
}

test("more replies load in place, then open the thread's page in a new tab at level 4; the thread page; the badge; the order", async () => {
  const { slug, busy, replies, deep, note, first, firstToken } = await threadedArticle();
  const page = await memberPage(alice);
  await openArticle(page, slug);

  // Highest Rated first: the liked thread leads; New puts the editor's note, with its badge, first.
  await poll(() => idsIn(comments(page))).toEqual([busy, note, deep[0]]);
  expect(await commentById(page, note).locator(':scope > header').textContent()).toContain('Administrator');
  expect(await commentById(page, busy).locator(':scope > header').textContent()).not.toContain('Administrator');
  await page.getByLabel('Sort by').selectOption('created_at');
  await poll(() => idsIn(comments(page))).toEqual([note, deep[0], busy]);
  await page.getByLabel('Sort by').selectOption('likes');
  await poll(() => idsIn(comments(page))).toEqual([busy, note, deep[0]]);

  // The busy thread shows three replies and loads the other two in place.
  const busyReplies = commentById(page, busy).getByRole('list', { name: `Replies to ${first}` }).first();
  await poll(() => idsIn(busyReplies)).toHaveLength(3);
  const more = commentById(page, busy).getByRole('button', { name: '2 more replies' });
  await more.click();
  await poll(() => idsIn(busyReplies)).toEqual([...replies].reverse());
  expect(await more.count()).toBe(0);

  // A thread collapses and expands.
  const toggle = control(commentById(page, busy), 'Hide replies');
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await toggle.click();
  await poll(() => busyReplies.isVisible()).toBe(false);
  const show = control(commentById(page, busy), 'Show replies (5)');
  expect(await show.getAttribute('aria-expanded')).toBe('false');
  await show.click();
  await poll(() => busyReplies.isVisible()).toBe(true);

  // The deep thread: level 1 loads level 2 (with level 3) in place; level 3's replies open in a new tab.
  await commentById(page, deep[1]!).getByRole('button', { name: '1 more reply' }).click();
  await poll(() => commentById(page, deep[3]!).count()).toBe(1);
  const link = commentById(page, deep[3]!).getByRole('link', { name: /1 more reply/ });
  expect(await link.getAttribute('href')).toBe(`/comment/${slug}/${deep[3]}`);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toContain('noopener');
  await screenshot(page, 'comments-threads');
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await tab.waitForURL(`**/comment/${slug}/${deep[3]}`);

  // The thread's page: back to the article, the comment as the root with its reply, and the same actions.
  await poll(() => tab.getByRole('heading', { level: 1 }).textContent()).toBe('Comment thread');
  await poll(() => tab.getByRole('link', { name: 'Back to “Centers and Edges”' }).count()).toBe(1);
  await poll(() => tab.title()).toContain('Comment thread · Centers and Edges');
  await poll(() => textOf(commentById(tab, deep[3]!))).toBe('Level 3 of the deep thread.');
  expect(await textOf(commentById(tab, deep[4]!))).toBe('Level 4 of the deep thread.');
  expect(await tab.getByRole('link', { name: 'The comment it replies to' }).getAttribute('href')).toBe(`/comment/${slug}/${deep[2]}`);
  const like = control(commentById(tab, deep[4]!), /^Like/);
  await like.click();
  await poll(() => countIn(like)).toBe(1);
  expect(await like.getAttribute('aria-pressed')).toBe('true');
  await expectAccessible(tab);
  await screenshot(tab, 'comment-thread');

  // A comment that is not there goes to the 404 page.
  await tab.goto(`/comment/${slug}/999999`);
  await tab.waitForURL('**/404');

  // Removed by its author or hidden by a moderator, a comment with replies stays as a stub over them.
  expect((await app.del(`/api/article/comment/${deep[0]}`, firstToken)).status).toBe(204);
  expect((await app.put(`/api/admin/comments/${deep[1]}`, { hidden: true }, await signIn(editor))).status).toBe(200);
  await page.reload();
  await poll(() => commentById(page, deep[0]!).locator(':scope > p').textContent()).toBe('[deleted]');
  expect(await commentById(page, deep[1]!).locator(':scope > p').textContent()).toBe('[hidden by a moderator]');
  expect(await commentById(page, deep[0]!).getByRole('button', { name: 'Reply', exact: true }).count()).toBe(0);
  await commentById(page, deep[1]!).getByRole('button', { name: '1 more reply' }).click();
  await poll(() => textOf(commentById(page, deep[2]!))).toBe('Level 2 of the deep thread.');
});

test('a list that fails to load says so and offers Retry', async () => {
  const { slug } = await makeArticle();
  const [writer] = await writers(1);
  await post(writer!, slug, 'Still here after a failure.');
  const page = await memberPage(null);
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') logged.push(m.text());
  });
  await page.route(/\/api\/article\/comment\?/, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down for a moment."}' }));
  await openArticle(page, slug);
  const error = page.locator('#comments').getByRole('alert').filter({ hasText: 'We could not load the comments.' });
  await poll(() => error.count()).toBe(1);
  expect(logged.some((line) => line.startsWith('Could not load comments.'))).toBe(true);
  await page.unroute(/\/api\/article\/comment\?/);
  await error.getByRole('button', { name: 'Retry' }).click();
  await poll(() => comments(page).textContent()).toContain('Still here after a failure.');
});

test('on a phone the threads fit, level 4 included, in both themes, and axe finds nothing', async () => {
  const { slug, deep } = await threadedArticle();
  const page = await memberPage(bob, PHONE);
  for (const theme of ['0', '1']) {
    const name = theme === '1' ? 'dark' : 'light';
    await page.context().addCookies([{ name: 'theme', value: theme, url: app.url }]);
    await openArticle(page, slug);
    await commentById(page, deep[1]!).getByRole('button', { name: '1 more reply' }).click();
    await poll(() => commentById(page, deep[3]!).count()).toBe(1);
    // Level 3's text keeps a readable width (at least 60% of the screen).
    const width = await commentById(page, deep[3]!).locator(':scope > .prose').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(PHONE.width * 0.6);
    await control(commentById(page, deep[3]!), 'Reply').click();
    await poll(() => commentById(page, deep[3]!).getByRole('textbox').count()).toBe(1);
    expect(await fits(page)).toBe(true);
    await expectAccessible(page);
    await page.locator('#comments').scrollIntoViewIfNeeded();
    await screenshot(page, `comments-phone-${name}`);

    // The thread page of level 1: its replies load in place three levels down.
    await page.goto(`/comment/${slug}/${deep[1]}`);
    await commentById(page, deep[2]!).getByRole('button', { name: '1 more reply' }).click();
    await poll(() => commentById(page, deep[4]!).count()).toBe(1);
    expect(await fits(page)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, `comment-thread-phone-${name}`);
  }
});
