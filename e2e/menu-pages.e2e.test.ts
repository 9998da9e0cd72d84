import type { Page } from 'playwright-core';
import supertest from 'supertest';
import { beforeAll, expect, test } from 'vitest';
import { config } from '../src/platform/config';
import { db } from '../src/platform/db';
import { seedDemoData } from '../src/seed';
import { expectAccessible, newPage, poll } from '../test/browser';
import { testApp } from '../test/http';

// Every entry of the main menu leads somewhere worth a visit (issue 27): on the seeded site a
// desktop visitor opens each one and none is the "still being written" page; the pages come
// rendered from the server, titled, and the forums lead to an article's comments.

const app = await testApp({ client: 'built' });
const PLACEHOLDER = 'still being written';
const main = (page: Page) => page.locator('main');

beforeAll(async () => {
  await seedDemoData(db, { siteName: config.SITE_NAME, shopEmail: config.SHOP_EMAIL });
});

test('a desktop visitor opens every main-menu entry and /about: none is the placeholder', async () => {
  const page = await newPage(app.url);
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const [name, path] of [
    ['Mission', '/mission'],
    ['Services', '/services'],
    ['Shop', '/shop'],
    ['The Center', '/article/the_center'],
    ['Links', '/links'],
    ['Forums', '/forums'],
    ['Members', '/members'],
  ] as const) {
    await menu.getByRole('link', { name, exact: true }).click();
    await poll(() => new URL(page.url()).pathname).toBe(path);
    await poll(() => main(page).getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(await main(page).textContent(), path).not.toContain(PLACEHOLDER);
  }
  await page.goto('/about');
  await poll(() => main(page).getByRole('heading', { level: 1 }).textContent()).toMatch(/^About /);
  expect(await main(page).textContent()).not.toContain(PLACEHOLDER);
  await expectAccessible(page);
});

test('following a forum entry reaches the article and its newest comment thread; the other order and the members list show', async () => {
  const page = await newPage(app.url);
  await page.goto('/forums');
  const entries = main(page).getByRole('listitem');
  await poll(() => entries.count()).toBeGreaterThan(1);
  await main(page).getByRole('link', { name: 'Most comments' }).click();
  await poll(() => new URL(page.url()).searchParams.get('sort')).toBe('active');
  // The address changes before the list does: wait for the list in its new order.
  const counts = () => entries.evaluateAll((items) => items.map((li) => Number(/(\d+) comments?/.exec(li.textContent ?? '')?.[1])));
  await poll(async () => {
    const shown = await counts();
    return shown.join() === [...shown].sort((a, b) => b - a).join();
  }).toBe(true);

  const first = entries.first();
  const title = (await first.getByRole('link').first().textContent())!;
  await first.getByRole('link', { name: 'Latest comment' }).click();
  await poll(() => new URL(page.url()).pathname).toMatch(/^\/comment\/\w+\/\d+$/);
  await poll(() => main(page).getByRole('link', { name: title }).count()).toBeGreaterThan(0);
  await main(page).getByRole('link', { name: title }).first().click();
  await poll(() => new URL(page.url()).pathname).toMatch(/^\/article\/\w+$/);
  await poll(() => main(page).getByRole('heading', { name: /comments?/i }).count()).toBeGreaterThan(0);

  await page.goto('/members');
  await poll(() => main(page).getByRole('listitem').count()).toBeGreaterThan(1);
  expect(await main(page).textContent()).not.toMatch(/@example|\.test\b/);
});

test('the pages come rendered from the server, each with its own title', async () => {
  const http = supertest(app.url);
  for (const [path, title, text] of [
    ['/about', /<title>About [^<]+<\/title>/, '<h2>The shop</h2>'],
    ['/mission', /<title>Our mission · [^<]+<\/title>/, '<ul>'],
    ['/links', /<title>Links · [^<]+<\/title>/, 'https://www.gutenberg.org/'],
    ['/forums', /<title>Forums · [^<]+<\/title>/, 'Latest comment'],
    ['/members', /<title>Members · [^<]+<\/title>/, ' comments'],
  ] as const) {
    const res = await http.get(path);
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    expect(res.text, path).toMatch(title);
    expect(res.text, path).toContain(text);
    expect(res.text, path).not.toContain(PLACEHOLDER);
  }
  // Without scripts, the forums' pages and orders are plain links.
  const page = await newPage(app.url, { width: 1280, height: 900 }, { javaScriptEnabled: false });
  await page.goto('/forums');
  await main(page).getByRole('link', { name: 'Most comments' }).click();
  await poll(() => new URL(page.url()).searchParams.get('sort')).toBe('active');
  expect(await main(page).getByRole('listitem').count()).toBeGreaterThan(1);
});

test('links the console empties leave the shared placeholder at once, still titled', async () => {
  const http = supertest(app.url);
  await db('site_links').delete();
  const links = await http.get('/links');
  expect(links.text).toContain(PLACEHOLDER);
  expect(links.text).toMatch(/<title>Links · /);
});
