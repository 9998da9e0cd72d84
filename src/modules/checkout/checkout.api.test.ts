import { expect, test } from 'vitest';
import { US_ADDRESS, buy, confirmTestPayment, quote, waitForOrder } from '../../../test/checkout';
import { makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { mailsTo } from '../../../test/mail';
import { makeSku } from '../../../test/shop-factories';
import { config } from '../../platform/config';
import { db } from '../../platform/db';
import { enqueue } from '../../platform/jobs';
import { mailOrderConfirmation } from './finalize';
import { ADDRESS_MESSAGE } from './schemas';

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

test('a member\'s latest checkout address is offered at their next checkout, to them alone', async () => {
  const skus = [{ id: await makeSku({ title: 'Sent somewhere' }), quantity: 1 }];
  const shipTo = (address: object, token?: string) => app.post('/api/shop/ship_options', { skus, shipping_address: address }, token);
  const [member, other] = [await signIn(await makeUser()), await signIn(await makeUser())];
  expect((await app.get('/api/shop/last-address')).status).toBe(401);
  expect((await app.get('/api/shop/last-address', member)).status).toBe(204);

  const moved = { ...US_ADDRESS, name: 'Ada Moved', street1: '9 Wellington Street', street2: 'Suite 2', city: 'Ottawa', country_code: 'CA', state_code: 'on', postcode: 'K1A 0B1' };
  expect((await shipTo(US_ADDRESS, member)).status).toBe(200);
  expect((await shipTo(moved, member)).status).toBe(200);
  // Neither a refused address, nor a guest's, nor another member's is anybody's last one.
  expect((await shipTo({ ...moved, postcode: 'ABC' }, member)).status).toBe(400);
  expect((await shipTo({ ...US_ADDRESS, name: 'A Guest' })).status).toBe(200);
  expect((await shipTo({ ...US_ADDRESS, name: 'Someone Else' }, other)).status).toBe(200);

  const last = await app.get('/api/shop/last-address', member);
  expect(last.status).toBe(200);
  expect(last.body).toEqual({ address: { ...moved, state_code: 'ON' } });
  expect((await app.get('/api/shop/last-address', other)).body.address).toMatchObject({ name: 'Someone Else', street2: null });
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
  const sameCheckout = { address: california, level: 'GROUND', checkoutSecret: q.checkout_secret };
  const again = await quote(app, [{ id: sku, quantity: 2 }], sameCheckout);
  expect(again).toMatchObject({ payment_id: q.payment_id, pmt_pubkey: q.pmt_pubkey, checkout_secret: q.checkout_secret });
  const more = await quote(app, [{ id: sku, quantity: 3 }], sameCheckout);
  expect(more.payment_id).not.toBe(q.payment_id);
  // Oregon has no row of its own: the country's 1 %.
  expect((await quote(app, [{ id: sku, quantity: 2 }], { level: 'GROUND' })).tax).toBe('0.25');
  await db('tax_rates').delete();
});

test('quotes refuse what cannot be sold or shipped', async () => {
  const few = await makeSku({ title: 'Two left', qty_on_hand: 2 });
  const options = await app.post('/api/shop/ship_options', { skus: [{ id: few, quantity: 1 }], shipping_address: US_ADDRESS });
  const est = (body: object, token?: string) =>
    app.post('/api/shop/ship_est', { skus: [{ id: few, quantity: 1 }], address_id: options.body.address_id, shipping_level: 'MAIL', checkout_secret: options.body.checkout_secret, ...body }, token);
  expect((await est({ skus: [{ id: few, quantity: 3 }] })).body).toMatchObject({ code: 'out_of_stock', message: 'Only 2 left of “Two left”. Please lower the quantity.' });
  expect((await est({ skus: [{ id: 2_000_000_000, quantity: 1 }] })).status).toBe(409);
  expect((await est({ address_id: '00000000-0000-4000-8000-000000000000' })).body).toMatchObject({ code: 'checkout_not_found', message: 'This checkout is no longer open. Please enter your address again.' });
  expect((await est({ shipping_level: 'TELEPORT' })).status).toBe(400);
  expect((await est({ skus: [] })).status).toBe(400);
  expect((await est({ checkout_secret: undefined })).body.errors).toEqual({ checkout_secret: ['Must be the checkout_secret ship_options gave.'] });
  // A member's address is theirs alone, even to someone holding its checkout's secret.
  const member = await signIn(await makeUser());
  const mine = await app.post('/api/shop/ship_options', { skus: [{ id: few, quantity: 1 }], shipping_address: US_ADDRESS }, member);
  expect((await est({ address_id: mine.body.address_id, checkout_secret: mine.body.checkout_secret })).status).toBe(404);
  expect((await est({ address_id: mine.body.address_id, checkout_secret: mine.body.checkout_secret }, member)).status).toBe(200);
});

test('each checkout is its buyer\'s: the same address and cart from two guests share no address, payment or client secret, and neither can use the other\'s', async () => {
  const sku = await makeSku({ title: 'Same cart', qty_on_hand: 5 });
  const skus = [{ id: sku, quantity: 1 }];
  const shipOptions = (body: object = {}, token?: string) => app.post('/api/shop/ship_options', { skus, shipping_address: US_ADDRESS, ...body }, token);
  const estimate = (body: object, token?: string) => app.post('/api/shop/ship_est', { skus, shipping_level: 'MAIL', ...body }, token);
  const [a, b] = [(await shipOptions()).body, (await shipOptions()).body];
  expect(a.checkout_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(b.checkout_secret).not.toBe(a.checkout_secret);
  expect(b.address_id).not.toBe(a.address_id);
  const [qa, qb] = [(await estimate({ address_id: a.address_id, checkout_secret: a.checkout_secret })).body.quote, (await estimate({ address_id: b.address_id, checkout_secret: b.checkout_secret })).body.quote];
  expect(qb.payment_id).not.toBe(qa.payment_id);
  expect(qb.pmt_pubkey).not.toBe(qa.pmt_pubkey);
  // Asked again with its secret, a checkout keeps its address and payment.
  expect((await shipOptions({ checkout_secret: a.checkout_secret })).body).toMatchObject({ address_id: a.address_id, checkout_secret: a.checkout_secret });
  expect((await estimate({ address_id: a.address_id, checkout_secret: a.checkout_secret })).body.quote.payment_id).toBe(qa.payment_id);

  // B with A's address: refused whatever secret goes with it, and nothing is written.
  const counts = async () => ({
    checkouts: Number((await db('checkouts').count({ n: '*' }).first())!.n),
    addresses: Number((await db('addresses').count({ n: '*' }).first())!.n),
    payments: Number((await db('checkout_payments').count({ n: '*' }).first())!.n),
  });
  const before = await counts();
  const madeUp = 'A'.repeat(43);
  for (const secret of [b.checkout_secret, madeUp]) {
    const stolen = await estimate({ address_id: a.address_id, checkout_secret: secret });
    expect(stolen.status).toBe(404);
    expect(stolen.body.quote).toBeUndefined();
  }
  expect((await estimate({ address_id: a.address_id })).status).toBe(400);
  // Nor can B pay A's payment with B's secret.
  expect((await app.post('/api/shop/test-payment/confirm', { pmt_pubkey: qa.pmt_pubkey, checkout_secret: b.checkout_secret })).status).toBe(404);
  expect(await counts()).toEqual(before);
  expect(await db('checkout_payments').where({ payment_id: qa.payment_id }).first('status')).toEqual({ status: 'open' });

  // A secret that is not this buyer's (made up, or a guest's sent by a member) opens a new checkout.
  const fresh = (await shipOptions({ checkout_secret: madeUp })).body;
  expect(fresh.checkout_secret).not.toBe(madeUp);
  expect(fresh.address_id).not.toBe(a.address_id);
  const member = await signIn(await makeUser());
  const asMember = (await shipOptions({ checkout_secret: a.checkout_secret }, member)).body;
  expect(asMember.checkout_secret).not.toBe(a.checkout_secret);
  expect(asMember.address_id).not.toBe(a.address_id);
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
  expect((await confirmTestPayment(app, q)).body).toEqual({ payment_id: q.payment_id });
  const order = await waitForOrder(app, q);
  expect(order).toMatchObject({ status: 'paid', problem: null, total: q.total, quantities: [2], address: { name: 'Ada Buyer', state_code: 'OR' } });
  expect(order.orderId).toMatch(/^[A-Z0-9]+-\d{6}-[2-9A-Z]{6}$/);
  expect(order.listItems).toEqual([expect.objectContaining({ sku_id: bought, title: 'The Elements of Typographic Style', unit_price: '30.00', quantity: 2 })]);

  // Confirming again changes nothing.
  await confirmTestPayment(app, q);
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

test('a member who has not activated the account buys as anyone may: the order is theirs, its mail goes to the email typed', async () => {
  const sku = await makeSku({ title: 'Bought before activating', qty_on_hand: 3 });
  const token = await signIn(await makeUser({ activated: false }));
  await app.put('/api/shop/cart', { sku_ids: [sku], quantities: [1] }, token);
  const email = 'typed.at.checkout@example.test';
  const order = await buy(app, [{ id: sku, quantity: 1 }], { token, address: { ...US_ADDRESS, email } });
  expect(order.status).toBe('paid');
  expect((await app.get('/api/shop/orders', token)).body).toMatchObject({ total: 1, orders: [{ orderId: order.orderId }] });
  expect((await app.get('/api/shop/cart', token)).body.cart).toEqual({ sku_ids: [], quantities: [] });
  expect((await waitForMail(email))[0]!.subject).toContain(order.orderId);
});

test('order details: unknown or malformed payment ids and secrets', async () => {
  expect((await app.post('/api/shop/order-details', { pid: 'pi_test_doesnotexist' })).status).toBe(404);
  for (const pid of ['', 'a b', 'x'.repeat(101), 12]) expect((await app.post('/api/shop/order-details', { pid })).status).toBe(400);
  for (const secret of ['', 'short', 'A'.repeat(44), 'A'.repeat(42) + '!']) expect((await app.post('/api/shop/order-details', { pid: 'pi_test_doesnotexist', secret })).status).toBe(400);
  expect((await app.post('/api/shop/test-payment/confirm', { pmt_pubkey: 'pi_test_x_secret_y', checkout_secret: 'A'.repeat(43) })).status).toBe(404);
  expect((await app.post('/api/shop/test-payment/confirm', { pmt_pubkey: 'pi_test_x_secret_y' })).status).toBe(400);
});

test('the order by its payment id alone: what confirms it, not who bought it; the whole order to the buyer\'s session, the checkout\'s secret or the mail\'s link', async () => {
  const sku = await makeSku({ title: 'Private parcel', list_price: 18 });
  const member = await makeUser();
  const token = await signIn(member);
  const address = { ...US_ADDRESS, name: 'Grace  Brewster Hopper', email: member.email, street2: 'Apt 4' };
  const q = await quote(app, [{ id: sku, quantity: 2 }], { token, address });
  await confirmTestPayment(app, q);
  const whole = await waitForOrder(app, q);
  expect(whole.address).toMatchObject({ name: 'Grace  Brewster Hopper', email: member.email, phone_number: US_ADDRESS.phone_number, street1: US_ADDRESS.street1, postcode: US_ADDRESS.postcode });

  const details = async (body: object, token?: string) => {
    const res = await app.post('/api/shop/order-details', { pid: q.payment_id, ...body }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.order as Record<string, unknown>;
  };
  const summary = await details({});
  expect(summary.address).toEqual({ name: 'Grace', city: 'Portland', state_code: 'OR', country_code: 'US' });
  expect(summary).toMatchObject({ orderId: whole.orderId, partial: true, tracking_number: null, quantities: [2], total: whole.total, listItems: whole.listItems });
  for (const personal of [member.email, US_ADDRESS.phone_number, US_ADDRESS.street1, 'Apt 4', US_ADDRESS.postcode, 'Hopper']) expect(JSON.stringify(summary)).not.toContain(personal);
  // Someone else's secret, or another member's session, shows no more.
  expect((await details({ secret: 'A'.repeat(43) })).partial).toBe(true);
  expect((await details({ secret: (await quote(app, [{ id: sku, quantity: 1 }])).checkout_secret })).partial).toBe(true);
  expect((await details({}, await signIn(await makeUser()))).partial).toBe(true);

  // The buyer: their session, their checkout's secret, the key in the confirmation mail's link.
  expect(await details({}, token)).toEqual(whole);
  expect(await details({ secret: q.checkout_secret })).toEqual(whole);
  const mail = (await waitForMail(member.email))[0]!;
  const link = new URL(mail.links.find((l) => l.includes('/shop/order_confirmation'))!);
  expect(link.searchParams.get('payment_intent')).toBe(q.payment_id);
  expect(await details({ secret: link.searchParams.get('key') })).toEqual(whole);
});

test('the order confirmation carries a sent mark: its job runs again and mails nothing more', async () => {
  const sku = await makeSku({ title: 'Mailed once' });
  const email = 'once@example.test';
  const order = await buy(app, [{ id: sku, quantity: 1 }], { address: { ...US_ADDRESS, email } });
  const { id } = await db('orders').where({ number: order.orderId }).first('id');
  expect(await mailsTo(email)).toHaveLength(1);
  expect((await db('orders').where({ id }).first('confirmation_mailed_at')).confirmation_mailed_at).toBeInstanceOf(Date);
  // As BullMQ may deliver a job again, after it ran.
  await enqueue(mailOrderConfirmation, { orderId: id });
  await enqueue(mailOrderConfirmation, { orderId: id });
  expect((await mailsTo(email)).map((m) => m.subject)).toEqual([`Your ${config.SITE_NAME} order ${order.orderId}`]);
});

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
