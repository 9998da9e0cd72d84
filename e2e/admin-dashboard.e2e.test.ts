import fs from 'node:fs';
import { expect, test } from 'vitest';
import { flushBeacons } from '../src/modules/analytics/beacon-buffer';
import { dayOf } from '../src/modules/analytics/visitors';
import { makeOrder } from '../test/admin-order-factories';
import { expectAccessible, newPage, poll, screenshot, settle, signInToConsole } from '../test/browser';
import { makeArticle } from '../test/content-factories';
import { makeAdmin } from '../test/factories';
import { testApp } from '../test/http';
import { makeSku } from '../test/shop-factories';

// The Dashboard section of the console: the figure cards, a chart and its table, a CSV download,
// the period in the URL, and the page on a phone in the dark.

const app = await testApp({ client: 'built' });
const admin = await makeAdmin({ username: 'counting_clio' });
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const today = dayOf(new Date());

const sku = await makeSku({ title: 'The Counted Book' });
const { slug } = await makeArticle({ title: 'A Much Read Essay' });
for (const path of [`/shop/${sku}`, `/article/${slug}`, '/']) await app.send('post', '/api/mercury/p', { page_path: path }).set('User-Agent', FIREFOX);
await flushBeacons();
await makeOrder({ lines: [{ title: 'The Counted Book', unit_price: 20, quantity: 2, sku_id: sku }], shipping: 0, tax: 0 });

test('an administrator opens the dashboard from the menu: cards, a chart with its table, the top tables and a CSV', async () => {
  const page = await newPage(app.url);
  await signInToConsole(page, admin, '/chariot/skus');
  const nav = page.getByRole('menu', { name: 'Admin sections' });
  await nav.getByRole('menuitem', { name: 'Dashboard' }).click();
  await page.waitForURL(/\/chariot\/?$/);
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
  expect(await nav.getByRole('menuitem', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');

  const totals = page.getByRole('list', { name: 'Totals' });
  await poll(() => totals.getByRole('listitem').count()).toBe(8);
  const orders = totals.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Orders', exact: true }) });
  await poll(() => orders.textContent()).toContain('New (none before)');
  expect(await totals.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Revenue', exact: true }) }).textContent()).toContain('$40.00');

  const visits = page.getByRole('figure', { name: 'Visitors and page views per day' });
  await poll(() => visits.locator('.recharts-line').count()).toBe(2);
  await visits.getByRole('button', { name: 'Show table' }).click();
  expect(await visits.getByRole('table').getByRole('row').count()).toBe(31); // the header and 30 days

  const products = page.getByRole('region', { name: 'Top products' });
  const link = products.getByRole('link', { name: /The Counted Book/ });
  expect(await link.getAttribute('href')).toBe(`/shop/${sku}`);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await page.getByRole('region', { name: 'Top articles' }).getByRole('link', { name: /A Much Read Essay/ }).getAttribute('href')).toBe(`/article/${slug}`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Top pages as CSV' }).click();
  const file = await download;
  const from = dayOf(new Date(Date.now() - 29 * 86_400_000));
  expect(file.suggestedFilename()).toBe(`top-pages-${from}_${today}.csv`);
  const csv = fs.readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Page,Views,Visitors,"Views, previous period"');
  expect(csv).toContain(`/shop/${sku},1,1,0`);

  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-dashboard');
});

test('the period comes from the URL and the 7-day button rewrites it; at 375 px in the dark nothing overflows', async () => {
  const page = await newPage(app.url, { width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInToConsole(page, admin, `/chariot?from=2026-01-01&to=2026-01-10`);
  await poll(() => page.getByRole('button', { name: 'Custom' }).getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByLabel('From').inputValue()).toBe('2026-01-01');
  await poll(() => page.getByText('No visits in this period yet.').count()).toBeGreaterThan(0);

  await page.getByRole('button', { name: '7 days' }).click();
  await poll(() => new URL(page.url()).searchParams.get('to')).toBe(today);
  await poll(() => page.getByRole('list', { name: 'Totals' }).getByRole('listitem').count()).toBe(8);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-dashboard-phone-dark');
});
