import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { dayOf } from '../src/modules/analytics/visitors';
import { db } from '../src/platform/db';
import { expectAccessible, newPage, screenshot, signInToConsole } from '../test/browser';
import { makeArticle } from '../test/content-factories';
import { makeAdmin, makeUser } from '../test/factories';
import { testApp } from '../test/http';
import { makeSku } from '../test/shop-factories';

// Issue 12's journey: a reader visits an article and a product and buys it; an administrator then
// sees the page's own figures on the product page and, through its link, the visit, the funnel's
// steps and the sale on the dashboard. Nothing here is written to the analytics tables by hand:
// the beacons are the ones the pages send.

const app = await testApp({ client: 'built' });
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { interval: 500 });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const figures = (page: Page) => page.getByRole('complementary', { name: 'Figures for administrators' });
const today = dayOf(new Date());

const sku = await makeSku({ title: 'The Measured Garden', list_price: 24, qty_on_hand: 10 });
const { slug } = await makeArticle({ title: 'Notes on Counting Visitors' });

async function buyOne(page: Page) {
  const member = await makeUser({ username: 'reading_rhea' });
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await poll(() => pathOf(page)).toBe('/');

  // The reader finds an article, then the book; members see no figures.
  await page.goto(`/article/${slug}`);
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Notes on Counting Visitors');
  await page.goto(`/shop/${sku}`);
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('The Measured Garden');
  expect(await figures(page).count()).toBe(0);

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await poll(() => page.locator('.toasts').textContent()).toContain('Added item to cart.');
  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout (1)' }).click();
  await poll(() => pathOf(page)).toBe('/shop/checkout');

  const form = page.getByRole('form', { name: 'Shipping address' });
  await form.getByLabel('Phone').fill('(555) 555-0142');
  await form.getByLabel('Street address').fill('1 Press Lane');
  await form.getByLabel('City').fill('San Francisco');
  await form.getByLabel('Postcode').fill('94110');
  await form.getByLabel('State').selectOption('CA');
  await form.getByRole('button', { name: 'Show shipping options' }).click();
  const place = page.getByRole('button', { name: 'Place Your Order' });
  await poll(() => place.isEnabled()).toBe(true);
  await place.click();
  await poll(() => page.locator('main').textContent()).toContain('Thank you for your order!');
  await poll(async () => (await db('orders as o').join('order_lines as l', 'l.order_id', 'o.id').where('l.sku_id', sku).first('o.status'))?.status).toBe('paid');
}

test('a reader visits and buys; the administrator sees the page\'s figures, then the visit, the funnel and the sale on the dashboard', async () => {
  const reader = await newPage(app.url);
  reader.setDefaultTimeout(15_000);
  await buyOne(reader);
  await reader.context().close();

  // The administrator on the product page: its views, visitors and the unit sold, and a link.
  const page = await newPage(app.url);
  await signInToConsole(page, await makeAdmin({ username: 'tallying_tess' }), '/chariot');
  await page.goto(`/shop/${sku}`);
  await poll(() => figures(page).textContent()).toMatch(/^Last 30 days: [1-9]\d* views? · [1-9]\d* visitors? · 1 unit soldDashboard$/);
  const link = figures(page).getByRole('link', { name: 'Dashboard' });
  const since = dayOf(new Date(Date.now() - 29 * 86_400_000));
  expect(await link.getAttribute('href')).toBe(`/chariot?from=${since}&to=${today}`);
  await expectAccessible(page);
  await screenshot(page, 'product-admin-figures');

  // The article page has its own.
  await page.goto(`/article/${slug}`);
  await poll(() => figures(page).textContent()).toMatch(/^Last 30 days: [1-9]\d* views? · [1-9]\d* visitors?Dashboard$/);

  // The dashboard over those 30 days: the product among the top products, every funnel step reached, the sale.
  await page.goto(`/shop/${sku}`);
  await figures(page).getByRole('link', { name: 'Dashboard' }).click();
  await poll(() => pathOf(page)).toBe('/chariot');
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
  expect(new URL(page.url()).searchParams.get('from')).toBe(since);

  const products = page.getByRole('region', { name: 'Top products' });
  await poll(() => products.getByRole('row').filter({ hasText: 'The Measured Garden' }).count()).toBe(1);
  expect(await page.getByRole('region', { name: 'Top articles' }).getByRole('row').filter({ hasText: 'Notes on Counting Visitors' }).count()).toBe(1);

  const funnel = page.getByRole('region', { name: 'Shop funnel' });
  for (const step of ['Product view', 'Add to cart', 'Checkout', 'Paid order']) {
    const cells = await funnel.getByRole('row').filter({ hasText: step }).getByRole('cell').allTextContents();
    expect(Number(cells[1]), `${step}: ${cells.join(' | ')}`).toBeGreaterThanOrEqual(1);
  }

  const sellers = page.getByRole('region', { name: 'Best-selling SKUs' });
  const sale = await sellers.getByRole('row').filter({ hasText: 'The Measured Garden' }).getByRole('cell').allTextContents();
  expect(sale.slice(1, 4)).toEqual([String(sku), '1', '$24.00']);
  const orders = page.getByRole('list', { name: 'Totals' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Orders', exact: true }) });
  await poll(() => orders.textContent()).toMatch(/^Orders1(?!\d)/);
  await screenshot(page, 'dashboard-after-a-sale');
});

test('a member sees no figures and cannot ask for them', async () => {
  const member = await makeUser({ username: 'curious_cato' });
  const page = await newPage(app.url);
  page.setDefaultTimeout(15_000);
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await poll(() => pathOf(page)).toBe('/');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/admin/')) asked.push(r.url());
  });
  await page.goto(`/shop/${sku}`);
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('The Measured Garden');
  expect(await figures(page).count()).toBe(0);
  expect(asked).toEqual([]);
});
