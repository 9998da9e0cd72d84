import { expect, test } from 'vitest';
import { expectAccessible, newPage, screenshot } from '../test/browser';
import { makeAdmin } from '../test/factories';
import { testApp } from '../test/http';
import { makeSku } from '../test/shop-factories';

const app = await testApp({ client: 'built' });

test('a visitor sees the shell: header menu, side menu, legal pages', async () => {
  const page = await newPage(app.url);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: /main/i });
  for (const name of ['Mission', 'Services', 'Shop', 'Articles', 'Links', 'Forums', 'Members']) {
    await expect.poll(() => nav.getByRole('link', { name, exact: true }).count()).toBe(1);
  }
  expect(await nav.getByRole('link', { name: 'The Center', exact: true }).getAttribute('href')).toBe('/article/the_center');
  await expectAccessible(page);
  await screenshot(page, 'home');

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog');
  // The menu's code loads as it is first wanted.
  for (const name of ['Login', 'Register', 'Introduction', 'About', 'Contact Us', 'Privacy Policy', 'Terms & Conditions']) {
    await expect.poll(() => menu.getByRole('link', { name, exact: true }).count()).toBe(1);
  }
  await menu.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect.poll(() => page.textContent('main')).toMatch(/100/);
  await expectAccessible(page);
});

test('the theme toggle switches to dark and survives a reload', async () => {
  const page = await newPage(app.url);
  await page.goto('/');
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
  expect(await theme()).not.toBe('dark');
  await page.getByRole('button', { name: 'Menu' }).click();
  const toggle = page.getByRole('switch');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect.poll(theme).toBe('dark');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'theme')).toMatchObject({ value: '1', sameSite: 'Strict', path: '/' });
  await page.reload();
  expect(await theme()).toBe('dark');
  await expectAccessible(page);
  await screenshot(page, 'home-dark');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('switch').press('Enter');
  await expect.poll(theme).not.toBe('dark');
});

test('an unknown path shows the 404 text', async () => {
  const page = await newPage(app.url);
  for (const path of ['/no/such/page', '/404']) {
    await page.goto(path);
    await expect.poll(() => page.textContent('body')).toContain('404: Not Found.');
    expect(await page.textContent('body')).toContain("Please check the URL, or try searching for the page you're looking for.");
  }
  await expectAccessible(page);
});

test('the admin console sends a visitor to /login, and an administrator signs in to it', async () => {
  const admin = await makeAdmin({ username: 'chief' });
  const page = await newPage(app.url);
  await page.goto('/chariot/skus');
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => sessionStorage.getItem('savedPath'))).toBe('/chariot/skus');

  await page.getByLabel(/username or email/i).fill(admin.username);
  await page.getByLabel(/password/i).fill(admin.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.waitForURL('**/chariot/skus');
  for (const name of ['Articles', 'Volumes', 'SKUs', 'Services', 'Forums', 'Members']) {
    await expect.poll(() => page.getByRole('menuitem', { name, exact: true }).count()).toBeGreaterThan(0);
  }
  await screenshot(page, 'admin');

  await page.getByRole('menuitem', { name: 'Members', exact: true }).click();
  await page.waitForURL('**/chariot/members');
  await expect.poll(() => page.getByRole('cell', { name: 'chief', exact: true }).count()).toBe(1);
  await screenshot(page, 'admin-members');
});

test('small screens get the short name and a working menu', async () => {
  const page = await newPage(app.url, { width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  await screenshot(page, 'home-375');
});

test('a product page is served with its Open Graph tags and JSON-LD, so a shared link shows the book', async () => {
  const id = await makeSku({ title: 'The Shape of Design', subtitle: 'Notes on making things', list_price: 24 });
  const html = await (await fetch(`${app.url}/shop/${id}`)).text();
  expect(html).toContain('<title>The Shape of Design · ');
  expect(html).toContain('<meta property="og:title" content="The Shape of Design"/>');
  expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Product"/);
  expect(html).toMatch(/<h1 [^>]*>The Shape of Design<\/h1>/);
  const other = await (await fetch(`${app.url}/shop/999999`)).text();
  expect(other).not.toContain('og:title');
});
