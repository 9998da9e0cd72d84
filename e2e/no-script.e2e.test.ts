import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newPage } from '../test/browser';
import { makeUser } from '../test/factories';
import { testApp } from '../test/http';
import { makeSku } from '../test/shop-factories';

// Forms that matter before the scripts run are plain HTML forms: in a browser that runs no script
// at all, the header search lands on its results and signing in works.

const app = await testApp({ client: 'built' });

const WIDE = { width: 1280, height: 900 };
const withoutScripts = () => newPage(app.url, WIDE, { javaScriptEnabled: false });

const main = (page: Page) => page.locator('main');

/** Submits the page's form as a browser does, and the answer to its request. */
async function submit(page: Page, press: () => Promise<void>, method = 'GET') {
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === method && r.request().resourceType() === 'document'), press()]);
  await page.waitForLoadState();
  return response;
}

test("the header's search, without scripts, lands on the server-rendered results", async () => {
  await makeSku({ title: 'Marginalia Without Scripts' });
  const page = await withoutScripts();
  await page.goto('/shop/returns');
  await page.getByRole('combobox', { name: 'Search the site' }).fill('marginalia');
  const answer = await submit(page, () => page.getByRole('combobox', { name: 'Search the site' }).press('Enter'));
  expect(answer.status()).toBe(200);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/search?keyword=marginalia');
  await expect.poll(() => main(page).getByRole('link', { name: /Marginalia Without Scripts/ }).count()).toBeGreaterThan(0);
});

test("the search page's own form, without scripts, keeps the tab and searches again", async () => {
  const page = await withoutScripts();
  await page.goto('/search?search_type=articles&keyword=first');
  const form = main(page).getByRole('search', { name: 'Search the shop and the articles' });
  await form.getByRole('searchbox', { name: 'Search for' }).fill('second words');
  await submit(page, () => form.getByRole('button', { name: 'Search', exact: true }).click());
  const url = new URL(page.url());
  expect([url.pathname, url.searchParams.get('search_type'), url.searchParams.get('keyword')]).toEqual(['/search', 'articles', 'second words']);
});

test('signing in without scripts: a refusal shows the form again with its message, then the session cookie the app reads', async () => {
  const member = await makeUser({ username: 'plain_form_reader' });
  const page = await withoutScripts();
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  const refused = await submit(page, () => page.getByRole('button', { name: 'Login' }).click(), 'POST');
  expect(refused.status()).toBe(401);
  expect(await main(page).getByRole('alert').textContent()).toBe('The username or password is incorrect.');
  expect(await page.getByLabel('Username or email').inputValue()).toBe(member.username);
  expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');

  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await submit(page, () => page.getByRole('button', { name: 'Login' }).click(), 'POST');
  expect(new URL(page.url()).pathname).toBe('/');
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'token');
  expect(token).toMatchObject({ path: '/', sameSite: 'Strict', httpOnly: false });
  expect(token!.expires * 1000 - Date.now()).toBeGreaterThan(23 * 3600 * 1000);

  // The browser app, scripts on, finds the session the form opened.
  const app2 = await newPage(app.url);
  await app2.context().addCookies(cookies);
  await app2.goto('/profile');
  await expect.poll(() => app2.getByRole('heading', { name: 'Profile', level: 1 }).count()).toBe(1);
  expect(await main(app2).textContent()).toContain(member.username);
});

test('a sign-in posted from another site, or naming no site, is refused and opens no session', async () => {
  const member = await makeUser();
  const post = (headers: Record<string, string>) =>
    fetch(`${app.url}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ user: member.username, password: member.password }),
    });
  const elsewhere = await post({ Origin: 'https://elsewhere.example' });
  const nowhere = await post({});
  expect([elsewhere.status, nowhere.status]).toEqual([400, 403]);
  expect([elsewhere.headers.get('set-cookie'), nowhere.headers.get('set-cookie')]).toEqual([null, null]);
  const same = await post({ Origin: app.url });
  expect(same.status).toBe(302);
  expect(same.headers.get('location')).toBe('/');
  expect(same.headers.get('set-cookie')).toMatch(/^token=[\w-]+; Max-Age=86400; Path=\/; SameSite=Strict$/);
});
