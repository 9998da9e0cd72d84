import fs from 'node:fs';
import type { Page } from 'playwright-core';
import supertest from 'supertest';
import { beforeAll, expect, test } from 'vitest';
import { buy } from '../test/checkout';
import { expectAccessible, expectAdminToast, newPage, screenshot, signInToConsole } from '../test/browser';
import { makeAdmin, signIn } from '../test/factories';
import { testApp } from '../test/http';
import { lastMailTo, linkPath } from '../test/mail';
import { makeSku } from '../test/shop-factories';
import { db } from '../src/platform/db';
import { onePagePdf } from '../src/platform/pdf';

// Issue 36 in the browser: a buyer whose ebook link is used up gets a fresh one from the order
// page and downloads again; a refunded order's page says so first and promises nothing more.

const app = await testApp({ client: 'built' });
const main = (page: Page) => page.locator('main');
const PDF = onePagePdf('Second Helping', ['The demo file of an e2e test.']);
let adminToken: string;
let admin: Awaited<ReturnType<typeof makeAdmin>>;

beforeAll(async () => {
  admin = await makeAdmin({ username: 'order_keeper' });
  adminToken = await signIn(admin);
});

/** The order page as the order mail's link opens it, for the buyer at this address. */
async function openOrderFromMail(email: string): Promise<Page> {
  const mail = await lastMailTo(email);
  const link = mail.links.find((l) => l.includes('order_confirmation'));
  expect(link, mail.text).toBeDefined();
  const page = await newPage(app.url);
  await page.goto(linkPath(link!));
  await expect.poll(() => main(page).getByText(/^Order number/).isVisible()).toBe(true);
  return page;
}

const orderIdOf = async (orderNumber: string) => (await db('orders').where({ number: orderNumber }).first('id')).id as number;

test('an ebook link used up: the order page offers a new link, which downloads, and says when the day\'s new links are spent', async () => {
  const ebook = await makeSku({ title: 'Second Helping, Ebook', list_price: 8 });
  const uploaded = await supertest(app.url).post(`/api/admin/skus/${ebook}/file`).set('Authorization', `Bearer ${adminToken}`).attach('file', PDF, 'Second Helping.pdf');
  expect(uploaded.status).toBe(201);
  const email = 'second.helping@example.test';
  const order = await buy(app, [{ id: ebook, quantity: 1 }], { address: { name: 'Sec Helping', email, country_code: 'GB', state_code: null } });
  const lineId = order.listItems[0]!.id;
  await db('download_links').where({ order_line_id: lineId }).update({ downloads: db.ref('max_downloads') });

  const page = await openOrderFromMail(email);
  expect(await main(page).textContent()).toContain('Every download of this link has been used.');
  const renew = page.getByRole('button', { name: 'Get a new download link for Second Helping, Ebook' });
  await expectAccessible(page);
  await screenshot(page, 'order-download-used-up');
  const reissued = page.waitForResponse((r) => r.url().endsWith(`/api/shop/downloads/${lineId}/reissue`));
  await renew.click();
  expect((await reissued).status()).toBe(200);

  const link = page.getByRole('link', { name: 'Download Second Helping, Ebook' });
  await expect.poll(() => link.isVisible()).toBe(true);
  expect(await main(page).textContent()).toContain('New link ready: 5 of 5 downloads left');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Download Second Helping, Ebook');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('Second Helping.pdf');
  expect(Buffer.compare(fs.readFileSync(await download.path()), PDF)).toBe(0);
  await expect.poll(async () => (await db('download_links').where({ order_line_id: lineId }).first('downloads')).downloads).toBe(1);
  await screenshot(page, 'order-download-renewed');

  // A second new link today, then the page says when the next one can be had.
  expect((await app.post(`/api/shop/downloads/${lineId}/reissue`, { secret: new URL((await lastMailTo(email)).links.find((l) => l.includes('order_confirmation'))!).searchParams.get('key') })).status).toBe(200);
  await db('download_links').where({ order_line_id: lineId }).update({ downloads: db.ref('max_downloads') });
  await page.reload();
  await expect.poll(() => main(page).getByRole('status').filter({ hasText: 'You have had today’s new links for this item' }).isVisible()).toBe(true);
  expect(await renew.count()).toBe(0);
  await expectAccessible(page);
  await page.context().close();
});

test('a refunded order\'s page says so first, with what was refunded, and promises no thanks, delivery or staff notes', async () => {
  const paperback = await makeSku({ title: 'Refunded Page, Paperback', list_price: 14, qty_on_hand: 8, shipping_policy_id: 2 });
  const guide = await makeSku({ title: 'Refunded Guide', list_price: 6, qty_on_hand: 8, shipping_policy_id: 2 });
  const email = 'refunded.page@example.test';
  const address = { name: 'Ref Unded', email, phone_number: '(555) 555-0199', street1: '9 Quay St', street2: '', city: 'Portland', country_code: 'US', state_code: 'OR', postcode: '97205' };
  const order = await buy(app, [{ id: paperback, quantity: 1 }, { id: guide, quantity: 1 }], { address });
  const orderId = await orderIdOf(order.orderId);
  const guideLine = order.listItems.find((l) => l.sku_id === guide)!.id;

  // Part refunded: said first; the delivery stays, for what still ships.
  expect((await app.post(`/api/admin/orders/${orderId}/refund`, { lines: [{ line_id: guideLine, quantity: 1 }], reason: 'Returned to stock: dented', restock: true }, adminToken)).status).toBe(200);
  const page = await openOrderFromMail(email);
  const text = () => main(page).textContent().then((t) => t ?? '');
  await expect.poll(text).toContain('Part of this order was refunded');
  expect((await text()).indexOf('Part of this order was refunded')).toBeLessThan((await text()).indexOf('Order number'));
  expect(await text()).toContain('The items not refunded will still be sent.');
  expect(await text()).toContain('1 × Refunded Guide');
  expect(await text()).toMatch(/estimated delivery by .+ for the items not refunded/);
  for (const never of ['Thank you for your order!', 'Returned to stock', 'dented']) expect(await text()).not.toContain(never);
  await expectAccessible(page);

  // The rest refunded: nothing more is promised.
  expect((await app.post(`/api/admin/orders/${orderId}/refund`, { reason: 'Returned to stock' }, adminToken)).status).toBe(200);
  await page.reload();
  await expect.poll(text).toContain('This order was refunded in full');
  const shown = await text();
  expect(shown.indexOf('This order was refunded in full')).toBeLessThan(shown.indexOf('Order number'));
  expect(shown).toContain('Nothing more will be sent.');
  expect(shown).toContain('The rest of the order: 1 × Refunded Page, Paperback');
  for (const never of ['Thank you for your order!', 'estimated delivery', 'Returned to stock', 'will still be sent']) expect(shown).not.toContain(never);
  await expectAccessible(page);
  await screenshot(page, 'order-refunded-in-full');
  await page.context().close();
});

test('an ebook\'s page and cart line say what it is, a download of one copy: no shipping, returns, stock or quantity', async () => {
  const book = await makeSku({ title: 'Plain Facts', list_price: null, qty_on_hand: 0 });
  const ebook = await makeSku({ title: 'Ebook', parent_sku: book, list_price: 7, qty_on_hand: 0, shipping_policy_id: 1 });
  const uploaded = await supertest(app.url).post(`/api/admin/skus/${ebook}/file`).set('Authorization', `Bearer ${adminToken}`).attach('file', PDF, 'Plain Facts.pdf');
  expect(uploaded.status).toBe(201);
  const size = `${Math.max(1, Math.round(PDF.length / 1024))} KB`;

  const page = await newPage(app.url);
  await page.goto(`/shop/${ebook}`);
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect.poll(() => add.isEnabled()).toBe(true);
  const text = (await main(page).textContent()) ?? '';
  expect(text).toContain('Download after purchase');
  expect(text).toContain(`Ebook · PDF · ${size}`);
  for (const never of ['Free shipping', 'Delivery in', 'Eligible for Return', 'Out of Stock', 'left in stock']) expect(text).not.toContain(never);
  expect(await page.getByLabel('Quantity').count()).toBe(0);
  expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('InStock');
  await expectAccessible(page);
  await screenshot(page, 'product-ebook');

  await add.click();
  await expect.poll(() => page.getByRole('button', { name: 'In your cart' }).isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect.poll(() => drawer.getByText(`Ebook · PDF · ${size} · Download after purchase`).isVisible()).toBe(true);
  expect(await drawer.getByRole('group', { name: /^Quantity of/ }).count()).toBe(0);
  expect(await drawer.getByRole('button', { name: 'Checkout (1)' }).isEnabled()).toBe(true);
  // A cart kept from before holding 3 copies comes down to one.
  await page.evaluate((id) => localStorage.setItem('cart', `${id},3`), ebook);
  await page.reload();
  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  await expect.poll(() => drawer.getByRole('button', { name: 'Checkout (1)' }).isVisible()).toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBe(`${ebook},1`);
  await page.context().close();
});

test('staff give a fresh link from the order in the console, without the buyer\'s limit, and it is recorded under the line', async () => {
  const ebook = await makeSku({ title: 'Staff Copy, Ebook', list_price: 5 });
  expect((await supertest(app.url).post(`/api/admin/skus/${ebook}/file`).set('Authorization', `Bearer ${adminToken}`).attach('file', PDF, 'Staff Copy.pdf')).status).toBe(201);
  const order = await buy(app, [{ id: ebook, quantity: 1 }], { address: { name: 'Staff Helped', email: 'staff.helped@example.test', country_code: 'GB', state_code: null } });
  const lineId = order.listItems[0]!.id;
  await db('download_links').where({ order_line_id: lineId }).update({ downloads: db.ref('max_downloads') });
  await db('download_reissues').insert([{ order_line_id: lineId, by_staff: false }, { order_line_id: lineId, by_staff: false }]);

  const page = await newPage(app.url);
  await signInToConsole(page, admin, `/chariot/orders/${await orderIdOf(order.orderId)}/show`);
  const renew = page.getByRole('button', { name: 'New download link for Staff Copy, Ebook' });
  await expect.poll(() => renew.isVisible()).toBe(true);
  expect(await page.getByText(/every download used/).count()).toBe(1);
  await renew.click();
  await expectAdminToast(page, 'A new download link for Staff Copy, Ebook is ready on the buyer\'s order page.');
  await expect.poll(() => page.getByText(/^New links: .* by the buyer; .* by the buyer; .* by order_keeper\.$/).count()).toBe(1);
  expect(await page.getByText(/Downloaded 0 of 5 times; link works/).count()).toBe(1);
  expect(await db('download_reissues').where({ order_line_id: lineId, by_staff: true }).first('staff_user_id')).toEqual({ staff_user_id: admin.id });
  await screenshot(page, 'console-order-new-link');
  await page.context().close();
});
