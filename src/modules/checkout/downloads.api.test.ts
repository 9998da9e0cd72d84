import supertest from 'supertest';
import { expect, test } from 'vitest';
import { buy } from '../../../test/checkout';
import { makeAdmin, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { lastMailTo, linkPath } from '../../../test/mail';
import { makeSku } from '../../../test/shop-factories';
import { config } from '../../platform/config';
import { db } from '../../platform/db';
import { onePagePdf } from '../../platform/pdf';
import { eraseOldIps } from './privacy';
import type { LineDownload, OrderDetails } from './schemas';

const app = await testApp();
const adminToken = await signIn(await makeAdmin());
const PDF = onePagePdf('The Quiet Page', ['A demo ebook.']);
const BUYER = { name: 'Ebo Reader', email: 'downloads@example.test', country_code: 'GB', state_code: null };

/** A digital SKU whose file the console uploaded. */
async function ebook(title = 'The Quiet Page, Ebook') {
  const id = await makeSku({ title, list_price: 9 });
  const uploaded = await supertest(app.url).post(`/api/admin/skus/${id}/file`).set('Authorization', `Bearer ${adminToken}`).attach('file', PDF, 'The Quiet Page.pdf');
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  return id;
}

const fetchFile = (url: string, accept = '*/*') => supertest(app.url).get(url).set('Accept', accept).buffer(true).parse((res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
});
const downloadOf = (order: OrderDetails): LineDownload => order.listItems.find((l) => l.download)!.download!;
const lineIdOf = (order: OrderDetails) => order.listItems.find((l) => l.download)!.id;

test('the console uploads a file: checked by its bytes, shown with its name and size, never at a public address', async () => {
  const id = await ebook();
  const shown = await app.get(`/api/admin/skus/${id}`, adminToken);
  expect(shown.body).toMatchObject({ digital: true, file: { name: 'The Quiet Page.pdf', size: PDF.length, content_type: 'application/pdf' } });
  expect((await app.get(`/api/shop/sku/${id}`)).body.sku.digital).toBe(true);

  const notABook = await supertest(app.url).post(`/api/admin/skus/${id}/file`).set('Authorization', `Bearer ${adminToken}`).attach('file', Buffer.from('MZ an executable'), 'book.pdf');
  expect(notABook.status).toBe(400);
  expect(notABook.body.message).toBe('Only EPUB, PDF, MOBI or ZIP files can be sold for download.');
  expect((await supertest(app.url).post(`/api/admin/skus/${id}/file`).attach('file', PDF, 'x.pdf')).status).toBe(401);

  const { storage_key } = await db('sku_files').where({ sku_id: id }).first('storage_key');
  expect(storage_key).toMatch(/^private\/sku-files\/[0-9a-f]{32}\.pdf$/);
  for (const path of [`/uploads/${storage_key}`, `/uploads/${encodeURIComponent(storage_key)}`, `/uploads/private/../${storage_key}`, `/uploads/./${storage_key}`]) {
    const res = await fetchFile(path);
    expect(res.status, path).toBe(404);
    expect(Buffer.compare(res.body as Buffer, PDF)).not.toBe(0);
  }
});

test('after payment the order, its page and its mail carry a signed link that streams the file, counted and recorded', async () => {
  const id = await ebook();
  const order = await buy(app, [{ id, quantity: 1 }], { address: BUYER });
  const link = downloadOf(order);
  expect(link).toMatchObject({ state: 'ready', downloads: 0, max_downloads: 5, last_download_at: null });
  const days = (Date.parse(link.expires_at) - Date.parse(order.paid_at!)) / 86_400_000;
  expect(days).toBeCloseTo(7, 3);

  const mail = await lastMailTo(BUYER.email);
  const mailed = mail.links.find((l) => l.includes('/api/shop/downloads/'))!;
  expect(mailed).toBe(`${config.publicUrl}${link.url}`);
  expect(mail.text).toContain('Download The Quiet Page, Ebook');
  expect(mail.text).not.toContain('Shipping');

  const res = await fetchFile(linkPath(mailed));
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe('attachment; filename="The Quiet Page.pdf"');
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);

  const rows = await db('downloads').where({ order_line_id: lineIdOf(order) });
  expect(rows).toHaveLength(1);
  expect(rows[0].ip).toMatch(/127\.0\.0\.1/);
  // The address goes with the shop's other IPs after 100 days; the download stays counted.
  await eraseOldIps.process({ before: new Date(Date.now() - 100 * 86_400_000).toISOString() });
  expect((await db('downloads').where({ id: rows[0].id }).first('ip')).ip).not.toBeNull();
  await db('downloads').where({ id: rows[0].id }).update({ created_at: db.raw("now() - interval '101 days'") });
  await eraseOldIps.process({ before: new Date(Date.now() - 100 * 86_400_000).toISOString() });
  expect(await db('downloads').where({ id: rows[0].id }).first('ip')).toEqual({ ip: null });
  const pid = (await db('orders').where({ number: order.orderId }).first('payment_id')).payment_id as string;
  const again = (await app.post('/api/shop/order-details', { pid })).body.order;
  // The payment id alone shows the summary: no link.
  expect(again.listItems[0]).not.toHaveProperty('download');
});

test('a link fails after its limit, after it expires, when tampered with, and once its line is refunded', async () => {
  const id = await ebook();
  const order = await buy(app, [{ id, quantity: 1 }], { address: BUYER });
  const lineId = lineIdOf(order);
  const { url } = downloadOf(order);

  for (const tampered of [url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`), url.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 86_400}`), url.replace(`/downloads/${lineId}?`, `/downloads/${lineId + 1}?`)]) {
    const res = await fetchFile(tampered, 'application/json');
    expect(res.status, tampered).toBe(404);
  }
  expect((await fetchFile(url.replace(/sig=.*/, 'sig=short'))).status).toBe(400);

  await db('download_links').where({ order_line_id: lineId }).update({ downloads: 4 });
  expect((await fetchFile(url)).status).toBe(200);
  const usedUp = await supertest(app.url).get(url).set('Accept', 'application/json');
  expect(usedUp.status).toBe(410);
  expect(usedUp.body.message).toBe('This download link has been used as many times as it allows. You can get a new link from your order: follow the link in your order email, or see Orders on your profile.');
  // A browser following the link gets a page that says so.
  const page = await supertest(app.url).get(url).set('Accept', 'text/html');
  expect(page.status).toBe(410);
  expect(page.text).toContain('<h1>Download unavailable</h1>');

  await db('download_links').where({ order_line_id: lineId }).update({ downloads: 0, expires_at: db.raw("now() - interval '1 minute'") });
  const pid = (await db('orders').where({ number: order.orderId }).first('payment_id')).payment_id as string;
  const mailKey = new URL((await lastMailTo(BUYER.email)).links.find((l) => l.includes('order_confirmation'))!).searchParams.get('key');
  const byMailLink = (await app.post('/api/shop/order-details', { pid, secret: mailKey ?? undefined })).body.order as OrderDetails;
  expect(downloadOf(byMailLink).state).toBe('expired');
  const late = await supertest(app.url).get(downloadOf(byMailLink).url).set('Accept', 'application/json');
  expect(late.status).toBe(410);
  expect(late.body.message).toMatch(/^This download link has expired/);

  await db('download_links').where({ order_line_id: lineId }).update({ expires_at: db.raw("now() + interval '1 day'") });
  const orderId = (await db('orders').where({ number: order.orderId }).first('id')).id as number;
  expect((await app.post(`/api/admin/orders/${orderId}/refund`, { lines: [{ line_id: lineId, quantity: 1 }] }, adminToken)).status).toBe(200);
  const refunded = (await app.get(`/api/admin/orders/${orderId}`, adminToken)).body;
  expect(refunded.listItems[0].download).toMatchObject({ state: 'revoked' });
  const revoked = await supertest(app.url).get(refunded.listItems[0].download.url).set('Accept', 'application/json');
  expect(revoked.status).toBe(410);
  expect(revoked.body.message).toBe('This download link was cancelled when the item was refunded.');
});
