import { expect, test } from 'vitest';
import { US_ADDRESS, buy } from '../../../test/checkout';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { mailsTo } from '../../../test/mail';
import { makeSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';

// Issue 26: a product with formats is a choice of them; the format is what is bought and named.

const app = await testApp();

/** A product sold in two formats; the product has no price or stock of its own. */
async function productWithFormats(title: string) {
  const product = await makeSku({ title, list_price: null, qty_on_hand: 0 });
  const hardcover = await makeSku({ title: 'Hardcover', parent_sku: product, list_price: 32, qty_on_hand: 5, sort_key: 0 });
  const paperback = await makeSku({ title: 'Paperback', parent_sku: product, list_price: 21, qty_on_hand: 40, sort_key: 1 });
  return { product, hardcover, paperback };
}

const shipOptions = (skus: Array<{ id: number; quantity: number }>) => app.post('/api/shop/ship_options', { skus, shipping_address: US_ADDRESS });

test('a product with published formats cannot be quoted, whatever its own price and stock; its format and a product without formats can', async () => {
  const { product, paperback } = await productWithFormats('The Quiet Page');
  const refused = await shipOptions([{ id: product, quantity: 1 }]);
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ code: 'choose_format', message: 'Choose a format of “The Quiet Page”.' });

  // Stock and a price left on the product from before change nothing.
  await db('skus').where({ id: product }).update({ list_price: 30, qty_on_hand: 64 });
  expect((await shipOptions([{ id: paperback, quantity: 1 }, { id: product, quantity: 1 }])).body.code).toBe('choose_format');

  const options = await shipOptions([{ id: paperback, quantity: 1 }]);
  expect(options.status).toBe(200);
  // The quote itself refuses the product too, in a checkout opened for its format.
  const est = await app.post('/api/shop/ship_est', { skus: [{ id: product, quantity: 1 }], address_id: options.body.address_id, shipping_level: 'MAIL', checkout_secret: options.body.checkout_secret });
  expect(est.body).toMatchObject({ code: 'choose_format', message: 'Choose a format of “The Quiet Page”.' });

  const plain = await makeSku({ title: 'A Book Without Formats', list_price: 15, qty_on_hand: 3 });
  expect((await shipOptions([{ id: plain, quantity: 1 }])).status).toBe(200);
});

test('a product whose only format is a draft is bought as itself', async () => {
  const product = await makeSku({ title: 'Drafted Formats', list_price: 18, qty_on_hand: 4 });
  await makeSku({ title: 'Ebook', parent_sku: product, published: false });
  const order = await buy(app, [{ id: product, quantity: 1 }]);
  expect(order.listItems).toEqual([expect.objectContaining({ sku_id: product, title: 'Drafted Formats', quantity: 1 })]);
});

test('the order line, the order pages and the mail name the format', async () => {
  const { product, paperback } = await productWithFormats('Margins of Error');
  const member = await makeUser();
  const token = await signIn(member);
  const order = await buy(app, [{ id: paperback, quantity: 2 }], { token, address: { ...US_ADDRESS, email: member.email } });
  expect(order.listItems).toEqual([expect.objectContaining({ sku_id: paperback, title: 'Margins of Error, Paperback', unit_price: '21.00', quantity: 2 })]);
  expect(await db('order_lines').where({ sku_id: paperback }).pluck('title')).toEqual(['Margins of Error, Paperback']);
  expect(await db('skus').where({ id: paperback }).first('qty_on_hand')).toEqual({ qty_on_hand: 38 });
  expect(await db('skus').where({ id: product }).first('qty_on_hand')).toEqual({ qty_on_hand: 0 });

  await expect.poll(async () => (await mailsTo(member.email)).length, { timeout: 10_000 }).toBe(1);
  expect((await mailsTo(member.email))[0]!.text).toContain('2 × Margins of Error, Paperback');

  const mine = await app.get('/api/shop/orders', token);
  expect(mine.body.orders[0].listItems[0].title).toBe('Margins of Error, Paperback');
  const adminToken = await signIn(await makeAdmin());
  const { id } = await db('orders').where({ number: order.orderId }).first('id');
  expect((await app.get(`/api/admin/orders/${id}`, adminToken)).body.listItems).toEqual([expect.objectContaining({ title: 'Margins of Error, Paperback' })]);
});

test('the member cart keeps a product of formats as a line to choose a format for, and drops what is gone', async () => {
  const { product, hardcover } = await productWithFormats('Serif & Sans');
  const token = await signIn(await makeUser());
  const put = await app.put('/api/shop/cart', { sku_ids: [product, hardcover, 2_000_000_000], quantities: [2, 9, 1] }, token);
  expect(put.status).toBe(200);
  expect(put.body).toEqual({ cart: { sku_ids: [product, hardcover], quantities: [2, 5] } });
});
