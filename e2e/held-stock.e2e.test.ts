import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { US_ADDRESS, buyerSite, confirmTestPayment, quote, waitForOrder } from '../test/checkout';
import { expectAccessible, newPage, screenshot } from '../test/browser';
import { testApp } from '../test/http';
import { makeSku } from '../test/shop-factories';

// The last copy, honestly (issue 36, item 3), in the browser: while another buyer pays for it the
// product page says it is held and when to try again, the cart marks the line and leaves it out of
// the badge and the subtotal, and the checkout says why it is not in the order; once it is sold, a
// reload of the checkout says so there. A buyer's own hold never counts against them.

const app = await testApp({ client: 'built' });

const main = (page: Page) => page.locator('main');
const pathOf = (page: Page) => new URL(page.url()).pathname;
const badge = (page: Page) => page.locator('.cart-button .badge');
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const cartLines = (page: Page) => drawer(page).getByRole('list', { name: 'Cart items' }).getByRole('listitem');
const stockLine = (page: Page) => main(page).locator('p').filter({ hasText: /in stock|Out of Stock|Held for other buyers/i }).first();
/** "…try again in N minutes": N counted by the browser from the hold's end, at most the 15 a quote holds for. */
const HELD = /^Held for other buyers, try again in ([1-9]|1[0-5]) minutes?$/;

/** Another buyer, from an address of their own, quotes the SKUs: their checkout holds them. */
const anotherBuyerHolds = (skus: Array<{ id: number; quantity: number }>) =>
  quote(buyerSite(app), skus, { address: { ...US_ADDRESS, email: `other.buyer.${skus[0]!.id}@example.test` } });

async function openCart(page: Page) {
  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  await expect.poll(() => drawer(page).isVisible()).toBe(true);
}

test('the last copy held by another buyer: held on its page, marked in the cart and out of the badge and total, left out of the checkout with why; sold, the checkout says so on reload', async () => {
  const last = await makeSku({ title: 'The Last Folio', list_price: 48, qty_on_hand: 1 });
  const plenty = await makeSku({ title: 'A Common Primer', list_price: 12, qty_on_hand: 40 });
  const page = await newPage(app.url);
  page.setDefaultTimeout(15_000);

  // Before anyone holds it: "Only 1 left", Add to Cart.
  await page.goto(`/shop/${last}`);
  await expect.poll(() => stockLine(page).textContent()).toBe('Only 1 left in stock');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto(`/shop/${plenty}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect.poll(() => badge(page).textContent()).toBe('2');

  // Another buyer opens a payment for it: the product page says held, with when, and offers nothing to add.
  const theirs = await anotherBuyerHolds([{ id: last, quantity: 1 }]);
  await page.goto(`/shop/${last}`);
  await expect.poll(() => stockLine(page).textContent()).toMatch(HELD);
  expect(await main(page).getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
  expect(await main(page).getByLabel('Quantity').count()).toBe(0);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as { offers: { availability: string } };
  expect(jsonLd.offers.availability).toBe('https://schema.org/OutOfStock');
  await expectAccessible(page);
  await screenshot(page, 'product-held-for-others');

  // The cart: the held line marked, not selectable; the badge and the subtotal count the primer only.
  await expect.poll(() => badge(page).textContent()).toBe('1');
  await openCart(page);
  const held = cartLines(page).filter({ hasText: 'The Last Folio' });
  await expect.poll(() => held.locator('p').last().textContent()).toMatch(HELD);
  expect(await held.getByRole('checkbox').isDisabled()).toBe(true);
  const subtotal = drawer(page).locator('p').filter({ hasText: /^Subtotal/ });
  await expect.poll(() => subtotal.textContent()).toBe('Subtotal (1 item)$12.00');
  await expectAccessible(page);
  await screenshot(page, 'cart-line-held-for-others');

  // The checkout: the order is the primer; the held copy is said to be left out, and why.
  await drawer(page).getByRole('button', { name: 'Checkout (1)' }).click();
  await expect.poll(() => pathOf(page)).toBe('/shop/checkout');
  const leftOut = main(page).getByRole('status').filter({ hasText: 'Left out of this order' });
  await expect.poll(() => leftOut.getByRole('listitem').textContent()).toMatch(/The Last Folio.*Held for other buyers, try again in \d+ minutes?/);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect.poll(() => summary.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('A Common Primer')]);
  await expectAccessible(page);
  await screenshot(page, 'checkout-left-out-held');

  // The other buyer pays: the copy is sold. With only it in the cart, a reload of the checkout says
  // so on the checkout page, with a way back, instead of sending the buyer to the shop without a word.
  await summary.getByRole('button', { name: 'Remove A Common Primer' }).click();
  expect((await confirmTestPayment(buyerSite(app), theirs)).status).toBe(200);
  expect((await waitForOrder(app, theirs)).status).toBe('paid');
  await page.reload();
  const nothing = main(page).getByRole('alert').filter({ hasText: 'Nothing in your cart can be bought now' });
  await expect.poll(() => nothing.getByRole('listitem').textContent()).toMatch(/The Last Folio.*Out of Stock/);
  expect(pathOf(page)).toBe('/shop/checkout');
  expect(await nothing.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/shop');
  expect(await badge(page).textContent()).toBe('0');
  await expectAccessible(page);
  await screenshot(page, 'checkout-nothing-left');
});

test('a buyer\'s own hold is theirs: their checkout keeps the last copy after a reload, and its page offers it to them while others see it held', async () => {
  const mine = await makeSku({ title: 'A Copy of My Own', list_price: 30, qty_on_hand: 1 });
  const page = await newPage(app.url);
  page.setDefaultTimeout(15_000);
  await page.goto(`/shop/${mine}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect.poll(() => badge(page).textContent()).toBe('1');

  // Checking out holds it for this buyer.
  await page.goto('/shop/checkout');
  const form = page.getByRole('form', { name: 'Shipping address' });
  const address = { 'Full name': 'Ada Quill', Email: 'ada.own.hold@example.test', Phone: '(555) 555-0142', 'Street address': '1 Press Lane', City: 'San Francisco', Postcode: '94110' };
  for (const [field, value] of Object.entries(address)) await form.getByLabel(field).fill(value);
  await form.getByLabel('State').selectOption('CA');
  const quoted = page.waitForResponse((r) => r.url().endsWith('/api/shop/ship_est') && r.ok());
  await form.getByRole('button', { name: 'Show shipping options' }).click();
  await quoted;

  // Everyone else sees it held.
  const other = await newPage(app.url);
  await other.goto(`/shop/${mine}`);
  await expect.poll(() => stockLine(other).textContent()).toMatch(HELD);
  await other.context().close();

  // The buyer, reloading: their checkout still has it, the badge counts it, its page offers it.
  await page.reload();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect.poll(() => summary.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('A Copy of My Own')]);
  expect(await main(page).getByText('Left out of this order').count()).toBe(0);
  await expect.poll(() => badge(page).textContent()).toBe('1');
  await page.goto(`/shop/${mine}`);
  await expect.poll(() => stockLine(page).textContent()).toBe('Only 1 left in stock');
  expect(await page.getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true);
});
