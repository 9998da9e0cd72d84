import { randomBytes } from 'node:crypto';
import { afterEach, expect, test, vi } from 'vitest';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { makeOrder } from '../../../test/admin-order-factories';
import { lastMailTo, mailsTo } from '../../../test/mail';
import { expectListContract, raQuery } from '../../../test/ra-contract';
import { db } from '../../platform/db';
import { enqueue } from '../../platform/jobs';
import { mailOrderShipped } from './admin-shipments';
import { ORDER_LIST_SORTS } from './admin-orders';
import type { AdminOrder } from './admin-schemas';
import { testProvider } from './payments/test-provider';

const app = await testApp();
const adminToken = await signIn(await makeAdmin());
const memberToken = await signIn(await makeUser());

afterEach(() => {
  vi.restoreAllMocks();
});

const list = (params: Record<string, unknown>) => app.get(`/api/admin/orders?${raQuery(params)}`, adminToken);
const numbersOf = (res: { body: Array<{ number: string }> }) => res.body.map((o) => o.number);
const refund = (id: number, body: object) => app.post(`/api/admin/orders/${id}/refund`, body, adminToken);
const ship = (id: number, body: object) => app.post(`/api/admin/orders/${id}/ship`, body, adminToken);

// ---- Who may ------------------------------------------------------------------------------------

test('only administrators reach the orders routes: 401 for a guest, 403 for a member', async () => {
  const { id } = await makeOrder();
  const routes: Array<[method: 'get' | 'post', path: string, body?: object]> = [
    ['get', '/api/admin/orders'],
    ['get', `/api/admin/orders/${id}`],
    ['post', `/api/admin/orders/${id}/refund`, { lines: [] }],
    ['post', `/api/admin/orders/${id}/ship`, { tracking_number: 'Z1' }],
  ];
  for (const [method, path, body] of routes) {
    expect((await app.send(method, path, body)).status, `${method} ${path} as a guest`).toBe(401);
    expect((await app.send(method, path, body, memberToken)).status, `${method} ${path} as a member`).toBe(403);
  }
  expect((await app.get('/api/admin/orders', adminToken)).status).toBe(200);
  expect((await app.get(`/api/admin/orders/${id}`, adminToken)).status).toBe(200);
  expect((await ship(id, { tracking_number: 'Z1' })).status).toBe(200);
  expect((await refund(id, {})).status).toBe(200);
  // Nothing a member or a guest sent changed the order before the administrator did.
  expect(await db('refunds').where({ order_id: id }).count({ n: '*' }).first()).toEqual({ n: 1 });
});

test('orders cannot be created, edited or deleted through the admin API', async () => {
  const { id } = await makeOrder();
  for (const res of [await app.post('/api/admin/orders', { number: 'X' }, adminToken), await app.put(`/api/admin/orders/${id}`, { status: 'paid' }, adminToken), await app.del(`/api/admin/orders/${id}`, adminToken)]) {
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expect(res.body.message).toMatch(/cannot be created, edited or deleted/);
  }
  expect(await db('orders').where({ id }).first('status')).toEqual({ status: 'paid' });
});

// ---- The list -----------------------------------------------------------------------------------

test('the list searches number, name and email, filters by status and by days, with a Content-Range', async () => {
  const tag = randomBytes(3).toString('hex');
  const a = await makeOrder({ number: `LIST-${tag}-A`, name: 'Rowan Ellery', email: `rowan_${tag}@example.test`, created_at: new Date('2026-03-01T00:00:00Z') });
  const b = await makeOrder({ number: `LIST-${tag}-B`, name: `Iris 100% ${tag}`, email: null, addressEmail: `iris_${tag}@example.test`, status: 'shipped', created_at: new Date('2026-03-02T23:59:59Z') });
  const c = await makeOrder({ number: `LIST-${tag}-C`, name: 'Tomás Reyes', created_at: new Date('2026-03-03T00:00:00Z') });

  const all = await list({ filter: { q: `list-${tag}` }, sort: ['created_at', 'ASC'], range: [0, 1] });
  expect(all.status).toBe(200);
  expect(all.headers['content-range']).toBe('orders 0-1/3');
  expect(numbersOf(all)).toEqual([a.number, b.number]);
  expect(all.body[1]).toEqual({
    id: b.id,
    number: b.number,
    status: 'shipped',
    problem: null,
    name: `Iris 100% ${tag}`,
    email: `iris_${tag}@example.test`,
    total: '32.00',
    refunded_amount: '0.00',
    items: 3,
    created_at: '2026-03-02T23:59:59.000Z',
    paid_at: '2026-03-02T23:59:59.000Z',
  });

  expect(numbersOf(await list({ filter: { q: 'ROWAN ELLERY' } }))).toContain(a.number);
  expect(numbersOf(await list({ filter: { q: `rowan_${tag}@` } }))).toEqual([a.number]);
  // The address's email when the order kept none; % and _ are literal.
  expect(numbersOf(await list({ filter: { q: `iris_${tag}` } }))).toEqual([b.number]);
  expect(numbersOf(await list({ filter: { q: `100% ${tag}` } }))).toEqual([b.number]);
  expect(numbersOf(await list({ filter: { q: `1_0% ${tag}` } }))).toEqual([]);
  expect(numbersOf(await list({ filter: { q: `list-${tag}`, status: 'shipped' } }))).toEqual([b.number]);
  // Both ends of the date range are whole days, included.
  expect(numbersOf(await list({ filter: { q: `list-${tag}`, from: '2026-03-02', to: '2026-03-02' } }))).toEqual([b.number]);
  expect(numbersOf(await list({ filter: { q: `list-${tag}`, from: '2026-03-02' }, sort: ['number', 'ASC'] }))).toEqual([b.number, c.number]);
  expect(numbersOf(await list({ filter: { q: `list-${tag}`, to: '2026-03-02' }, sort: ['number', 'ASC'] }))).toEqual([a.number, b.number]);

  await expectListContract(app, { resource: 'orders', token: adminToken, sortable: ORDER_LIST_SORTS, q: `list-${tag}`, matching: [a.id, b.id, c.id] });
});

test('a bad filter, sort or range is a 400 naming what to fix', async () => {
  const bad = await list({ filter: { status: 'lost' } });
  expect(bad.status).toBe(400);
  expect(Object.keys(bad.body.errors)).toEqual(['status']);
  expect((await list({ filter: { from: '2026-02-30' } })).body.errors).toHaveProperty('from');
  expect((await list({ filter: { from: '2026-03-02', to: '2026-03-01' } })).body.errors).toEqual({ to: ['On or after the first day.'] });
  // Days from 1900 to 2200 only: 9999-12-31 was a 500 (PostgreSQL cannot take the day after it).
  expect((await list({ filter: { from: '1900-01-01', to: '2200-12-31' } })).status).toBe(200);
  expect((await list({ filter: { from: '1899-12-31' } })).body.errors).toEqual({ from: ['Use a date from 1900-01-01 to 2200-12-31.'] });
  expect((await list({ filter: { to: '9999-12-31' } })).body.errors).toEqual({ to: ['Use a date from 1900-01-01 to 2200-12-31.'] });
  expect((await list({ filter: { q: 'a\u0000b' } })).status).toBe(400);
  expect((await list({ filter: { q: 42 } })).status).toBe(400);
  expect((await list({ sort: ['email', 'ASC'] })).status).toBe(400);
  expect((await app.get('/api/admin/orders?range=[5,1]', adminToken)).status).toBe(400);
});

// ---- One order ----------------------------------------------------------------------------------

test('one order has its lines, address, payment and refunds; a missing or malformed id is a 404 or a 400', async () => {
  const { id, number, lineIds } = await makeOrder({ name: 'Mina Okafor' });
  const res = await app.get(`/api/admin/orders/${id}`, adminToken);
  expect(res.status).toBe(200);
  const order = res.body as AdminOrder;
  expect(order).toMatchObject({
    id,
    orderId: number,
    status: 'paid',
    items_subtotal: '25.00',
    shipping_cost: '5.00',
    tax: '2.00',
    total: '32.00',
    refunded_amount: '0.00',
    quantities: [2, 1],
    address: { name: 'Mina Okafor', city: 'Portland', country_code: 'US', state_code: 'OR' },
    payment: { provider: 'test', payment_id: expect.stringMatching(/^pi_test_/), status: 'succeeded', amount: '32.00' },
    refunds: [],
    tracking_number: null,
    shipped_at: null,
  });
  expect(order.listItems).toEqual([
    { id: lineIds[0], sku_id: null, title: 'The Compleat Angler', unit_price: '10.00', quantity: 2, refunded_quantity: 0 },
    { id: lineIds[1], sku_id: null, title: 'A Field Guide to Margins', unit_price: '5.00', quantity: 1, refunded_quantity: 0 },
  ]);

  expect((await app.get('/api/admin/orders/2147483647', adminToken)).status).toBe(404);
  for (const bad of ['99999999999999999999', 'abc', '1e3', '-1', '0']) expect((await app.get(`/api/admin/orders/${bad}`, adminToken)).status, bad).toBe(400);
});

// ---- Refunds ------------------------------------------------------------------------------------

test('a refund by line gives back the units and their share of the tax, in cents', async () => {
  const { id, lineIds, paymentId } = await makeOrder();
  const spy = vi.spyOn(testProvider, 'refund');

  const res = await refund(id, { lines: [{ line_id: lineIds[0], quantity: 1 }], reason: 'Damaged in transit' });
  expect(res.status).toBe(200);
  // 10.00, plus 2.00 of tax × 10.00 ÷ 25.00 = 0.80.
  expect(res.body).toMatchObject({ status: 'partially_refunded', refunded_amount: '10.80' });
  expect(res.body.listItems.map((l: { refunded_quantity: number }) => l.refunded_quantity)).toEqual([1, 0]);
  expect(res.body.refunds).toEqual([
    { id: expect.any(Number), amount: '10.80', reason: 'Damaged in transit', lines: [{ line_id: lineIds[0], quantity: 1 }], rest: false, restocked: false, created_at: expect.any(String) },
  ]);
  expect(spy).toHaveBeenCalledWith({ paymentId, amountCents: 1080, idempotencyKey: `refund-${id}-1` });
  expect(await db('refunds').where({ order_id: id }).first('provider_refund_id')).toEqual({ provider_refund_id: expect.stringMatching(/^re_test_/) });

  // The second refund is the order's second: a key of its own. The last unit of the cheap line.
  const second = await refund(id, { lines: [{ line_id: lineIds[1], quantity: 1 }] });
  expect(second.body).toMatchObject({ status: 'partially_refunded', refunded_amount: '16.20' });
  expect(second.body.refunds[1]).toMatchObject({ amount: '5.40', reason: 'requested by an administrator' });
  expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ amountCents: 540, idempotencyKey: `refund-${id}-2` }));
});

test('asking for more units than are left, or a line of another order, is a 400 naming the line', async () => {
  const { id, lineIds } = await makeOrder();
  const other = await makeOrder();
  await refund(id, { lines: [{ line_id: lineIds[0], quantity: 1 }] });

  const over = await refund(id, { lines: [{ line_id: lineIds[0], quantity: 2 }] });
  expect(over.status).toBe(400);
  expect(over.body.message).toBe('“The Compleat Angler” has 1 left to refund.');
  expect(over.body.errors).toEqual({ 'lines.0.quantity': ['“The Compleat Angler” has 1 left to refund.'] });
  // The same line twice counts twice.
  expect((await refund(id, { lines: [{ line_id: lineIds[0], quantity: 1 }, { line_id: lineIds[0], quantity: 1 }] })).status).toBe(400);
  const foreign = await refund(id, { lines: [{ line_id: other.lineIds[0], quantity: 1 }] });
  expect(foreign.status).toBe(400);
  expect(foreign.body.errors).toEqual({ 'lines.0.line_id': [`Line ${other.lineIds[0]} is not part of this order.`] });
  expect((await refund(id, { lines: [] })).status).toBe(400);
  for (const body of [{ lines: [{ line_id: lineIds[0], quantity: 0 }] }, { lines: [{ line_id: 'x', quantity: 1 }] }, { lines: 'all' }, { everything: true }, { reason: 'a\u0007' }]) {
    expect((await refund(id, body)).status, JSON.stringify(body)).toBe(400);
  }
  // Nothing changed by the refused requests.
  expect(await db('orders').where({ id }).first('refunded_amount')).toEqual({ refunded_amount: '10.80' });
  expect(await db('order_lines').whereIn('id', lineIds).orderBy('id').pluck('refunded_quantity')).toEqual([1, 0]);
});

test('a refund without lines gives back the rest of the total; a second one is a 409', async () => {
  const { id, lineIds } = await makeOrder({ status: 'shipped' });
  await refund(id, { lines: [{ line_id: lineIds[0], quantity: 1 }] });

  const rest = await refund(id, {});
  expect(rest.status).toBe(200);
  // 32.00 - 10.80: the lines left, their tax and the shipping.
  expect(rest.body).toMatchObject({ status: 'refunded', refunded_amount: '32.00' });
  // Its units are those still held: the row keeps no lines for "the rest".
  expect(rest.body.refunds[1]).toMatchObject({ amount: '21.20', lines: [{ line_id: lineIds[0], quantity: 1 }, { line_id: lineIds[1], quantity: 1 }], rest: true, reason: 'requested by an administrator' });
  expect(await db('refunds').where({ order_id: id }).orderBy('id').pluck('lines')).toEqual([[{ line_id: lineIds[0], quantity: 1 }], null]);
  expect(rest.body.listItems.map((l: { refunded_quantity: number }) => l.refunded_quantity)).toEqual([2, 1]);

  const again = await refund(id, {});
  expect(again.status).toBe(409);
  expect(again.body.message).toBe('This order has already been refunded in full.');
  expect((await refund(id, { lines: [{ line_id: lineIds[1], quantity: 1 }] })).status).toBe(409);
  expect(await db('refunds').where({ order_id: id }).count({ n: '*' }).first()).toEqual({ n: 2 });
});

test('a provider failure is a 502 and changes nothing; an unpaid order cannot be refunded', async () => {
  const { id, lineIds } = await makeOrder();
  vi.spyOn(testProvider, 'refund').mockRejectedValueOnce(new Error('the network is down'));
  const failed = await refund(id, { lines: [{ line_id: lineIds[0], quantity: 1 }] });
  expect(failed.status).toBe(502);
  expect(failed.body.message).toMatch(/payment provider did not make the refund.*nothing was changed/);
  expect(failed.body.message).not.toMatch(/network/);
  expect(await db('orders').where({ id }).first('status', 'refunded_amount')).toEqual({ status: 'paid', refunded_amount: '0.00' });
  expect(await db('refunds').where({ order_id: id }).count({ n: '*' }).first()).toEqual({ n: 0 });
  // The retry is the same (first) refund, so it sends the same idempotency key.
  const spy = vi.spyOn(testProvider, 'refund');
  expect((await refund(id, { lines: [{ line_id: lineIds[0], quantity: 1 }] })).status).toBe(200);
  expect(spy).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: `refund-${id}-1` }));

  const pending = await makeOrder({ status: 'pending' });
  const refused = await refund(pending.id, {});
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe('Only a paid order can be refunded; this one is pending.');
  expect((await refund(2147483647, {})).status).toBe(404);
});

test('a demo order, with its payment only in the payments table, is refunded through that payment', async () => {
  const { id, paymentId } = await makeOrder({ demo: true, tax: 0 });
  const spy = vi.spyOn(testProvider, 'refund');
  const res = await refund(id, {});
  expect(res.body).toMatchObject({ status: 'refunded', refunded_amount: '30.00', payment: { provider: 'test', payment_id: paymentId } });
  expect(spy).toHaveBeenCalledWith({ paymentId, amountCents: 3000, idempotencyKey: `refund-${id}-1` });
});

// ---- Shipping -----------------------------------------------------------------------------------

test('marking an order shipped records the tracking number and mails the buyer', async () => {
  const email = `shipped_${randomBytes(3).toString('hex')}@example.test`;
  const { id, number, lineIds } = await makeOrder({ email, name: 'Jonah Pell' });
  await refund(id, { lines: [{ line_id: lineIds[1], quantity: 1 }] });

  const res = await ship(id, { tracking_number: '  1Z999AA10123456784 ' });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ status: 'shipped', tracking_number: '1Z999AA10123456784', shipped_at: expect.any(String) });

  // The refund's mail came first.
  const mail = await lastMailTo(email, { afterCount: 1 });
  expect(mail.subject).toBe(`Your order ${number} has shipped`);
  expect(mail.text).toContain('Hello Jonah Pell,');
  expect(mail.text).toContain('Tracking number: 1Z999AA10123456784');
  // The refunded line is not in the parcel.
  expect(mail.text).toContain('2 × The Compleat Angler');
  expect(mail.text).not.toContain('A Field Guide to Margins');
  // Its job run again (BullMQ delivers at least once) finds the sent mark and mails nothing more.
  await enqueue(mailOrderShipped, { orderId: id });
  await enqueue(mailOrderShipped, { orderId: id });
  expect((await mailsTo(email)).map((m) => m.subject)).toEqual([`Your refund of $5.40 for order ${number}`, `Your order ${number} has shipped`]);

  const twice = await ship(id, { tracking_number: 'AGAIN' });
  expect(twice.status).toBe(409);
  expect(twice.body.message).toMatch(/already shipped/);
});

test('the shipping mail goes to the address email when the order kept none; only paid orders ship', async () => {
  const addressEmail = `address_${randomBytes(3).toString('hex')}@example.test`;
  const { id, number } = await makeOrder({ email: null, addressEmail });
  expect((await ship(id, { tracking_number: 'TRACK-1' })).status).toBe(200);
  expect((await lastMailTo(addressEmail)).subject).toBe(`Your order ${number} has shipped`);

  for (const status of ['pending', 'refunded', 'failed', 'cancelled']) {
    const order = await makeOrder({ status });
    const res = await ship(order.id, { tracking_number: 'TRACK-2' });
    expect(res.status, status).toBe(409);
    expect(res.body.message).toMatch(/^Only a paid order can be marked shipped/);
  }
  const paid = await makeOrder();
  for (const body of [{}, { tracking_number: '   ' }, { tracking_number: 'x'.repeat(101) }, { tracking_number: 7 }, { tracking_number: 'A\u0000B' }, { tracking_number: 'A', extra: 1 }]) {
    expect((await ship(paid.id, body)).status, JSON.stringify(body)).toBe(400);
  }
  expect((await ship(paid.id, {})).body.errors).toEqual({ tracking_number: ['This field is required.'] });
  expect(await db('orders').where({ id: paid.id }).first('status')).toEqual({ status: 'paid' });
});
