import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectAccessible, newPage, poll, screenshot, signInToConsole } from '../test/browser';
import { makeAdmin, makeUser } from '../test/factories';
import { testApp } from '../test/http';
import { makeSku } from '../test/shop-factories';

// The admin console on a phone (its menu in react-admin's sidebar drawer, lists as rows), and a
// bulk action whose rows leave the list taking their selection with them.

const app = await testApp({ client: 'built' });

const admin = await makeAdmin({ username: 'night_editor' });
await makeUser({ username: 'pocket_reader' });
const PHONE = { width: 375, height: 800 };

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const toast = (page: Page, text: string) => page.locator('.MuiSnackbarContent-message', { hasText: text });
const settle = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

test('at 375 px the menu opens from the app bar and takes the administrator to Members, shown as rows', async () => {
  await makeSku({ title: 'Pocket Almanac', list_price: 9 });
  const page = await newPage(app.url, PHONE);
  await signInToConsole(page, admin, '/chariot/skus');
  // The list is rows, not a table that runs off the screen.
  await poll(() => page.getByRole('link', { name: 'Pocket Almanac' }).count()).toBe(1);
  expect(await page.locator('#main-content table').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'admin-phone-skus');

  // The sections are not squeezed in beside the list: the menu button opens them in a drawer.
  expect(await page.getByRole('menu', { name: 'Admin sections' }).count()).toBe(0);
  await button(page, 'Open menu').click();
  const members = page.getByRole('menuitem', { name: 'Members' });
  await poll(() => members.isVisible()).toBe(true);
  for (const name of ['Articles', 'Volumes', 'SKUs', 'Services', 'Forums']) expect(await page.getByRole('menuitem', { name }).count()).toBe(1);
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-phone-menu');
  await members.click();
  await page.waitForURL('**/chariot/members');
  // A tap closes the drawer; the members are rows.
  await poll(() => members.isVisible()).toBe(false);
  await poll(() => page.getByRole('link', { name: /^pocket_reader/ }).count()).toBe(1);
  expect(await page.locator('#main-content table').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-phone-members');
});

test('after Publish takes a SKU out of the Unpublished list, it is no longer selected', async () => {
  await makeSku({ title: 'Draft Bestiary', published: false });
  await makeSku({ title: 'Draft Herbal', published: false });
  const page = await newPage(app.url);
  await signInToConsole(page, admin, '/chariot/skus');
  const main = page.locator('#main-content');
  await page.getByRole('combobox', { name: 'Published' }).click();
  await page.getByRole('option', { name: 'Unpublished' }).click();
  await poll(() => main.getByRole('link', { name: 'Pocket Almanac' }).count()).toBe(0);
  await poll(() => main.getByRole('link', { name: 'Draft Bestiary' }).count()).toBe(1);

  await page.getByRole('row').filter({ hasText: 'Draft Bestiary' }).getByRole('checkbox').check();
  await poll(() => page.getByText('1 selected').count()).toBe(1);
  await button(page, 'Publish').click();
  await poll(() => toast(page, 'SKU Published').count()).toBeGreaterThan(0);
  await poll(() => main.getByRole('link', { name: 'Draft Bestiary' }).count()).toBe(0);
  // The row is gone and so is its selection: nothing is counted, nothing can be pressed.
  await poll(() => page.getByText('1 selected').count()).toBe(0);
  expect(await page.getByText('Select SKUs to publish, suspend or delete them.').count()).toBe(1);
  expect(await button(page, 'Publish').isDisabled()).toBe(true);
  expect(await button(page, 'Delete').isDisabled()).toBe(true);
  // The row still listed is not selected either.
  expect(await page.getByRole('row').filter({ hasText: 'Draft Herbal' }).getByRole('checkbox').isChecked()).toBe(false);
  await screenshot(page, 'admin-skus-after-publish');
});
