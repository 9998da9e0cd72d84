import type { Page } from 'playwright-core';
import supertest from 'supertest';
import { beforeAll, expect, test } from 'vitest';
import { db } from '../src/platform/db';
import { expectAccessible, newPage, poll, screenshot } from '../test/browser';
import { makeComment } from '../test/community-factories';
import { makeArticle } from '../test/content-factories';
import { makeUser, type MadeUser } from '../test/factories';
import { testApp } from '../test/http';

// Issue 36: a name on /members leads to the member's page, and a page past the end of a list
// (/members?page=2, /forums?page=99) says so with the way back instead of showing nothing.

const app = await testApp({ client: 'built' });
const main = (page: Page) => page.locator('main');

let writer: MadeUser;
beforeAll(async () => {
  writer = await makeUser();
  await db('users').where({ id: writer.id }).update({ first_name: 'Wanda', last_name: 'Writer' });
  const essay = await makeArticle({ title: 'On Margins', subtitle: 'Where the notes live', author_id: writer.id });
  await makeComment({ article: essay.id, author: writer, body: 'A note in the margin.' });
});

test('a visitor follows a name on /members to the member\'s page, and from there to their article and comment', async () => {
  const page = await newPage(app.url);
  await page.goto('/members');
  await main(page).getByRole('link', { name: 'Wanda Writer' }).click();
  await page.waitForURL((url) => url.pathname === `/members/${writer.username}`);
  await poll(() => main(page).getByRole('heading', { level: 1 }).textContent()).toBe('Wanda Writer');
  expect(await main(page).textContent()).toContain(`@${writer.username} · 1 article · 1 comment`);
  expect(await main(page).getByRole('link', { name: 'On Margins' }).count()).toBe(1);
  await expectAccessible(page);
  await screenshot(page, 'member-page');

  await main(page).getByRole('link', { name: 'Comments (1)' }).click();
  await poll(() => main(page).textContent()).toContain('A note in the margin.');
  await main(page).getByRole('link', { name: 'Thread' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/comment/'));
});

test('a page past the end says there is no such page and links back; the server answers 404', async () => {
  const page = await newPage(app.url);
  for (const [path, words, back, landing] of [
    ['/members?page=2', 'There is no page 2: the list has one page.', 'Go to the list', '/members'],
    ['/forums?page=99', 'There is no page 99: the list has one page.', 'Go to the list', '/forums'],
    [`/members/${writer.username}?show=articles&page=5`, 'There is no page 5: the list has one page.', 'Go to the list', `/members/${writer.username}`],
  ] as const) {
    await page.goto(path);
    await poll(() => main(page).textContent()).toContain(words);
    await expectAccessible(page);
    await main(page).getByRole('link', { name: back }).click();
    await poll(() => new URL(page.url()).pathname).toBe(landing);
    await poll(() => main(page).textContent()).not.toContain('There is no page');
  }
  await page.goto('/members?page=2');
  await screenshot(page, 'members-page-2');

  const http = supertest(app.url);
  for (const path of ['/members?page=2', '/forums?page=99', '/members/no_such_member']) expect((await http.get(path)).status, path).toBe(404);
  const unknown = await http.get('/members/no_such_member');
  expect(unknown.text).toContain('404: Not Found.');
  expect((await http.get('/members')).status).toBe(200);
});

test('with more than one page, a page past the end names the last one and leads to it', async () => {
  const article = await makeArticle({ title: 'Busy thread' });
  for (let i = 0; i < 21; i++) await makeComment({ article: article.id, author: await makeUser() });
  const page = await newPage(app.url);
  await page.goto('/members?page=7');
  await poll(() => main(page).textContent()).toContain('There is no page 7: the list has 2 pages.');
  await main(page).getByRole('link', { name: 'Go to the last page (2)' }).click();
  await poll(() => new URL(page.url()).search).toBe('?page=2');
  await poll(() => main(page).getByRole('listitem').count()).toBeGreaterThan(0);
  expect(await main(page).getByRole('navigation', { name: 'Pages' }).textContent()).toContain('Page 2 of 2');
});
