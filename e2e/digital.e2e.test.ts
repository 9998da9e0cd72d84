import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import supertest from 'supertest';
import { beforeAll, expect, test } from 'vitest';
import type { ShippingQuote } from '../src/modules/checkout/schemas';
import { db } from '../src/platform/db';
import { onePagePdf } from '../src/platform/pdf';
import { expectAccessible, newPage, screenshot, signInToConsole } from '../test/browser';
import { makeAdmin, signIn } from '../test/factories';
import { testApp } from '../test/http';
import { lastMailTo, linkPath, mailsTo } from '../test/mail';
import { makeSku } from '../test/shop-factories';

// Digital goods in the browser (issue 26): a guest buys an ebook and a paperback, pays one
// shipping charge for the paperback, downloads the ebook from the confirmation page and from the
// mail's link until the link's limit, and is told of the refund when the console refunds the
// paperback and puts it back in stock.

const app = await testApp({ client: 'built' });
const main = (page: Page) => page.locator('main');
const pathOf = (page: Page) => new URL(page.url()).pathname;
const PDF = onePagePdf('Quiet Margins', ['The demo file of an e2e test.']);

let ebook: number;
let paperback: number;
let admin: Awaited<ReturnType<typeof makeAdmin>>;

beforeAll(async () => {
  const book = await makeSku({ title: 'Quiet Margins', list_price: null, qty_on_hand: 0 });
  ebook = await makeSku({ title: 'Ebook', parent_sku: book, list_price: 9, qty_on_hand: 0, sort_key: 0 });
  paperback = await makeSku({ title: 'Paperback', parent_sku: book, list_price: 18, qty_on_hand: 10, shipping_policy_id: 2, sort_key: 1 });
  admin = await makeAdmin({ username: 'download_keeper' });
  const adminToken = await signIn(admin);
  const uploaded = await supertest(app.url).post(`/api/admin/skus/${ebook}/file`).set('Authorization', `Bearer ${adminToken}`).attach('file', PDF, 'Quiet Margins.pdf');
  expect(uploaded.status).toBe(201);
});

/** A guest's cart as the drawer keeps it in this browser. */
async function guestCart(page: Page, cart: string) {
  await page.goto('/shop');
  await page.evaluate((c) => localStorage.setItem('cart', c), cart);
  await page.goto('/shop/checkout');
}

/** Sends the form by its button and returns the quote the page then asks for. */
async function sendForQuote(page: Page, button: Locator): Promise<ShippingQuote> {
  const quoted = page.waitForResponse((r) => r.url().endsWith('/api/shop/ship_est') && r.ok());
  await button.click();
  return ((await (await quoted).json()) as { quote: ShippingQuote }).quote;
}

test('a cart of downloads only asks no postal address', async () => {
  const page = await newPage(app.url);
  await guestCart(page, `${ebook},1`);
  const form = page.getByRole('form', { name: 'Your details' });
  await expect.poll(() => form.isVisible()).toBe(true);
  for (const label of ['Street address', 'City', 'Postcode', 'Phone']) expect(await form.getByLabel(label).count(), label).toBe(0);
  expect(await main(page).textContent()).toContain('Nothing to ship');
  await form.getByLabel('Full name').fill('Ebo Reader');
  await form.getByLabel('Email').fill('ebo.e2e@example.test');
  await form.getByLabel('State').selectOption('OR');
  const quote = await sendForQuote(page, form.getByRole('button', { name: 'Continue to payment' }));
  expect(quote).toMatchObject({ items_subtotal: '9.00', shipping_cost: '0.00', max_delivery_date: null });
  await expect.poll(() => page.getByRole('button', { name: 'Place Your Order' }).isEnabled()).toBe(true);
  expect(await page.getByRole('radio').count()).toBe(0);
  await expectAccessible(page);
  await screenshot(page, 'checkout-downloads-only');
  await page.context().close();
});

test('a guest buys an ebook and a paperback, pays one shipping charge, downloads the ebook from the page and the mail up to its limit, and is mailed the refund the console makes with restock', async () => {
  const page = await newPage(app.url);
  await guestCart(page, `${ebook},1:${paperback},1`);
  const form = page.getByRole('form', { name: 'Shipping address' });
  await expect.poll(() => form.isVisible()).toBe(true);
  await form.getByLabel('Full name').fill('Mixed Buyer');
  await form.getByLabel('Email').fill('mixed.e2e@example.test');
  await form.getByLabel('Phone').fill('(555) 555-0142');
  await form.getByLabel('Street address').fill('1 Press Lane');
  await form.getByLabel('City').fill('San Francisco');
  await form.getByLabel('Postcode').fill('94110');
  await form.getByLabel('State').selectOption('CA');
  const quote = await sendForQuote(page, form.getByRole('button', { name: 'Show shipping options' }));
  // MAIL in the US: 3.99 per order + 0.50 per item, for the paperback alone.
  expect(quote).toMatchObject({ items_subtotal: '27.00', shipping_cost: '4.49' });
  expect(await page.getByRole('radio', { name: /^Mail/ }).isChecked()).toBe(true);

  const place = page.getByRole('button', { name: 'Place Your Order' });
  await expect.poll(() => place.isEnabled()).toBe(true);
  await place.click();
  await expect.poll(() => pathOf(page)).toBe('/shop/order_confirmation');
  await expect.poll(() => db('orders').where({ payment_id: quote.payment_id }).first('status')).toMatchObject({ status: 'paid' });
  const link = page.getByRole('link', { name: 'Download Quiet Margins, Ebook' });
  await expect.poll(() => link.isVisible()).toBe(true);
  expect(await main(page).textContent()).toContain('5 of 5 downloads left');
  expect(await main(page).textContent()).toContain('1 Press Lane');
  await expectAccessible(page);
  await screenshot(page, 'order-confirmation-downloads');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('Quiet Margins.pdf');
  const saved = await download.path();
  expect(Buffer.compare(fs.readFileSync(saved), PDF)).toBe(0);
  const line = await db('order_lines as l').join('orders as o', 'o.id', 'l.order_id').where({ 'o.payment_id': quote.payment_id, 'l.sku_id': ebook }).first('l.id');
  await expect.poll(async () => (await db('download_links').where({ order_line_id: line.id }).first('downloads')).downloads).toBe(1);

  // The confirmation mail carries the same link, absolute; it works from the mail too.
  const confirmation = await lastMailTo('mixed.e2e@example.test');
  const mailed = confirmation.links.find((l) => l.includes('/api/shop/downloads/'));
  expect(mailed, confirmation.text).toBeDefined();
  const fromMail = await page.context().newPage();
  const [again] = await Promise.all([fromMail.waitForEvent('download'), fromMail.goto(linkPath(mailed!)).catch(() => null)]);
  expect(again.suggestedFilename()).toBe('Quiet Margins.pdf');
  // Five downloads per copy: three more, then the link says it is used up.
  for (let n = 0; n < 3; n++) expect((await supertest(app.url).get(linkPath(mailed!))).status).toBe(200);
  const refused = await fromMail.goto(linkPath(mailed!));
  expect(refused?.status()).toBe(410);
  expect(await fromMail.textContent('body')).toContain('This download link has been used as many times as it allows.');
  await screenshot(fromMail, 'download-used-up');

  // The console refunds the paperback and puts it back on the shelf; the buyer is told.
  const order = await db('orders').where({ payment_id: quote.payment_id }).first('id', 'number');
  const mailsBefore = (await mailsTo('mixed.e2e@example.test')).length;
  const consolePage = await newPage(app.url);
  await signInToConsole(consolePage, admin, `/chariot/orders/${order.id}/show`);
  await expect.poll(() => consolePage.getByRole('heading', { level: 1 }).textContent()).toBe(`Order ${order.number}`);
  await consolePage.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = consolePage.getByRole('dialog', { name: `Refund order ${order.number}` });
  await dialog.getByLabel('Quiet Margins, Paperback ($18.00 each)').fill('1');
  await dialog.getByLabel('Put the refunded books back in stock').check();
  await consolePage.getByRole('button', { name: 'Review refund', exact: true }).click();
  await consolePage.getByRole('button', { name: 'Refund now', exact: true }).click();
  await expect.poll(() => dialog.getByText(/^Refunded \$/).count()).toBe(1);
  expect(await db('skus').where({ id: paperback }).first('qty_on_hand')).toEqual({ qty_on_hand: 10 });
  const refundMail = await lastMailTo('mixed.e2e@example.test', { afterCount: mailsBefore });
  expect(refundMail.subject).toMatch(new RegExp(`^Your refund of \\$[\\d.]+ for order ${order.number}$`));
  expect(refundMail.text).toContain('1 × Quiet Margins, Paperback');
  await consolePage.context().close();
  await page.context().close();
});
