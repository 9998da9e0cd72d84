import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { MENU, SEPARATOR, type Section } from '../src/admin/layout/sections';
import { flushBeacons } from '../src/modules/analytics/beacon-buffer';
import { dayOf } from '../src/modules/analytics/visitors';
import { db } from '../src/platform/db';
import { makeOrder } from '../test/admin-order-factories';
import { expectAccessible, newPage, poll, screenshot, settle, signInToConsole } from '../test/browser';
import { makeAdmin } from '../test/factories';
import { testApp } from '../test/http';
import { makeSku } from '../test/shop-factories';

// Issue 27: the console on a laptop. The administrator lands on the Dashboard at /chariot, reaches
// every section from the sidebar's menu without the page scrolling sideways, and reads the whole
// funnel, whose rates never pass 100%.

const app = await testApp({ client: 'built' });
const admin = await makeAdmin({ username: 'laptop_lena' });
const today = dayOf(new Date());
const SECTIONS = MENU.filter((entry): entry is Section => entry !== SEPARATOR);

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const sku = await makeSku({ title: 'The Laptop Almanac' });
// Two visitors see the product, one buys it (twice); an order without a known visitor counts as an order only.
for (const ua of [FIREFOX, SAFARI]) await app.send('post', '/api/mercury/p', { page_path: `/shop/${sku}` }).set('User-Agent', ua);
await app.send('post', '/api/mercury/i', { component_id: `sku-${sku}`, kind: 'add_to_cart' }).set('User-Agent', FIREFOX);
await app.send('post', '/api/mercury/i', { component_id: 'cart', kind: 'go_to_checkout' }).set('User-Agent', FIREFOX);
await flushBeacons();
const buyer = (await db('usage_events').where({ kind: 'go_to_checkout' }).first('visitor')).visitor as string;
const line = { title: 'The Laptop Almanac', unit_price: 12, quantity: 1, sku_id: sku };
for (let n = 0; n < 2; n++) await makeOrder({ lines: [line], visitor: { visitor: buyer, day: today } });
await makeOrder({ lines: [line] });

const menu = (page: Page) => page.getByRole('menu', { name: 'Admin sections' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pathOf = (page: Page) => new URL(page.url()).pathname.replace(/\/$/, '');
const fitsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('at 1280 × 800 the administrator lands on the Dashboard, reaches every section from the menu, and reads the whole funnel', async () => {
  const page = await newPage(app.url, { width: 1280, height: 800 });
  await signInToConsole(page, admin, '/chariot');
  await poll(() => heading(page).textContent()).toBe('Dashboard');
  expect(await menu(page).getByRole('menuitem', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');

  // The funnel: every column inside its card, every rate at most 100%, the paid step one visitor.
  const funnel = page.getByRole('region', { name: 'Shop funnel' });
  await poll(() => funnel.getByRole('row').count()).toBe(5);
  const table = funnel.getByRole('table');
  const [card, box] = await Promise.all([funnel.boundingBox(), table.boundingBox()]);
  expect(box!.x + box!.width).toBeLessThanOrEqual(card!.x + card!.width);
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
  const rows = await Promise.all(['Product view', 'Add to cart', 'Checkout', 'Paid order'].map((step) => funnel.getByRole('row').filter({ hasText: step }).getByRole('cell').allTextContents()));
  expect(rows.map((cells) => cells.slice(0, 2))).toEqual([
    ['Product view', '2'],
    ['Add to cart', '1'],
    ['Checkout', '1'],
    ['Paid order', '1'],
  ]);
  for (const cells of rows.slice(1)) expect(Number.parseFloat(cells[3]!), cells.join(' | ')).toBeLessThanOrEqual(100);
  // Every other table fits its card too.
  for (const region of await page.locator('section[aria-label]').filter({ has: page.getByRole('table') }).all()) {
    expect(await region.getByRole('table').first().evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth), (await region.getAttribute('aria-label')) ?? '').toBe(true);
  }
  expect(await fitsSideways(page)).toBe(true);
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-laptop-dashboard');

  // Every section by a click: its page and heading, marked in the menu, the page no wider than the window.
  for (const section of [...SECTIONS.slice(1), SECTIONS[0]!]) {
    await menu(page).getByRole('menuitem', { name: section.label, exact: true }).click();
    await poll(() => pathOf(page)).toBe(`/chariot${section.path === '/' ? '' : section.path}`);
    await poll(() => page.title()).toMatch(new RegExp(`^${section.label} · `));
    await poll(async () => ((await heading(page).textContent()) ?? '').length).toBeGreaterThan(0);
    expect(await menu(page).getByRole('menuitem', { name: section.label, exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await fitsSideways(page), section.label).toBe(true);
  }
  await poll(() => heading(page).textContent()).toBe('Dashboard');
});

test('at 1024 px every menu entry is on the screen and the page never scrolls sideways; the old /chariot/dashboard leads home', async () => {
  const page = await newPage(app.url, { width: 1024, height: 768 });
  await signInToConsole(page, admin, '/chariot/articles');
  await poll(() => heading(page).textContent()).toBe('Articles');
  for (const section of SECTIONS) {
    const item = menu(page).getByRole('menuitem', { name: section.label, exact: true });
    expect(await item.isVisible(), section.label).toBe(true);
    const box = (await item.boundingBox())!;
    expect(box.x + box.width, section.label).toBeLessThanOrEqual(1024);
    expect(box.y + box.height, section.label).toBeLessThanOrEqual(768);
  }
  expect(await fitsSideways(page)).toBe(true);
  await screenshot(page, 'admin-laptop-1024-articles');

  await page.goto(`/chariot/dashboard?from=${today}&to=${today}`);
  await poll(() => pathOf(page)).toBe('/chariot');
  expect(new URL(page.url()).searchParams.get('from')).toBe(today);
  await poll(() => heading(page).textContent()).toBe('Dashboard');
  await poll(() => page.getByRole('region', { name: 'Shop funnel' }).getByRole('row').count()).toBe(5);
  expect(await fitsSideways(page)).toBe(true);
  await screenshot(page, 'admin-laptop-1024-dashboard');
});
