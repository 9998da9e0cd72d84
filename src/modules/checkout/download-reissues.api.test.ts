import supertest from 'supertest';
import { expect, test } from 'vitest';
import { buy, quote, confirmTestPayment, waitForOrder } from '../../../test/checkout';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { lastMailTo } from '../../../test/mail';
import { makeSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';
import { onePagePdf } from '../../platform/pdf';
import type { AdminOrder } from './admin-schemas';
import type { LineDownload, OrderDetails } from './schemas';

// Fresh download links (issue 36): the buyer (member, or the order's key) gets one from the order,
// with the count and the term starting again, at most twice a line a day; staff without that
// limit, recorded; a link a refund revoked never again.

const app = await testApp();
const admin = await makeAdmin({ username: 'link_keeper' });
const adminToken = await signIn(admin);
const PDF = onePagePdf('Second Wind', ['A demo ebook.']);
const BUYER = { name: 'Rei Ssue', email: 'reissue@example.test', country_code: 'GB', state_code: null };
const DAY_MS = 86_400_000;

async function ebook() {
  const id = await makeSku({ title: 'Second Wind, Ebook', list_price: 9 });
  const uploaded = await supertest(app.url).post(`/api/admin/skus/${id}/file`).set('Authorization', `Bearer ${adminToken}`).attach('file', PDF, 'Second Wind.pdf');
  expect(uploaded.status).toBe(201);
  return id;
}

const lineOf = (order: OrderDetails) => order.listItems.find((l) => l.download)!;
const orderIdOf = async (order: OrderDetails) => (await db('orders').where({ number: order.orderId }).first('id')).id as number;
const useUp = (lineId: number) => db('download_links').where({ order_line_id: lineId }).update({ downloads: db.ref('max_downloads') });
const fetchJson = (url: string) => supertest(app.url).get(url).set('Accept', 'application/json');
const reissue = (lineId: number, body: object = {}, token?: string) => app.post(`/api/shop/downloads/${lineId}/reissue`, body, token);

test('a member gets a fresh link from their order: the count and the 7 days start again, the old link says it was replaced', async () => {
  const member = await makeUser();
  const token = await signIn(member);
  const order = await buy(app, [{ id: await ebook(), quantity: 1 }], { token, address: BUYER });
  const lineId = lineOf(order).id;
  await useUp(lineId);
  await db('download_links').where({ order_line_id: lineId }).update({ expires_at: db.raw("now() + interval '1 day'") });
  const mine = (await app.get('/api/shop/orders', token)).body.orders[0] as OrderDetails;
  const before = lineOf(mine).download;
  expect(before).toMatchObject({ state: 'used_up', reissue: { allowed: true, from: null } });

  const res = await reissue(lineId, {}, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const fresh = res.body.download as LineDownload;
  expect(fresh).toMatchObject({ state: 'ready', downloads: 0, max_downloads: 5 });
  expect((Date.parse(fresh.expires_at) - Date.now()) / DAY_MS).toBeCloseTo(7, 2);
  expect(fresh.url).not.toBe(before!.url);

  const file = await supertest(app.url).get(fresh.url);
  expect(file.status).toBe(200);
  expect(file.headers['content-disposition']).toBe('attachment; filename="Second Wind.pdf"');
  const old = await fetchJson(before!.url);
  expect(old.status).toBe(410);
  expect(old.body.message).toMatch(/^A newer link has replaced this one\. You can get a new link from your order/);
  // The profile's orders show the new link.
  expect(lineOf((await app.get('/api/shop/orders', token)).body.orders[0]).download).toMatchObject({ url: fresh.url, downloads: 1, state: 'ready' });
  expect(await db('download_reissues').where({ order_line_id: lineId }).select('by_staff', 'staff_user_id')).toEqual([{ by_staff: false, staff_user_id: null }]);
});

test('with the order mail\'s key, or the checkout\'s secret, a guest gets a fresh link; a stranger is refused and nothing changes', async () => {
  const q = await quote(app, [{ id: await ebook(), quantity: 1 }], { address: BUYER });
  expect((await confirmTestPayment(app, q)).status).toBe(200);
  const order = await waitForOrder(app, q);
  const lineId = lineOf(order).id;
  await useUp(lineId);
  const key = new URL((await lastMailTo(BUYER.email)).links.find((l) => l.includes('order_confirmation'))!).searchParams.get('key')!;

  const stranger = await signIn(await makeUser());
  for (const [body, token] of [[{}, undefined], [{}, stranger], [{ secret: 'A'.repeat(43) }, undefined]] as const) {
    const refused = await reissue(lineId, body, token);
    expect(refused.status, JSON.stringify(body)).toBe(404);
    expect(refused.body.message).toBe('Download not found.');
  }
  expect((await reissue(lineId, { secret: 'short' })).status).toBe(400);
  expect(await db('download_links').where({ order_line_id: lineId }).first('downloads')).toEqual({ downloads: 5 });
  expect(Number((await db('download_reissues').where({ order_line_id: lineId }).count({ n: '*' }).first())!.n)).toBe(0);

  const byKey = await reissue(lineId, { secret: key });
  expect(byKey.status, JSON.stringify(byKey.body)).toBe(200);
  expect(byKey.body.download).toMatchObject({ state: 'ready', downloads: 0, reissue: { allowed: true, from: null } });
  const bySecret = await reissue(lineId, { secret: q.checkout_secret });
  expect(bySecret.status).toBe(200);
  expect(bySecret.body.download.reissue).toMatchObject({ allowed: false, from: expect.any(String) });
});

test('a buyer gets two fresh links a line a day; staff are not bound by that, and are recorded on the order', async () => {
  const token = await signIn(await makeUser());
  const order = await buy(app, [{ id: await ebook(), quantity: 1 }], { token, address: BUYER });
  const lineId = lineOf(order).id;
  const orderId = await orderIdOf(order);
  expect((await reissue(lineId, {}, token)).status).toBe(200);
  expect((await reissue(lineId, {}, token)).status).toBe(200);
  await useUp(lineId);

  const third = await reissue(lineId, {}, token);
  expect(third.status).toBe(429);
  expect(third.body.message).toMatch(/^You have had 2 new links for this item in the last 24 hours, as many as we give\. You can get another in 24 hours, or write to us\.$/);
  const shown = lineOf((await app.get('/api/shop/orders', token)).body.orders[0]).download!;
  expect(shown.state).toBe('used_up');
  expect(shown.reissue.allowed).toBe(false);
  expect((Date.parse(shown.reissue.from!) - Date.now()) / DAY_MS).toBeCloseTo(1, 2);

  const byStaff = await app.post(`/api/admin/orders/${orderId}/lines/${lineId}/reissue`, {}, adminToken);
  expect(byStaff.status, JSON.stringify(byStaff.body)).toBe(200);
  const staffView = byStaff.body as AdminOrder;
  expect(lineOf(staffView).download).toMatchObject({ state: 'ready', downloads: 0 });
  expect(staffView.reissues.map((r) => [r.line_id, r.by])).toEqual([[lineId, null], [lineId, null], [lineId, 'link_keeper']]);
  expect(Date.parse(staffView.reissues[2]!.created_at)).toBeGreaterThan(Date.now() - 60_000);
  // The buyer's own limit still stands; a day later it has passed.
  expect((await reissue(lineId, {}, token)).status).toBe(429);
  await db('download_reissues').where({ order_line_id: lineId, by_staff: false }).update({ created_at: db.raw("now() - interval '25 hours'") });
  expect((await reissue(lineId, {}, token)).status).toBe(200);

  // Staff reissue only a digital line of that order; members cannot use the console's route.
  expect((await app.post(`/api/admin/orders/${orderId + 1000}/lines/${lineId}/reissue`, {}, adminToken)).status).toBe(404);
  expect((await app.post(`/api/admin/orders/${orderId}/lines/${lineId}/reissue`, {}, token)).status).toBe(403);
});

test('a link a refund revoked is never issued again, by the buyer or by staff', async () => {
  const token = await signIn(await makeUser());
  const order = await buy(app, [{ id: await ebook(), quantity: 1 }], { token, address: BUYER });
  const lineId = lineOf(order).id;
  const orderId = await orderIdOf(order);
  expect((await app.post(`/api/admin/orders/${orderId}/refund`, {}, adminToken)).status).toBe(200);
  expect(lineOf((await app.get('/api/shop/orders', token)).body.orders[0]).download).toMatchObject({ state: 'revoked', reissue: { allowed: false, from: null } });

  for (const res of [await reissue(lineId, {}, token), await app.post(`/api/admin/orders/${orderId}/lines/${lineId}/reissue`, {}, adminToken)]) {
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This download link was cancelled when the item was refunded, so it cannot be issued again.');
  }
  expect(await db('download_links').where({ order_line_id: lineId }).first('downloads', 'revoked_at')).toMatchObject({ revoked_at: expect.any(Date) });

  // The refund mail said so.
  const mail = await lastMailTo(BUYER.email);
  expect(mail.subject).toMatch(/^Your refund of/);
  expect(mail.text).toContain('The download link for Second Wind, Ebook has been cancelled with this refund: it no longer works.');
});
