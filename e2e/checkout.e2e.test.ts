import type { Page, Response } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import type { ShippingQuote } from '../src/modules/checkout/schemas';
import { ADDRESS_MESSAGE, EMPTY_PAYMENT, EMPTY_SHIPPING } from '../src/modules/checkout/schemas';
import { db } from '../src/platform/db';
import { REQUIRED } from '../src/platform/contract';
import { expectAccessible, newPage, recordInPage, screenshot, settle, signInToConsole } from '../test/browser';
import { makeAdmin, makeUser, signIn } from '../test/factories';
import { testApp } from '../test/http';
import { mailsTo } from '../test/mail';
import { makeSku } from '../test/shop-factories';

// The checkout journey in the browser (SPEC §4 Cart and Checkout flow, §9), in the embedded
// default: no Stripe keys, so the quote names the test-mode provider.

const app = await testApp({ client: 'built' });

const main = (page: Page) => page.locator('main');
const testModeNotice = (page: Page) => page.getByRole('complementary', { name: 'Test mode' });
const toasts = (page: Page) => page.locator('.toasts');
const pathOf = (page: Page) => new URL(page.url()).pathname;
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const cartLines = (page: Page) => drawer(page).getByRole('list', { name: 'Cart items' }).getByRole('listitem');
const badge = (page: Page) => page.locator('.cart-button .badge');
const apiCalls = (page: Page, path: string) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) seen.push(r.postData() ?? '');
  });
  return seen;
};

let atlas: number;
let hardcover: number;
let paperback: number;
let soldOut: number;

beforeAll(async () => {
  atlas = await makeSku({ title: 'The Typographic Atlas', subtitle: 'Maps of the Printed Page', list_price: null, qty_on_hand: 0 });
  hardcover = await makeSku({ title: 'Hardcover', parent_sku: atlas, list_price: 36, qty_on_hand: 5, shipping_policy_id: 1, sort_key: 0 });
  paperback = await makeSku({ title: 'Paperback', parent_sku: atlas, list_price: 19.5, qty_on_hand: 40, shipping_policy_id: 2, sort_key: 1 });
  soldOut = await makeSku({ title: 'Silent Presses', list_price: 24, qty_on_hand: 0 });
});

async function openCart(page: Page) {
  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  await expect.poll(() => drawer(page).isVisible()).toBe(true);
}

async function closeCart(page: Page) {
  await page.keyboard.press('Escape');
  await expect.poll(() => drawer(page).isVisible()).toBe(false);
}

/** Fills the address form; the state select shows for the US. */
async function fillAddress(page: Page, postcode: string) {
  const form = page.getByRole('form', { name: 'Shipping address' });
  await form.getByLabel('Phone').fill('(555) 555-0142');
  await form.getByLabel('Street address').fill('1 Press Lane');
  await form.getByLabel('City').fill('San Francisco');
  await form.getByLabel('Postcode').fill(postcode);
  expect(await form.getByLabel('Country').inputValue()).toBe('US');
  await form.getByLabel('State').selectOption('CA');
  return form;
}

const waitForQuote = (page: Page): Promise<Response> => page.waitForResponse((r) => r.url().endsWith('/api/shop/ship_est') && r.ok());

test('a guest fills a cart, signs in (the carts merge), checks out in test mode and finds the order on the profile', async () => {
  const member = await makeUser({ username: 'colophon' });
  // The member's server cart already holds a hardcover: after sign-in the drawer shows both.
  expect((await app.put('/api/shop/cart', { sku_ids: [hardcover], quantities: [1] }, await signIn(member))).status).toBe(200);

  const page = await newPage(app.url);
  page.setDefaultTimeout(15_000);
  const cartPuts = apiCalls(page, '/api/shop/cart');

  // A guest adds two paperbacks from the product page.
  await page.goto(`/shop/${paperback}`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('The Typographic Atlas, Paperback');
  await page.getByLabel('Quantity').selectOption('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect.poll(() => toasts(page).textContent()).toContain('Added item to cart.');
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe(`${paperback},2`);
  expect(await badge(page).textContent()).toBe('2');

  // The drawer: the line, its subtotal, Checkout (2); a quantity step and a deselection follow.
  await openCart(page);
  await expect.poll(() => cartLines(page).count()).toBe(1);
  const line = cartLines(page).first();
  await expect.poll(() => line.getByRole('link').textContent()).toBe('The Typographic Atlas, Paperback');
  expect(await line.getByRole('link').getAttribute('href')).toBe(`/shop/${paperback}`);
  const subtotal = drawer(page).locator('p').filter({ hasText: /^Subtotal/ });
  await expect.poll(() => subtotal.textContent()).toBe('Subtotal (2 items)$39.00');
  expect(await drawer(page).getByRole('button', { name: 'Checkout (2)' }).isEnabled()).toBe(true);
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect.poll(() => subtotal.textContent()).toBe('Subtotal (3 items)$58.50');
  expect(await badge(page).textContent()).toBe('3');
  const decrease = line.getByRole('button', { name: 'Decrease quantity' });
  await decrease.click();
  await decrease.click();
  await expect.poll(() => subtotal.textContent()).toBe('Subtotal (1 item)$19.50');
  // Never below 1: at 1 the button says it is disabled (and keeps the focus); a click does nothing.
  expect(await decrease.getAttribute('aria-disabled')).toBe('true');
  await decrease.dispatchEvent('click');
  expect(await line.getByRole('group', { name: /^Quantity of/ }).textContent()).toBe('1');
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await line.getByRole('checkbox').uncheck();
  await expect.poll(() => subtotal.textContent()).toBe('Subtotal (0 items)$0.00');
  expect(await drawer(page).getByRole('button', { name: 'Checkout (0)' }).isDisabled()).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('cartDeselected'))).toBe(String(paperback));
  await line.getByRole('checkbox').check();
  await expect.poll(() => subtotal.textContent()).toBe('Subtotal (2 items)$39.00');
  await expectAccessible(page);
  await screenshot(page, 'cart-drawer-guest');
  await closeCart(page);
  expect(cartPuts).toEqual([]); // a guest's cart never leaves the browser

  // Signing in merges the guest cart into the member's: 2 paperbacks + 1 hardcover.
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect.poll(() => badge(page).textContent()).toBe('3');
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  await expect.poll(async () => (await db('carts').where({ user_id: member.id }).first('items'))?.items).toEqual([
    { sku_id: hardcover, quantity: 1 },
    { sku_id: paperback, quantity: 2 },
  ]);
  // A reload does not merge again.
  await page.reload();
  await expect.poll(() => badge(page).textContent()).toBe('3');

  await openCart(page);
  await expect.poll(() => cartLines(page).count()).toBe(2);
  await expect.poll(() => subtotal.textContent()).toBe('Subtotal (3 items)$75.00');
  await drawer(page).getByRole('button', { name: 'Checkout (3)' }).click();
  await expect.poll(() => pathOf(page)).toBe('/shop/checkout');
  await expect.poll(() => db('usage_events').where({ component_id: 'cart', kind: 'go_to_checkout' }).count({ n: '*' }).then((r) => Number(r[0]!.n))).toBe(1);

  // Before an address: the two empty states, and Place Your Order waits. Every page says the
  // shop is in test mode.
  await expect.poll(() => main(page).textContent()).toContain(EMPTY_SHIPPING);
  expect(await testModeNotice(page).textContent()).toBe('Test mode: nothing is charged.');
  expect(await main(page).textContent()).toContain(EMPTY_PAYMENT);
  const place = page.getByRole('button', { name: 'Place Your Order' });
  expect(await place.isDisabled()).toBe(true);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect.poll(() => summary.getByRole('listitem').count()).toBe(2);
  expect(await summary.textContent()).toContain('Items subtotal$75.00');

  // The member's name and email are filled in; a wrong postcode is refused by the server.
  const form = page.getByRole('form', { name: 'Shipping address' });
  expect(await form.getByLabel('Email').inputValue()).toBe(member.email);
  expect(await form.getByLabel('Full name').inputValue()).toBe('Test Member');
  await fillAddress(page, '9411');
  // The state is checked in the browser with the other fields: left empty, nothing is sent.
  const addressSends = apiCalls(page, '/api/shop/ship_options');
  await form.getByLabel('State').selectOption('');
  await form.getByRole('button', { name: 'Show shipping options' }).click();
  await expect.poll(() => form.getByLabel('State').getAttribute('aria-invalid')).toBe('true');
  expect(await form.textContent()).toContain(REQUIRED);
  expect(addressSends).toEqual([]);
  await form.getByLabel('State').selectOption('CA');
  await form.getByRole('button', { name: 'Show shipping options' }).click();
  await expect.poll(() => main(page).getByRole('alert').first().textContent()).toBe(ADDRESS_MESSAGE);
  expect(await form.textContent()).toContain('Please enter a valid postcode.');
  expect(await page.getByRole('radio').count()).toBe(0);
  await expectAccessible(page);
  await screenshot(page, 'checkout-address-refused');

  // A good address: four services, the first selected, its quote asked for at once; the checkout's
  // secret is kept for the next requests.
  await form.getByLabel('Postcode').fill('94110');
  let quoted = waitForQuote(page);
  await form.getByRole('button', { name: 'Show shipping options' }).click();
  await expect.poll(() => page.getByRole('radio').count()).toBe(4);
  const options = page.getByRole('group', { name: 'Shipping service' });
  expect(await page.getByRole('radio', { name: /^Mail/ }).isChecked()).toBe(true);
  expect(await options.textContent()).toMatch(/Mail\$4\.99Arrives by [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}/);
  let quote = ((await (await quoted).json()) as { quote: ShippingQuote }).quote;
  expect(quote).toMatchObject({ provider: 'test', items_subtotal: '75.00', shipping_cost: '4.99', publishable_key: null });
  const secret = await page.evaluate(() => localStorage.getItem('checkoutSecret'));
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // Ground: a new quote; the summary shows it.
  quoted = waitForQuote(page);
  await page.getByRole('radio', { name: /^Ground/ }).check();
  quote = ((await (await quoted).json()) as { quote: ShippingQuote }).quote;
  expect(quote).toMatchObject({ items_subtotal: '75.00', shipping_cost: '8.99' });
  await expect.poll(() => summary.locator('dl').textContent()).toBe(`Items subtotal$75.00Shipping$8.99Tax$${quote.tax}Total$${quote.total}`);
  await expect.poll(() => place.isEnabled()).toBe(true);
  expect(await main(page).textContent()).toContain('Test mode: no card is needed and nothing is charged.');

  // Three quick clicks on the summary's quantity: one request for options 500 ms after the last,
  // Ground stays selected, and the total follows.
  const shipOptions = apiCalls(page, '/api/shop/ship_options');
  quoted = waitForQuote(page);
  const paperbackLine = summary.getByRole('listitem').filter({ hasText: 'Paperback' });
  for (let i = 0; i < 3; i++) await paperbackLine.getByRole('button', { name: 'Increase quantity' }).click();
  expect(await place.isDisabled()).toBe(true);
  quote = ((await (await quoted).json()) as { quote: ShippingQuote }).quote;
  expect(shipOptions).toHaveLength(1);
  // The same checkout: the secret goes with the new lines.
  expect(JSON.parse(shipOptions[0]!).checkout_secret).toBe(secret);
  expect(JSON.parse(shipOptions[0]!).skus).toEqual([
    { id: hardcover, quantity: 1 },
    { id: paperback, quantity: 5 },
  ]);
  expect(quote).toMatchObject({ items_subtotal: '133.50', shipping_cost: '11.99' });
  expect(await page.getByRole('radio', { name: /^Ground/ }).isChecked()).toBe(true);
  await expect.poll(() => summary.locator('dl').textContent()).toBe(`Items subtotal$133.50Shipping$11.99Tax$${quote.tax}Total$${quote.total}`);
  await expect.poll(() => place.isEnabled()).toBe(true);
  await expectAccessible(page);
  await screenshot(page, 'checkout-quoted');

  // Place Your Order: the test provider confirms; the confirmation page shows the order.
  await place.click();
  await expect.poll(() => pathOf(page)).toBe('/shop/order_confirmation');
  // The order is made by a job (on the worker, with Redis): the page asks until it exists.
  const orderOf = () => db('orders').where({ payment_id: quote.payment_id }).first('number', 'total', 'status');
  await expect.poll(orderOf).toMatchObject({ total: quote.total, status: 'paid' });
  const order = await orderOf();
  // The payment and its checkout's secret are the order's now; the next checkout starts anew.
  expect(await page.evaluate(() => [localStorage.getItem('paymentIntentId'), localStorage.getItem('orderSecret'), localStorage.getItem('checkoutSecret')])).toEqual([quote.payment_id, secret, null]);
  await expect.poll(() => main(page).textContent()).toContain(`Order number ${order.number}`);
  expect(await main(page).textContent()).toContain('Thank you for your order!');
  const items = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
  expect(await items.allTextContents()).toEqual(['The Typographic Atlas, HardcoverQty 1$36.00', 'The Typographic Atlas, PaperbackQty 5$97.50$19.50 each']);
  for (const text of ['Status: Paid', '1 Press Lane', 'San Francisco, CA 94110', 'United States', `Total$${quote.total}`, 'estimated delivery by']) expect(await main(page).textContent()).toContain(text);
  // What was bought left the cart (the server cleared it; the page fetched it again).
  await expect.poll(() => badge(page).textContent()).toBe('0');
  await expectAccessible(page);
  await screenshot(page, 'order-confirmation');

  // Another browser holding only the payment id sees the order but not where it goes; the
  // confirmation mail's link shows it whole, and its key leaves the address bar.
  const other = await newPage(app.url);
  await other.goto('/shop');
  await other.evaluate((pid) => localStorage.setItem('paymentIntentId', pid), quote.payment_id);
  await other.goto('/shop/order_confirmation');
  await expect.poll(() => main(other).textContent()).toContain(`Order number ${order.number}`);
  const partial = await main(other).textContent();
  // The name's first word, the city, the state and the country.
  expect(partial).toContain('TestSan Francisco, CAUnited States');
  expect(partial).not.toContain('Test Member');
  expect(partial).toContain('Only part of the address is shown here.');
  for (const hidden of ['1 Press Lane', '94110']) expect(partial).not.toContain(hidden);
  await expectAccessible(other);
  await screenshot(other, 'order-confirmation-summary');
  const [mail] = await mailsTo(member.email);
  const mailLink = new URL(mail!.links.find((l) => l.includes('/shop/order_confirmation'))!);
  await other.goto(mailLink.pathname + mailLink.search);
  await expect.poll(() => other.url()).toBe(`${app.url}/shop/order_confirmation`);
  await expect.poll(() => main(other).textContent()).toContain('1 Press Lane');
  expect(await main(other).textContent()).not.toContain('Only part of the address');
  await other.context().close();

  // The profile lists the order.
  await page.goto('/profile');
  const orders = page.getByRole('list', { name: 'Your orders' });
  await expect.poll(() => orders.getByRole('listitem').first().textContent()).toContain(order.number);
  expect(await orders.textContent()).toContain(`Total$${quote.total}`);
  expect(await orders.textContent()).toContain('Paid');
  expect(await page.getByRole('button', { name: /Show more/ }).count()).toBe(0);
  await expectAccessible(page);
  await screenshot(page, 'profile-orders');

  // An administrator finds the order in the console's Orders, paid, with its lines.
  const adminPage = await newPage(app.url);
  await signInToConsole(adminPage, await makeAdmin(), '/chariot/orders');
  const link = adminPage.getByRole('main').getByRole('link', { name: order.number, exact: true });
  await expect.poll(() => link.count()).toBe(1);
  await link.click();
  await expect.poll(() => adminPage.getByRole('heading', { level: 1 }).textContent()).toBe(`Order ${order.number}`);
  await expect.poll(() => adminPage.getByRole('table', { name: 'Items' }).textContent()).toContain('The Typographic Atlas, Paperback');
  expect(await adminPage.getByRole('main').textContent()).toContain('Paid');
  await adminPage.context().close();

  // Signing out shows the guest cart, which the merge emptied.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => toasts(page).textContent()).toContain('Logged Out');
  expect(await badge(page).textContent()).toBe('0');
});

test('out-of-stock lines are marked and cannot be selected; nothing selected sends checkout back to /shop', async () => {
  const page = await newPage(app.url);
  await page.goto('/shop');
  await page.evaluate(([a, b]) => localStorage.setItem('cart', `${a},1:${b},1`), [soldOut, paperback]);
  await page.reload();
  await openCart(page);
  const sold = cartLines(page).filter({ hasText: 'Silent Presses' });
  await expect.poll(() => sold.textContent()).toContain('Out of Stock');
  expect(await sold.getByRole('checkbox').isDisabled()).toBe(true);
  expect(await sold.getByRole('checkbox').isChecked()).toBe(false);
  await expect.poll(() => drawer(page).getByRole('button', { name: 'Checkout (1)' }).count()).toBe(1);
  // Remove deletes the line.
  await sold.getByRole('button', { name: 'Remove Silent Presses' }).click();
  await expect.poll(() => cartLines(page).count()).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe(`${paperback},1`);
  await cartLines(page).first().getByRole('checkbox').uncheck();
  await closeCart(page);

  await page.goto('/shop/checkout');
  await expect.poll(() => pathOf(page)).toBe('/shop');
  await page.goto('/shop/order_confirmation');
  await expect.poll(() => main(page).textContent()).toContain('No order to show');
  expect(await main(page).getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/shop');
});

test('on a 360 px phone, in light and dark, the drawer and the checkout fit and pass axe', async () => {
  for (const theme of ['0', '1']) {
    const page = await newPage(app.url, { width: 360, height: 740 });
    await page.context().addCookies([{ name: 'theme', value: theme, url: app.url }]);
    await page.goto('/shop');
    await page.evaluate(([a, b]) => localStorage.setItem('cart', `${a},2:${b},1`), [paperback, hardcover]);
    await page.reload();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await openCart(page);
    await expect.poll(() => cartLines(page).count()).toBe(2);
    await expect.poll(() => drawer(page).getByRole('button', { name: 'Checkout (3)' }).isEnabled()).toBe(true);
    // Measured once it has slid in; layout is in fractions of a pixel (360.0000076 is 360).
    await settle(page);
    const px = (n: number) => Math.round(n * 100) / 100;
    const box = await drawer(page).boundingBox();
    expect(px(box!.x)).toBeGreaterThanOrEqual(0);
    expect(px(box!.width)).toBeLessThanOrEqual(360);
    // The footer with Checkout stays in view.
    const checkout = await drawer(page).getByRole('button', { name: 'Checkout (3)' }).boundingBox();
    expect(px(checkout!.y + checkout!.height)).toBeLessThanOrEqual(740);
    await expectAccessible(page);
    await screenshot(page, `cart-drawer-360-${theme === '1' ? 'dark' : 'light'}`);
    await drawer(page).getByRole('button', { name: 'Checkout (3)' }).click();
    await expect.poll(() => pathOf(page)).toBe('/shop/checkout');

    const form = page.getByRole('form', { name: 'Shipping address' });
    await form.getByLabel('Full name').fill('Ada Quill');
    await form.getByLabel('Email').fill('ada@example.test');
    await fillAddress(page, '10001');
    await form.getByLabel('State').selectOption('NY');
    await form.getByRole('button', { name: 'Show shipping options' }).click();
    await expect.poll(() => page.getByRole('radio').count()).toBe(4);
    await expect.poll(() => page.getByRole('button', { name: 'Place Your Order' }).isEnabled()).toBe(true);
    expect(await fits()).toBe(true);
    // The test mode's notice is one short line above the header.
    expect(await testModeNotice(page).evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(32);
    // Editing the address sent drops its options and quote until it is sent again.
    await form.getByLabel('Street address').fill('2 Press Lane');
    await expect.poll(() => page.getByRole('radio').count()).toBe(0);
    expect(await main(page).textContent()).toContain(EMPTY_SHIPPING);
    expect(await page.getByRole('button', { name: 'Place Your Order' }).isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Show shipping options' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Place Your Order' }).isEnabled()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, `checkout-360-${theme === '1' ? 'dark' : 'light'}`);
    await page.close();
  }
});

test('an order still being finalised is asked for 3 more times, 1 s apart, then Retry asks again', async () => {
  const page = await newPage(app.url);
  const events = await recordInPage(page);
  const asked = async () => (await events()).filter((e) => e.what.endsWith('/api/shop/order-details')).map((e) => e.at);
  let ready = false;
  await page.route('**/api/shop/order-details', async (route) => {
    if (!ready) return route.fulfill({ json: { order: null } });
    return route.continue();
  });
  // As Stripe's redirect comes back: the id is kept, the client secret leaves the address bar.
  await page.goto('/shop/order_confirmation?payment_intent=test_pi_unknown_123&payment_intent_client_secret=test_pi_unknown_123_secret_x&redirect_status=succeeded');
  await expect.poll(() => page.url()).toBe(`${app.url}/shop/order_confirmation`);
  expect(await page.evaluate(() => localStorage.getItem('paymentIntentId'))).toBe('test_pi_unknown_123');
  await expect.poll(() => main(page).textContent()).toContain('We are still confirming your payment');
  const times = await asked();
  expect(times).toHaveLength(4);
  // By the page's clock: each ask a second after the answer before it came, so at least a second apart.
  for (const [i, t] of times.slice(1).entries()) expect(t - times[i]!).toBeGreaterThanOrEqual(999);
  // It has given up (Retry offered) and asks no more: nothing left in flight.
  await expect.poll(() => page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await asked()).toHaveLength(4);
  await expectAccessible(page);

  // Retry asks again (this time the server does not know the payment: said plainly).
  ready = true;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => main(page).textContent()).toContain('We could not find this order');
  expect(await asked()).toHaveLength(5);
});
