import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { config } from '../src/platform/config';
import { db } from '../src/platform/db';
import { seedDemoData } from '../src/seed';
import type { DemoCredentials } from '../src/seed/credentials';
import { expectAccessible, newPage, poll, screenshot } from '../test/browser';
import { testApp } from '../test/http';

// Issue 27: the header's account corner on a desktop (Login, Register, then the member's name)
// and a header search whose Shop tab is empty pointing the way to the Articles tab, on the demo
// data; a phone keeps ☰ alone.

const app = await testApp({ client: 'built' });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** A word the demo articles hold and no demo book does. */
const WORD = 'borges';

const header = (page: Page) => page.getByRole('banner');
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the site' });
const boxLeft = async (page: Page) => (await searchBox(page).boundingBox())!.x;

let member: DemoCredentials['member'];

beforeAll(async () => {
  ({ member } = await seedDemoData(db, { siteName: config.SITE_NAME, shopEmail: config.SHOP_EMAIL }));
});

test('desktop: a visitor signs in from the header, then a word only articles hold leads from the empty Shop tab to the article', async () => {
  const page = await newPage(app.url, DESKTOP);
  await page.goto('/services');
  const before = await boxLeft(page);

  // Login and Register in the header, not only behind ☰; signing in comes back to the page.
  expect(await header(page).getByRole('link', { name: 'Register' }).isVisible()).toBe(true);
  await screenshot(page, 'header-signed-out');
  await header(page).getByRole('link', { name: 'Login' }).click();
  await page.waitForURL('**/login');
  await page.getByLabel('Username or email').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => u.pathname === '/services');
  const name = header(page).getByRole('button', { name: member.username, exact: true });
  await poll(() => name.isVisible()).toBe(true);
  expect(await header(page).getByRole('link', { name: 'Login' }).count()).toBe(0);
  // The corner keeps its width: the search box beside it has not moved.
  expect(await boxLeft(page)).toBe(before);
  await screenshot(page, 'header-signed-in');

  // The name opens the member's menu: Profile and Logout.
  await name.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await poll(() => menu.getByRole('link', { name: 'Profile' }).isVisible()).toBe(true);
  expect(await menu.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
  await page.keyboard.press('Escape');

  // After a reload the server renders a guest's corner; the session shows without moving the box.
  await page.reload();
  await poll(() => name.isVisible()).toBe(true);
  expect(await boxLeft(page)).toBe(before);

  // The header search lands on the Shop tab (the default), which says no book matches and
  // offers the Articles tab with its count.
  const articles = (await app.post('/api/article/search/f', { keyword: WORD, sort_by: 'relevance' })).body as { total: number; articles: Array<{ title: string }> };
  expect(articles.total).toBeGreaterThan(0);
  expect((await app.post('/api/shop/sku/count', { keyword: WORD })).body).toEqual({ count: 0 });
  await searchBox(page).fill(WORD);
  await searchBox(page).press('Enter');
  await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('keyword') === WORD);
  const tabs = page.getByRole('tablist', { name: 'Search in' });
  await poll(() => tabs.getByRole('tab', { selected: true }).textContent()).toBe('Shop (0)');
  await poll(() => tabs.getByRole('tab', { selected: false }).textContent()).toBe(`Articles (${articles.total})`);
  const shop = page.getByRole('tabpanel', { name: /^Shop/ });
  const noun = articles.total === 1 ? 'article does' : 'articles do';
  await poll(() => shop.textContent()).toContain(`No books match "${WORD}". ${articles.total} ${noun} — see Articles`);
  await expectAccessible(page);
  await screenshot(page, 'header-search-points-the-way');

  // Following it: the Articles tab, remembered as the last chosen; the first result opens.
  await shop.getByRole('link', { name: 'see Articles' }).click();
  await poll(() => new URL(page.url()).searchParams.get('search_type')).toBe('articles');
  await poll(() => tabs.getByRole('tab', { selected: true }).textContent()).toBe(`Articles (${articles.total})`);
  expect(await page.evaluate(() => localStorage.getItem('searchType'))).toBe('articles');
  const found = page.getByRole('list', { name: 'Articles found' });
  await poll(() => found.getByRole('heading').count()).toBe(Math.min(articles.total, 10));
  const title = articles.articles[0]!.title;
  await found.getByRole('heading', { name: title }).getByRole('link').click();
  await page.waitForURL((u) => u.pathname.startsWith('/article/'));
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
});

test('phone: ☰ only, the account links inside it', async () => {
  const page = await newPage(app.url, PHONE);
  await page.goto('/');
  expect(await header(page).getByRole('button', { name: 'Menu' }).isVisible()).toBe(true);
  expect(await header(page).getByRole('link', { name: 'Login' }).isVisible()).toBe(false);
  expect(await header(page).getByRole('link', { name: 'Register' }).isVisible()).toBe(false);
  await header(page).getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await poll(() => menu.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
  expect(await menu.getByRole('link', { name: 'Register' }).isVisible()).toBe(true);
  await screenshot(page, 'header-phone');
});
