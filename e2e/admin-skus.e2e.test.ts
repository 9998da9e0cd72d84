import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { db } from '../src/platform/db';
import { expectAccessible, newPage, poll, screenshot, signInToConsole } from '../test/browser';
import { makeAdmin } from '../test/factories';
import { testApp } from '../test/http';
import { makeSku, makeTag } from '../test/shop-factories';

const app = await testApp({ client: 'built' });

/** expect.poll with room for a busy machine (its default gives up after one second). */

const admin = await makeAdmin({ username: 'quartermaster' });
const typography = await makeTag('typography', 'Typography');
await makeTag('poetry', 'Poetry');
const existing = await makeSku({ title: 'Existing Almanac', list_price: 12 });

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** react-admin's toast (a MUI Snackbar). */
const toast = (page: Page, text: string) => page.locator('.MuiSnackbarContent-message', { hasText: text });
async function expectToast(page: Page, text: string) {
  try {
    await poll(() => toast(page, text).count()).toBeGreaterThan(0);
  } catch (error) {
    await screenshot(page, `failed-toast-${text.replace(/\W+/g, '-')}`);
    throw error;
  }
}
/** Waits for MUI's transitions to finish (axe reads colours mid-fade). */
const settle = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

const cover = () => sharp({ create: { width: 600, height: 800, channels: 3, background: '#2f4858' } }).png().toBuffer();

test('an administrator creates a SKU with a picture and a tag, publishes, suspends and deletes it', async () => {
  const title = 'Marginalia Field Guide';
  const page = await newPage(app.url);
  await signInToConsole(page, admin, '/chariot/skus');

  // The list, with the selection toolbar: nothing selected, nothing to press.
  const main = page.locator('#main-content');
  await poll(() => main.getByRole('link', { name: 'Existing Almanac', exact: true }).count()).toBe(1);
  expect(await button(page, 'Publish').isDisabled()).toBe(true);
  expect(await button(page, 'Delete').isDisabled()).toBe(true);
  expect(await page.getByRole('combobox', { name: 'Published' }).count()).toBe(1);
  await expectAccessible(page);
  await screenshot(page, 'admin-skus-list');

  // A new SKU opens with the spec's defaults; the title is required.
  await page.getByRole('link', { name: 'New SKU' }).click();
  await page.waitForURL('**/chariot/skus/create');
  const quantity = page.getByLabel('Quantity on hand');
  await poll(() => quantity.inputValue()).toBe('99');
  expect(await page.getByLabel('Item size').inputValue()).toBe('1');
  expect(await page.getByLabel('Size unit').inputValue()).toBe('ct');
  expect(await page.getByText('Drop Images Here', { exact: true }).count()).toBe(1);
  await page.getByLabel('Subtitle').fill('Notes in the margins of great books');
  await button(page, 'Save').click();
  await poll(() => main.getByText('This field is required.').count()).toBe(1);

  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel('List price (USD)').fill('24.50');
  await page.getByRole('combobox', { name: 'Shipping policy' }).click();
  await page.getByRole('option', { name: 'Free shipping' }).click();
  await page.getByRole('combobox', { name: 'Tags' }).fill('Typo');
  await page.getByRole('option', { name: 'Typography' }).click();
  // The texts are rich text (the server's allow-list is checked in sku-admin.api.test.ts).
  await page.getByRole('textbox', { name: 'About', exact: true }).click();
  await page.keyboard.type('A ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('guide');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' to reading with a pencil.');

  // The picture uploads as soon as it is chosen and shows with a caption field.
  await page.locator('input[type="file"][name="sku_images"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await cover() });
  const caption = page.getByLabel('Caption for picture 1');
  await poll(() => caption.count()).toBe(1);
  await caption.fill('Front cover');

  // A featured week must start on a Monday: the server's message shows on the field.
  await page.getByLabel('Featured week').fill('2026-11-24');
  await button(page, 'Save').click();
  await poll(() => main.getByText('The featured week starts on a Monday.').count()).toBe(1);
  expect(Number((await db('skus').where({ title }).count({ n: '*' }).first())?.n)).toBe(0);
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-sku-create-errors');

  await page.getByLabel('Featured week').fill('2026-11-23');
  await button(page, 'Save').click();
  await expectToast(page, 'Record created');
  await page.waitForURL(/\/chariot\/skus\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  const row = await db('skus').where({ id }).first();
  expect(row).toMatchObject({ title, qty_on_hand: 99, size_unit: 'ct', shipping_policy_id: 1, return_policy: 1, published: false });
  expect(Number(row.list_price)).toBe(24.5);
  expect(row.about).toBe('<p>A <strong>guide</strong> to reading with a pencil.</p>');
  expect(await db('sku_tags').where({ sku_id: id }).pluck('tag_id')).toEqual([typography]);
  const images = await db('sku_images').where({ sku_id: id }).select('id', 'caption');
  expect(images).toEqual([{ id: expect.any(Number), caption: 'Front cover' }]);

  // The editor shows what was stored; saving again keeps the picture (now by id).
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`SKU #${id}: ${title}`);
  await poll(() => page.getByRole('region', { name: 'Variants' }).count()).toBe(1);
  expect(await page.getByLabel('Caption for picture 1').inputValue()).toBe('Front cover');
  await page.getByLabel('Quantity on hand').fill('');
  await page.getByLabel('Quantity on hand').fill('12');
  await button(page, 'Save').click();
  await expectToast(page, 'Record updated');
  await poll(async () => (await db('skus').where({ id }).first('qty_on_hand')).qty_on_hand).toBe(12);
  expect(await db('sku_images').where({ sku_id: id }).pluck('id')).toEqual([images[0].id]);
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-sku-edit');

  // A variant: 'Add a variant' opens a new SKU with this one as its parent.
  await page.getByRole('link', { name: 'Add a variant' }).click();
  await page.waitForURL('**/chariot/skus/create');
  await poll(() => page.getByRole('combobox', { name: 'Parent SKU' }).inputValue()).toBe(`${title} (#${id})`);
  await page.getByLabel(/^Title/).fill('Hardcover');
  await button(page, 'Save').click();
  await expectToast(page, 'Record created');
  await page.waitForURL(/\/chariot\/skus\/\d+$/);
  const variant = await db('skus').where({ parent_sku: id }).first('id', 'title');
  expect(variant).toMatchObject({ title: 'Hardcover' });
  await page.goto(`/chariot/skus/${id}`);
  const variants = page.getByRole('region', { name: 'Variants' });
  await poll(() => variants.getByRole('link', { name: `${title}, Hardcover` }).count()).toBe(1);

  // Back to the list: select the SKU and publish it; the button then offers Suspend.
  await page.getByRole('link', { name: 'All SKUs' }).click();
  await page.waitForURL('**/chariot/skus');
  const skuRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await poll(() => skuRow.count()).toBe(1);
  await skuRow.getByRole('checkbox').check();
  await poll(() => button(page, 'Publish').isEnabled()).toBe(true);
  await button(page, 'Publish').click();
  await expectToast(page, 'SKU Published');
  await poll(() => button(page, 'Suspend').count()).toBe(1);
  expect((await db('skus').where({ id }).first('published')).published).toBe(true);
  await screenshot(page, 'admin-skus-published');

  // A visitor finds it by keyword.
  const found = await app.get('/api/shop/p/sku?keyword=Marginalia');
  expect(found.status).toBe(200);
  expect((found.body.skus as Array<{ id: number }>).map((s) => s.id)).toContain(id);
  const visitor = await newPage(app.url);
  await visitor.goto('/shop?keyword=Marginalia');
  await poll(() => visitor.locator('main').textContent()).toContain(title);

  // Suspended, it leaves the shop.
  await button(page, 'Suspend').click();
  await expectToast(page, 'SKU Suspended');
  await poll(() => button(page, 'Publish').count()).toBe(1);
  expect((await db('skus').where({ id }).first('published')).published).toBe(false);
  const gone = await app.get('/api/shop/p/sku?keyword=Marginalia');
  expect((gone.body.skus as Array<{ id: number }>).map((s) => s.id)).not.toContain(id);

  // Delete asks first; the variant goes with it.
  await button(page, 'Delete').click();
  const dialog = page.getByRole('dialog', { name: 'Delete this SKU?' });
  await poll(() => dialog.isVisible()).toBe(true);
  expect(await dialog.textContent()).toContain('1 variant');
  await settle(page);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Deleted SKU');
  await poll(() => skuRow.count()).toBe(0);
  expect(Number((await db('skus').whereIn('id', [id, variant.id]).count({ n: '*' }).first())?.n)).toBe(0);
  expect(Number((await db('skus').where({ id: existing }).count({ n: '*' }).first())?.n)).toBe(1);
  await poll(() => button(page, 'Delete').isDisabled()).toBe(true);
});

test('a product sold in formats shows their prices and stock in place of its own, and the stock once set aside from it', async () => {
  const product = await makeSku({ title: 'Quiet Folios', list_price: null, qty_on_hand: 0 });
  const paperback = await makeSku({ title: 'Paperback', parent_sku: product, list_price: 21, qty_on_hand: 120 });
  await db('sku_stock_set_aside').insert({ sku_id: product, quantity: 64, created_at: new Date('2026-12-03T12:00:00Z') });
  const page = await newPage(app.url);
  await signInToConsole(page, admin, `/chariot/skus/${product}`);
  const note = page.getByRole('note');
  await poll(() => note.getByRole('link', { name: 'Paperback' }).count()).toBe(1);
  expect(await note.getByRole('link', { name: 'Paperback' }).getAttribute('href')).toBe(`/chariot/skus/${paperback}`);
  expect(await note.textContent()).toContain('Sold in its formats');
  expect(await note.textContent()).toContain('Paperback: $21.00, 120 in stock');
  expect(await note.textContent()).toContain('On December 3, 2026, 64 units counted on the product itself were taken off sale.');
  expect(await page.getByLabel('Quantity on hand').count()).toBe(0);
  expect(await page.getByLabel('List price (USD)').count()).toBe(0);
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-sku-in-formats');

  // The list shows one stock: the format's.
  await page.goto('/chariot/skus');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Quiet Folios', exact: true }) });
  await poll(() => row.count()).toBe(1);
  expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['In formats']));
});

test('the list filters by published state and search; a refused upload says why', async () => {
  await makeSku({ title: 'Hidden Herbarium', published: false });
  const page = await newPage(app.url);
  await signInToConsole(page, admin, '/chariot/skus');
  const main = page.locator('#main-content');
  await poll(() => main.getByRole('link', { name: 'Hidden Herbarium' }).count()).toBe(1);

  await page.getByRole('combobox', { name: 'Published' }).click();
  await page.getByRole('option', { name: 'Unpublished' }).click();
  await poll(() => main.getByRole('link', { name: 'Existing Almanac' }).count()).toBe(0);
  expect(await main.getByRole('link', { name: 'Hidden Herbarium' }).count()).toBe(1);

  await page.getByRole('combobox', { name: 'Published' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await page.getByRole('textbox', { name: 'Search SKUs' }).fill('almanac');
  await poll(() => main.getByRole('link', { name: 'Hidden Herbarium' }).count()).toBe(0);
  expect(await main.getByRole('link', { name: 'Existing Almanac' }).count()).toBe(1);

  // Selecting a published SKU offers Suspend.
  await page.getByRole('row').filter({ hasText: 'Existing Almanac' }).getByRole('checkbox').check();
  await poll(() => button(page, 'Suspend').isEnabled()).toBe(true);

  // Not a picture: the server's message shows by the drop zone.
  await page.goto(`/chariot/skus/${existing}`);
  await poll(() => page.getByLabel(/^Title/).inputValue()).toBe('Existing Almanac');
  await page.locator('input[type="file"][name="sku_images"]').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await poll(() => page.getByRole('alert').filter({ hasText: /picture|image/i }).count()).toBeGreaterThan(0);
  expect(await page.getByLabel('Caption for picture 1').count()).toBe(0);

  // The editor at phone width.
  const phone = await newPage(app.url, { width: 375, height: 800 });
  await signInToConsole(phone, admin, `/chariot/skus/${existing}`);
  await poll(() => phone.getByLabel(/^Title/).inputValue()).toBe('Existing Almanac');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(phone, 'admin-sku-edit-375');
  await phone.goto('/chariot/skus');
  await poll(() => phone.getByRole('link', { name: 'Existing Almanac' }).count()).toBe(1);
  // The table scrolls inside its frame; the selection toolbar's buttons stay on screen.
  const right = async (name: string) => {
    const box = await button(phone, name).boundingBox();
    return box ? box.x + box.width : Number.POSITIVE_INFINITY;
  };
  expect(await right('Publish')).toBeLessThanOrEqual(375);
  expect(await right('Delete')).toBeLessThanOrEqual(375);
  await screenshot(phone, 'admin-skus-list-375');
});
