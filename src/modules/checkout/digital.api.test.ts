import { expect, test } from 'vitest';
import { US_ADDRESS, buy, confirmTestPayment, waitForOrder, type Quote } from '../../../test/checkout';
import { makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { makeSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';
import { ADDRESS_MESSAGE, type ShippingQuote } from './schemas';

const app = await testApp();

/** What a cart of downloads only asks: a name, an email, and the country and state the tax goes by. */
const BUYER = { name: 'Ebo Reader', email: 'ebo.reader@example.test', country_code: 'US', state_code: 'CA' };
const stockOf = async (id: number) => (await db('skus').where({ id }).first('qty_on_hand')).qty_on_hand as number;

/** ship_options then ship_est without a level, as the checkout page asks for a cart of downloads only. */
async function quoteDownloads(skus: Array<{ id: number; quantity: number }>, buyer: object = BUYER): Promise<Quote> {
  const options = await app.post('/api/shop/ship_options', { skus, shipping_address: buyer });
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  expect(options.body).toMatchObject({ options: [], ships: false });
  const est = await app.post('/api/shop/ship_est', { skus, address_id: options.body.address_id, checkout_secret: options.body.checkout_secret });
  expect(est.status, JSON.stringify(est.body)).toBe(200);
  return { ...(est.body.quote as ShippingQuote), checkout_secret: options.body.checkout_secret };
}

test('a cart of downloads only: no postal address, no shipping, tax by the buyer\'s state, no stock taken or held', async () => {
  const ebook = await makeSku({ title: 'Digital only', list_price: 10, digital: true, qty_on_hand: 0 });
  await db('tax_rates').insert({ country_code: 'US', state_code: 'CA', rate: 0.0725 });
  const q = await quoteDownloads([{ id: ebook, quantity: 1 }]);
  expect(q).toMatchObject({ items_subtotal: '10.00', shipping_cost: '0.00', tax: '0.73', total: '10.73', max_delivery_date: null });
  expect(await db('stock_holds').where({ sku_id: ebook }).first('sku_id')).toBeUndefined();
  const saved = await db('addresses').orderBy('id', 'desc').first();
  expect(saved).toMatchObject({ name: 'Ebo Reader', street1: null, city: null, postcode: null, phone_number: null, state_code: 'CA' });

  // A postal address typed anyway is not kept; a wrong state still is refused.
  expect((await app.post('/api/shop/ship_options', { skus: [{ id: ebook, quantity: 1 }], shipping_address: US_ADDRESS })).body.ships).toBe(false);
  const wrong = await app.post('/api/shop/ship_options', { skus: [{ id: ebook, quantity: 1 }], shipping_address: { ...BUYER, state_code: 'ZZ' } });
  expect(wrong.status).toBe(400);
  expect(wrong.body).toMatchObject({ message: ADDRESS_MESSAGE, errors: { state_code: ['Please choose a state.'] } });

  expect((await confirmTestPayment(app, q)).status).toBe(200);
  const order = await waitForOrder(app, q);
  expect(order).toMatchObject({ status: 'paid', shipping_level: null, max_delivery_date: null, shipping_cost: '0.00' });
  expect(order.address).toMatchObject({ name: 'Ebo Reader', street1: null });
  expect(await stockOf(ebook)).toBe(0);
  await db('tax_rates').delete();
});

test('a mixed cart ships its physical part only, and asks for the whole postal address', async () => {
  const ebook = await makeSku({ title: 'Mixed ebook', list_price: 8, digital: true });
  const paperback = await makeSku({ title: 'Mixed paperback', list_price: 15, shipping_policy_id: 2, qty_on_hand: 5 });
  const skus = [{ id: ebook, quantity: 1 }, { id: paperback, quantity: 1 }];

  const partial = await app.post('/api/shop/ship_options', { skus, shipping_address: BUYER });
  expect(partial.status).toBe(400);
  expect(partial.body.message).toBe(ADDRESS_MESSAGE);
  expect(Object.keys(partial.body.errors)).toEqual(expect.arrayContaining(['shipping_address.street1', 'shipping_address.city', 'shipping_address.postcode']));

  const options = await app.post('/api/shop/ship_options', { skus, shipping_address: US_ADDRESS });
  expect(options.body.ships).toBe(true);
  // MAIL in the US: 3.99 per order + 0.50 per item, for the one paperback alone.
  expect(options.body.options[0]).toMatchObject({ level: 'MAIL', cost_excl_tax: '4.49' });
  const order = await buy(app, skus);
  expect(order).toMatchObject({ shipping_cost: '4.49', shipping_level: 'MAIL', items_subtotal: '23.00' });
  expect(await stockOf(paperback)).toBe(4);
});

test('a buyer\'s address for downloads does not ship a book added later', async () => {
  const ebook = await makeSku({ title: 'Then a book', digital: true });
  const book = await makeSku({ title: 'The book', shipping_policy_id: 2 });
  const options = await app.post('/api/shop/ship_options', { skus: [{ id: ebook, quantity: 1 }], shipping_address: BUYER });
  const est = await app.post('/api/shop/ship_est', { skus: [{ id: ebook, quantity: 1 }, { id: book, quantity: 1 }], address_id: options.body.address_id, shipping_level: 'MAIL', checkout_secret: options.body.checkout_secret });
  expect(est.status).toBe(400);
  expect(est.body).toMatchObject({ message: ADDRESS_MESSAGE, errors: { street1: ['Please enter the address to send your order to.'] } });
});

test('a member\'s cart keeps a download whatever the count on the shelf, one copy of it (issue 36)', async () => {
  const ebook = await makeSku({ title: 'Never runs out', digital: true, qty_on_hand: 0 });
  const book = await makeSku({ title: 'Runs out', qty_on_hand: 5 });
  const token = await signIn(await makeUser());
  // A merged cart adds up: the download is capped at one copy rather than the cart refused.
  expect((await app.put('/api/shop/cart', { sku_ids: [ebook, book, ebook], quantities: [3, 2, 1] }, token)).body).toEqual({ cart: { sku_ids: [ebook, book], quantities: [1, 2] } });
  expect((await app.get('/api/shop/cart', token)).body).toEqual({ cart: { sku_ids: [ebook, book], quantities: [1, 2] } });
});

test('the quotes sell one copy of a download per order: more is a 400 that names it, and opens nothing (issue 36)', async () => {
  const ebook = await makeSku({ title: 'Thirty Copies, Ebook', list_price: 7, digital: true });
  const paperback = await makeSku({ title: 'Thirty Copies, Paperback', list_price: 12, qty_on_hand: 40, shipping_policy_id: 2 });
  const message = '“Thirty Copies, Ebook” is a download: an order holds one copy of it.';
  const checkouts = Number((await db('checkouts').count({ n: '*' }).first())!.n);
  for (const skus of [[{ id: ebook, quantity: 30 }], [{ id: ebook, quantity: 1 }, { id: ebook, quantity: 1 }], [{ id: paperback, quantity: 2 }, { id: ebook, quantity: 2 }]]) {
    const options = await app.post('/api/shop/ship_options', { skus, shipping_address: US_ADDRESS });
    expect(options.status, JSON.stringify(skus)).toBe(400);
    expect(options.body).toMatchObject({ code: 'one_copy', message, errors: { skus: [message] } });
  }
  expect(Number((await db('checkouts').count({ n: '*' }).first())!.n)).toBe(checkouts);

  // ship_est refuses it too, whatever ship_options was asked for first.
  const options = await app.post('/api/shop/ship_options', { skus: [{ id: ebook, quantity: 1 }, { id: paperback, quantity: 2 }], shipping_address: US_ADDRESS });
  expect(options.status).toBe(200);
  const payments = Number((await db('checkout_payments').count({ n: '*' }).first())!.n);
  const est = await app.post('/api/shop/ship_est', { skus: [{ id: ebook, quantity: 30 }, { id: paperback, quantity: 2 }], address_id: options.body.address_id, shipping_level: 'MAIL', checkout_secret: options.body.checkout_secret });
  expect(est.status).toBe(400);
  expect(est.body.message).toBe(message);
  expect(Number((await db('checkout_payments').count({ n: '*' }).first())!.n)).toBe(payments);
  // Many copies of a printed book are still fine.
  expect((await buy(app, [{ id: ebook, quantity: 1 }, { id: paperback, quantity: 2 }])).listItems.map((l) => l.quantity)).toEqual([1, 2]);
});
