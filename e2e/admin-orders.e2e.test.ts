import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { db } from '../src/platform/db';
import { makeOrder } from '../test/admin-order-factories';
import { expectAccessible, newPage, poll, screenshot, signInToConsole } from '../test/browser';
import { makeAdmin } from '../test/factories';
import { testApp } from '../test/http';
import { lastMailTo } from '../test/mail';

// An administrator's orders: find a demo order, refund one line, mark it shipped; and the same
// list on a phone, reached from the drawer menu.

const app = await testApp({ client: 'built' });

const admin = await makeAdmin({ username: 'ledger_keeper' });
// Like the seeded demo orders: a test-mode payment in the payments table only.
const demo = await makeOrder({ demo: true, number: 'DEMO-0001', name: 'Rowan Ellery', addressEmail: 'rowan@example.test' });
await makeOrder({ demo: true, number: 'DEMO-0002', name: 'Iris Calloway', status: 'shipped' });

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** react-admin's toast (a MUI Snackbar). */
const toast = (page: Page, text: string) => page.locator('.MuiSnackbarContent-message', { hasText: text });
/** Waits for MUI's transitions to finish (axe reads colours mid-fade). */
const settle = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

test('an administrator opens a demo order, refunds one line and marks it shipped', async () => {
  const page = await newPage(app.url);
  await signInToConsole(page, admin, '/chariot');
  await page.getByRole('menuitem', { name: 'Orders', exact: true }).click();
  await page.waitForURL('**/chariot/orders');

  const main = page.locator('#main-content');
  await poll(() => main.getByRole('link', { name: 'DEMO-0001', exact: true }).count()).toBe(1);
  expect(await main.getByText('Shipped', { exact: true }).count()).toBe(1);
  // The status filter narrows the list on the server.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paid', exact: true }).click();
  await poll(() => main.getByRole('link', { name: 'DEMO-0002', exact: true }).count()).toBe(0);
  expect(await main.getByRole('link', { name: 'DEMO-0001', exact: true }).count()).toBe(1);
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-orders-list');

  await main.getByRole('link', { name: 'DEMO-0001', exact: true }).click();
  await page.waitForURL(`**/chariot/orders/${demo.id}/show`);
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Order DEMO-0001');
  const items = page.getByRole('table', { name: 'Items' });
  await poll(() => items.getByRole('cell', { name: 'The Compleat Angler' }).count()).toBe(1);
  expect(await page.getByText('Test mode (no card)').count()).toBe(1);
  expect(await page.getByText('No refunds.').count()).toBe(1);

  // Refund one of the two copies: $10.00 and its share of the $2.00 tax.
  await button(page, 'Refund').click();
  const dialog = page.getByRole('dialog', { name: 'Refund order DEMO-0001' });
  await poll(() => dialog.isVisible()).toBe(true);
  await button(page, 'Review refund').click();
  await poll(() => dialog.getByText('Choose at least one unit to refund, or refund the rest in full.').count()).toBe(1);
  await dialog.getByLabel('The Compleat Angler ($10.00 each)').fill('1');
  await settle(page);
  await expectAccessible(page);
  await button(page, 'Review refund').click();
  await poll(() => dialog.getByText(/Refund 1 × The Compleat Angler, plus their share of the tax/).count()).toBe(1);
  await button(page, 'Refund now').click();
  await poll(() => dialog.getByText('Refunded $10.80.').count()).toBe(1);
  expect(await dialog.getByText(/partly refunded/).count()).toBe(1);
  await screenshot(page, 'admin-order-refunded');
  await button(page, 'Close').click();
  await poll(() => page.getByText(/\$10\.80 on .*: 1 × The Compleat Angler/).count()).toBe(1);
  expect(await page.getByText('Not restocked').count()).toBe(1);
  expect((await lastMailTo('rowan@example.test')).subject).toBe('Your refund of $10.80 for order DEMO-0001');
  expect(await db('orders').where({ id: demo.id }).first('status', 'refunded_amount')).toEqual({ status: 'partially_refunded', refunded_amount: '10.80' });

  // Mark shipped: the tracking number is required, then the buyer is mailed.
  await button(page, 'Mark shipped').click();
  const ship = page.getByRole('dialog', { name: 'Mark order DEMO-0001 shipped' });
  await poll(() => ship.isVisible()).toBe(true);
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await poll(() => ship.getByText('This field is required.').count()).toBe(1);
  await ship.getByLabel(/Tracking number/).fill('1Z999AA10123456784');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await poll(() => toast(page, 'marked shipped').count()).toBe(1);
  await poll(() => page.getByText(/tracking 1Z999AA10123456784/).count()).toBe(1);
  expect(await button(page, 'Mark shipped').count()).toBe(0);
  expect(await db('orders').where({ id: demo.id }).first('status', 'tracking_number')).toEqual({ status: 'shipped', tracking_number: '1Z999AA10123456784' });
  expect((await lastMailTo('rowan@example.test', { afterCount: 1 })).subject).toBe('Your order DEMO-0001 has shipped');
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-order-shipped');
});

test('at 375 px Orders is in the drawer menu and the orders are rows', async () => {
  const page = await newPage(app.url, { width: 375, height: 800 });
  await signInToConsole(page, admin, '/chariot/skus');
  await button(page, 'Open menu').click();
  const orders = page.getByRole('menuitem', { name: 'Orders' });
  await poll(() => orders.isVisible()).toBe(true);
  await orders.click();
  await page.waitForURL('**/chariot/orders');
  await poll(() => page.getByText(/^DEMO-0002 · /).count()).toBe(1);
  expect(await page.locator('#main-content table').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-phone-orders');
});

test('the rate tables: a tax rate is written in percent, a zone takes its countries as codes', async () => {
  const page = await newPage(app.url);
  await signInToConsole(page, admin, '/chariot/orders');
  await page.getByRole('link', { name: 'Tax rates' }).click();
  await page.waitForURL('**/chariot/tax-rates');
  await page.getByRole('link', { name: 'New tax rate' }).click();
  await page.getByLabel(/^Country/).fill('US');
  await page.getByLabel(/^State/).fill('OR');
  await page.getByLabel(/^Rate/).fill('7.25');
  await button(page, 'Save').click();
  await poll(() => toast(page, 'Record created').count()).toBe(1);
  await page.waitForURL('**/chariot/tax-rates');
  await poll(() => page.getByRole('cell', { name: '7.25 %' }).count()).toBe(1);
  expect(await db('tax_rates').where({ country_code: 'US', state_code: 'OR' }).first('rate')).toEqual({ rate: '0.0725' });
  await settle(page);
  await expectAccessible(page);

  await page.goto('/chariot/shipping-rates');
  const row = page.getByRole('row').filter({ hasText: 'Canada and Mexico' }).filter({ hasText: 'Mail' });
  await poll(() => row.count()).toBe(1);
  await row.click();
  await page.waitForURL(/\/chariot\/shipping-rates\/\d+$/);
  const countries = page.getByLabel(/^Countries/);
  await poll(() => countries.inputValue()).toBe('CA, MX');
  await countries.fill('CA, MX, gl');
  await button(page, 'Save').click();
  await poll(() => toast(page, 'Record updated').count()).toBe(1);
  // Every level of the zone takes the list.
  await poll(async () => (await db('shipping_rates').where({ zone: 'Canada and Mexico' }).pluck('countries')).map((c: string[]) => c.join())).toEqual(['CA,MX,GL', 'CA,MX,GL']);
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-shipping-rates');
});
