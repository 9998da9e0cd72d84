import { expect, test } from 'vitest';
import { US_ADDRESS, buy, quote, waitForOrder } from '../../../test/checkout';
import { makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { mailsTo } from '../../../test/mail';
import { makeSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';
import { ADDRESS_MESSAGE, type ShippingQuote } from './schemas';

const app = await testApp();
const stockOf = async (id: number) => (await db('skus').where({ id }).first('qty_on_hand')).qty_on_hand as number;

test('the member cart: stored whole, repeated ids add up, capped by stock and 30, gone SKUs dropped', async () => {
  const a = await makeSku({ title: 'Cart A', qty_on_hand: 5 });
  const b = await makeSku({ title: 'Cart B', qty_on_hand: 99 });
  const hidden = await makeSku({ title: 'Cart hidden', published: false });
  const token = await signIn(await makeUser());
  expect((await app.get('/api/shop/cart')).status).toBe(401);
  expect((await app.get('/api/shop/cart', token)).body).toEqual({ cart: { sku_ids: [], quantities: [] } });
  const put = await app.put('/api/shop/cart', { sku_ids: [a, b, a, hidden, 2_000_000_000], quantities: [2, 40, 4, 1, 1] }, token);
  expect(put.status).toBe(200);
  expect(put.body).toEqual({ cart: { sku_ids: [a, b], quantities: [5, 30] } });
  expect((await app.get('/api/shop/cart', token)).body).toEqual(put.body);
  for (const bad of [{ sku_ids: [a], quantities: [] }, { sku_ids: [a], quantities: [0] }, { sku_ids: ['x'], quantities: [1] }, { sku_ids: [a], quantities: [1], extra: 1 }]) {
    expect((await app.put('/api/shop/cart', bad, token)).status).toBe(400);
  }
  expect((await app.get('/api/shop/cart', token)).body).toEqual(put.body);
});

test('state codes where the address has a state, none elsewhere', async () => {
  const us = await app.get('/api/shop/ship_state_codes/US');
  expect(us.body.codes).toMatchObject({ CA: 'California', OR: 'Oregon' });
  expect((await app.get('/api/shop/ship_state_codes/ca')).body.codes).toMatchObject({ ON: 'Ontario' });
  expect((await app.get('/api/shop/ship_state_codes/GB')).body).toEqual({ codes: {} });
  expect((await app.get('/api/shop/ship_state_codes/USA')).status).toBe(400);
});

test('a wrong address: SPEC.md §8 message and the fields, nothing saved', async () => {
  const sku = await makeSku({ title: 'Address test' });
  const skus = [{ id: sku, quantity: 1 }];
  const before = await db('addresses').count({ n: '*' }).first();
  const cases: Array<[object, string]> = [
    [{ ...US_ADDRESS, name: '  ' }, 'shipping_address.name'],
    [{ ...US_ADDRESS, state_code: '' }, 'state_code'],
    [{ ...US_ADDRESS, state_code: 'ZZ' }, 'state_code'],
    [{ ...US_ADDRESS, postcode: 'ABC' }, 'postcode'],
    [{ ...US_ADDRESS, country_code: 'XX' }, 'country_code'],
    [{ ...US_ADDRESS, email: 'nope' }, 'shipping_address.email'],
  ];
  for (const [address, field] of cases) {
    const res = await app.post('/api/shop/ship_options', { skus, shipping_address: address });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ADDRESS_MESSAGE);
    expect(Object.keys(res.body.errors)).toContain(field);
  }
  expect(await db('addresses').count({ n: '*' }).first()).toEqual(before);
});

test('shipping options: the zone of the country, cheapest first, free at the cheapest level for free-shipping SKUs', async () => {
  const paid = await makeSku({ title: 'Ships at cost', shipping_policy_id: 2 });
  const free = await makeSku({ title: 'Ships free', shipping_policy_id: 1 });
  const options = async (skus: Array<{ id: number; quantity: number }>, address: object = US_ADDRESS) => (await app.post('/api/shop/ship_options', { skus, shipping_address: address })).body;

  const us = await options([{ id: paid, quantity: 2 }]);
  expect(us.address_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(us.options.map((o: { level: string }) => o.level)).toEqual(['MAIL', 'GROUND', 'EXPEDITED', 'EXPRESS']);
  // MAIL in the US: 3.99 per order + 0.50 per item.
  expect(us.options[0]).toMatchObject({ cost_excl_tax: '4.99', max_delivery_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

  const onlyFree = await options([{ id: free, quantity: 3 }]);
  expect(onlyFree.options[0].cost_excl_tax).toBe('0.00');
  expect(onlyFree.options[1].cost_excl_tax).not.toBe('0.00');
  const mixed = await options([{ id: free, quantity: 3 }, { id: paid, quantity: 1 }]);
  expect(mixed.options[0].cost_excl_tax).toBe('4.49');

  const canada = await options([{ id: paid, quantity: 1 }], { ...US_ADDRESS, country_code: 'CA', state_code: 'ON', postcode: 'K1A 0B1' });
  expect(canada.options.map((o: { level: string }) => o.level)).toEqual(['MAIL', 'EXPEDITED']);
  const france = await options([{ id: paid, quantity: 1 }], { ...US_ADDRESS, country_code: 'FR', state_code: null, postcode: '75001' });
  expect(france.options.map((o: { level: string }) => o.level)).toEqual(['MAIL', 'EXPRESS']);
});

test('the quote: priced from the database, tax by state, the same cart version gives the same payment', async () => {
  const sku = await makeSku({ title: 'Quoted', list_price: 12.5, shipping_policy_id: 2 });
  await db('tax_rates').insert({ country_code: 'US', state_code: 'CA', rate: 0.0725 });
  await db('tax_rates').insert({ country_code: 'US', state_code: null, rate: 0.01 });
  const california = { ...US_ADDRESS, state_code: 'CA', city: 'Oakland', postcode: '94607' };
  const q = await quote(app, [{ id: sku, quantity: 2 }], { address: california, level: 'GROUND' });
  // GROUND: 5.99 + 2 × 1.00; tax 7.25 % of the items (25.00).
  expect(q).toMatchObject({ items_subtotal: '25.00', shipping_cost: '7.99', tax: '1.81', total: '34.80', currency: 'usd', provider: 'test', publishable_key: null });
  expect(q.pmt_pubkey).toContain('_secret_');
  const again = await quote(app, [{ id: sku, quantity: 2 }], { address: california, level: 'GROUND' });
  expect(again.payment_id).toBe(q.payment_id);
  const more = await quote(app, [{ id: sku, quantity: 3 }], { address: california, level: 'GROUND' });
  expect(more.payment_id).not.toBe(q.payment_id);
  // Oregon has no row of its own: the country's 1 %.
  expect((await quote(app, [{ id: sku, quantity: 2 }], { level: 'GROUND' })).tax).toBe('0.25');
  await db('tax_rates').delete();
});

test('quotes refuse what cannot be sold or shipped', async () => {
  const few = await makeSku({ title: 'Two left', qty_on_hand: 2 });
  const options = await app.post('/api/shop/ship_options', { skus: [{ id: few, quantity: 1 }], shipping_address: US_ADDRESS });
  const est = (body: object) => app.post('/api/shop/ship_est', { skus: [{ id: few, quantity: 1 }], address_id: options.body.address_id, shipping_level: 'MAIL', ...body });
  expect((await est({ skus: [{ id: few, quantity: 3 }] })).body).toMatchObject({ code: 'out_of_stock', message: 'Only 2 left of “Two left”. Please lower the quantity.' });
  expect((await est({ skus: [{ id: 2_000_000_000, quantity: 1 }] })).status).toBe(409);
  expect((await est({ address_id: '00000000-0000-4000-8000-000000000000' })).body.message).toBe(ADDRESS_MESSAGE);
  expect((await est({ shipping_level: 'TELEPORT' })).status).toBe(400);
  expect((await est({ skus: [] })).status).toBe(400);
  // A member's address is theirs alone.
  const member = await signIn(await makeUser());
  const mine = await app.post('/api/shop/ship_options', { skus: [{ id: few, quantity: 1 }], shipping_address: US_ADDRESS }, member);
  const stolen = await app.post('/api/shop/ship_est', { skus: [{ id: few, quantity: 1 }], address_id: mine.body.address_id, shipping_level: 'MAIL' });
  expect(stolen.status).toBe(400);
});

test('a member buys: one order, stock taken, sale recorded, cart emptied of what was bought, confirmation mailed', async () => {
  const bought = await makeSku({ title: 'The Elements of Typographic Style', list_price: 30, qty_on_hand: 10 });
  const kept = await makeSku({ title: 'Kept in the cart' });
  const member = await makeUser();
  const token = await signIn(member);
  await app.put('/api/shop/cart', { sku_ids: [bought, kept], quantities: [2, 1] }, token);

  const q = await quote(app, [{ id: bought, quantity: 2 }], { token, address: { ...US_ADDRESS, email: member.email } });
  // Before the payment is confirmed the order is not there yet, and the page keeps asking.
  expect((await app.post('/api/shop/order-details', { pid: q.payment_id })).body).toEqual({ order: null });
  expect((await app.post('/api/shop/test-payment/confirm', { pmt_pubkey: q.pmt_pubkey })).body).toEqual({ payment_id: q.payment_id });
  const order = await waitForOrder(app, q.payment_id);
  expect(order).toMatchObject({ status: 'paid', problem: null, total: q.total, quantities: [2], address: { name: 'Ada Buyer', state_code: 'OR' } });
  expect(order.orderId).toMatch(/^[A-Z0-9]+-\d{6}-[2-9A-Z]{6}$/);
  expect(order.listItems).toEqual([expect.objectContaining({ sku_id: bought, title: 'The Elements of Typographic Style', unit_price: '30.00', quantity: 2 })]);

  // Confirming again changes nothing.
  await app.post('/api/shop/test-payment/confirm', { pmt_pubkey: q.pmt_pubkey });
  expect(await stockOf(bought)).toBe(8);
  expect(await db('orders').where({ payment_id: q.payment_id }).count({ n: '*' }).first()).toEqual({ n: 1 });
  expect((await app.get('/api/shop/cart', token)).body.cart).toEqual({ sku_ids: [kept], quantities: [1] });

  const mail = (await waitForMail(member.email))[0]!;
  expect(mail.subject).toContain(order.orderId);
  expect(mail.text).toContain('2 × The Elements of Typographic Style');

  const mine = await app.get('/api/shop/orders', token);
  expect(mine.body).toMatchObject({ total: 1, orders: [{ orderId: order.orderId }] });
  expect((await app.get('/api/shop/orders')).status).toBe(401);
  // A review by the buyer is a verified purchase.
  const review = await app.post('/api/shop/sku/reviews', { parent_sku: bought, review_rating: 5, review_text: 'Yes.', title: 'Good' }, token);
  expect(review.body.review.verified_purchase).toBe(true);
});

test('order details: unknown or malformed payment ids', async () => {
  expect((await app.post('/api/shop/order-details', { pid: 'pi_test_doesnotexist' })).status).toBe(404);
  for (const pid of ['', 'a b', 'x'.repeat(101), 12]) expect((await app.post('/api/shop/order-details', { pid })).status).toBe(400);
  expect((await app.post('/api/shop/test-payment/confirm', { pmt_pubkey: 'pi_test_x_secret_y' })).status).toBe(404);
});

test('two buyers for the last unit: one order, the other cancelled, refunded and told', async () => {
  const last = await makeSku({ title: 'The last copy', qty_on_hand: 1, list_price: 40 });
  const first = await quote(app, [{ id: last, quantity: 1 }], { address: { ...US_ADDRESS, email: 'first@example.test' } });
  const second = await quote(app, [{ id: last, quantity: 1 }], { address: { ...US_ADDRESS, email: 'second@example.test' } });
  await Promise.all([first, second].map((q) => app.post('/api/shop/test-payment/confirm', { pmt_pubkey: q.pmt_pubkey })));
  const orders = await Promise.all([first, second].map((q) => waitForOrder(app, q.payment_id)));
  expect(orders.map((o) => o.problem ?? 'none').sort()).toEqual(['none', 'out_of_stock']);
  expect(await stockOf(last)).toBe(0);
  const loser = orders.find((o) => o.problem)!;
  expect(['cancelled', 'refunded']).toContain(loser.status);
  await expect.poll(async () => (await waitForOrder(app, loser === orders[0] ? first.payment_id : second.payment_id)).status, { timeout: 10_000 }).toBe('refunded');
  const refunds = await db('refunds').join('orders', 'orders.id', 'refunds.order_id').where('orders.number', loser.orderId).select('refunds.amount');
  expect(refunds).toEqual([{ amount: loser.total }]);
  expect((await waitForMail(loser.address.email))[0]!.subject).toMatch(/was refunded/);
});

test('50 concurrent checkouts for the last unit: one order, 49 refunded, one unit sold', async () => {
  const last = await makeSku({ title: 'Fifty want it', qty_on_hand: 1, list_price: 15 });
  const quotes: ShippingQuote[] = [];
  for (let i = 0; i < 50; i++) quotes.push(await quote(app, [{ id: last, quantity: 1 }], { address: { ...US_ADDRESS, email: `racer${i}@example.test` } }));
  const confirmed = await Promise.all(quotes.map((q) => app.post('/api/shop/test-payment/confirm', { pmt_pubkey: q.pmt_pubkey })));
  expect(confirmed.every((r) => r.status === 200)).toBe(true);
  const theirs = () => db('orders').whereIn('payment_id', quotes.map((q) => q.payment_id));
  await expect.poll(async () => Number((await db('refunds').whereIn('order_id', theirs().select('id')).count({ n: '*' }).first())!.n), { timeout: 60_000 }).toBe(49);
  const orders: Array<{ status: string; problem: string | null }> = await theirs().select('status', 'problem');
  const counted = { orders: orders.length, paid: orders.filter((o) => o.status === 'paid').length, refunded: orders.filter((o) => o.status === 'refunded' && o.problem === 'out_of_stock').length, unitsLeft: await stockOf(last) };
  process.stdout.write(`50 concurrent checkouts for one unit: ${JSON.stringify(counted)}\n`);
  expect(counted).toEqual({ orders: 50, paid: 1, refunded: 49, unitsLeft: 0 });
}, 120_000);

test('a crash inside finalisation: the retried job makes the order once', async () => {
  const sku = await makeSku({ title: 'Crash test', qty_on_hand: 5 });
  // The first order line written fails once (a sequence is not rolled back with the transaction).
  await db.raw('create sequence crash_once');
  await db.raw(`create function crash_once() returns trigger language plpgsql as $$
    begin if nextval('crash_once') = 1 then raise exception 'simulated crash'; end if; return new; end $$`);
  await db.raw('create trigger crash_once before insert on order_lines for each row execute function crash_once()');
  try {
    const order = await buy(app, [{ id: sku, quantity: 2 }]);
    expect(order.status).toBe('paid');
    expect(await stockOf(sku)).toBe(3);
    expect(Number((await db.raw("select last_value from crash_once")).rows[0].last_value)).toBeGreaterThanOrEqual(2);
  } finally {
    await db.raw('drop trigger crash_once on order_lines');
    await db.raw('drop function crash_once');
    await db.raw('drop sequence crash_once');
  }
});

async function waitForMail(address: string) {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  return mailsTo(address);
}
