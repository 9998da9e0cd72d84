import sharp from 'sharp';
import supertest from 'supertest';
import { expect, test } from 'vitest';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { expectListContract } from '../../../test/ra-contract';
import { db } from '../../platform/db';
import { storage } from '../../platform/storage';
import { INBOX_SORTS, SERVICE_SORTS } from './admin-content';
import { IMAGE_ADDRESS } from './admin-schemas';

const app = await testApp();
const adminToken = await signIn(await makeAdmin());
const memberToken = await signIn(await makeUser());
const listQuery = (params: Record<string, unknown>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString();

test('administrators create, order, edit and delete services; the public page follows', async () => {
  const a = await app.post('/api/admin/services', { key: 'editing', title: 'Editing', body: '<p>Careful <script>x</script>reading.</p>', position: 2, published: true }, adminToken);
  expect(a.status).toBe(201);
  expect(a.body.body).toBe('<p>Careful reading.</p>');
  const b = await app.post('/api/admin/services', { key: 'indexing', title: 'Indexing', position: 1, published: true }, adminToken);
  expect((await app.get('/api/services')).body.services.map((s: { key: string }) => s.key)).toEqual(['indexing', 'editing']);
  const edited = await app.put(`/api/admin/services/${b.body.id}`, { key: 'indexing', title: 'Indexing', position: 3, published: true }, adminToken);
  expect(edited.body.position).toBe(3);
  expect((await app.get(`/api/admin/services?${listQuery({ sort: ['position', 'ASC'] })}`, adminToken)).body.map((s: { key: string }) => s.key)).toEqual(['editing', 'indexing']);
  expect((await app.post('/api/admin/services', { key: 'bad key', title: '' }, adminToken)).body.errors).toMatchObject({ key: [expect.stringMatching(/letters/)], title: ['This field is required.'] });
  const duplicate = await app.post('/api/admin/services', { key: 'editing', title: 'Duplicate' }, adminToken);
  expect(duplicate.status).toBe(409);
  expect(duplicate.body.errors).toEqual({ key: ['Another service already uses this key.'] });
  expect((await app.get(`/api/admin/services?${listQuery({ filter: { id: [b.body.id] } })}`, adminToken)).body.map((s: { key: string }) => s.key)).toEqual(['indexing']);
  const deleted = await app.send('delete', `/api/admin/services/${a.body.id}`, undefined, adminToken);
  expect(deleted.status).toBe(200);
  expect(deleted.body).toMatchObject({ id: a.body.id, key: 'editing' });
  expect((await app.get('/api/services')).body.services.map((s: { key: string }) => s.key)).toEqual(['indexing']);
});

test('administrators read the inbox and mark messages handled', async () => {
  await app.post('/api/contact', { email: 'reader@example.test', subject: 'Damaged copy', message: 'The spine is cracked.' });
  await app.post('/api/services/quote', { email: 'author@example.test', message: 'A quote for 300 pages, please.' });
  const messages = await app.get(`/api/admin/contact_messages?${listQuery({ filter: { handled: false } })}`, adminToken);
  expect(messages.headers['content-range']).toBe('contact_messages 0-0/1');
  const [message] = messages.body;
  expect(message).toMatchObject({ email: 'reader@example.test', subject: 'Damaged copy', handled: false });
  expect(message).not.toHaveProperty('ip');
  const handled = await app.put(`/api/admin/contact_messages/${message.id}`, { ...message, handled: true }, adminToken);
  expect(handled.body).toMatchObject({ handled: true, handled_at: expect.any(String) });
  expect((await app.get(`/api/admin/contact_messages?${listQuery({ filter: { handled: false } })}`, adminToken)).body).toEqual([]);
  const quotes = await app.get(`/api/admin/quote_requests?${listQuery({ filter: { q: '300 pages' } })}`, adminToken);
  expect(quotes.body.map((q: { email: string }) => q.email)).toEqual(['author@example.test']);
  for (const path of ['/api/admin/contact_messages', '/api/admin/quote_requests', '/api/admin/services']) {
    expect((await app.get(path)).status).toBe(401);
    expect((await app.get(path, memberToken)).status).toBe(403);
  }
});

test('services, contact messages and quote requests speak ra-data-simple-rest: sort, range, q, ids, Content-Range', async () => {
  const services = [];
  for (const key of ['contract_b', 'contract_a', 'contract_c']) services.push((await app.post('/api/admin/services', { key, title: `Contract ${key}` }, adminToken)).body.id);
  await expectListContract(app, { resource: 'services', token: adminToken, sortable: SERVICE_SORTS, q: 'contract_', matching: services });

  for (const n of [1, 2, 3]) {
    await app.post('/api/contact', { email: `contract${n}@example.test`, subject: `Contract question ${n}`, message: 'A question.' });
    await app.post('/api/services/quote', { email: `contract${n}@example.test`, subject: `Contract quote ${n}`, message: 'A quote, please.' });
  }
  for (const table of ['contact_messages', 'quote_requests'] as const) {
    const matching: number[] = await db(table).whereLike('email', 'contract%').pluck('id');
    await expectListContract(app, { resource: table, token: adminToken, sortable: INBOX_SORTS[table], q: 'contract', matching });
  }
});

test('a service picture is an http(s) address or a path of ours; anything else is a 400 on img_src', async () => {
  const save = (img_src: unknown) => app.post('/api/admin/services', { key: `pic_${Math.random().toString(36).slice(2)}`, title: 'Pictured', img_src }, adminToken);
  for (const ok of ['https://images.example.test/a.jpg', 'http://example.test/b.png', '/uploads/services/banner.webp', '', null]) {
    expect((await save(ok)).status, String(ok)).toBe(201);
  }
  for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png', '/api/me', '/uploads/../db/x', 'ftp://example.test/x.png', 'https://user:pw@example.test/x.png', 'picture.png', '/uploads/tmp/notes.txt']) {
    const res = await save(bad);
    expect(res.status, bad).toBe(400);
    expect(res.body.errors, bad).toEqual({ img_src: [IMAGE_ADDRESS] });
  }
});

test('services take an uploaded picture like SKUs: claimed after the commit, shown on the services page', async () => {
  const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#365' } }).png().toBuffer();
  const uploaded = await supertest(app.url).post('/api/sku_img_tmp_upload').set('Authorization', `Bearer ${adminToken}`).attach('sku_images', png, 'banner.png');
  expect(uploaded.status).toBe(201);
  const [file] = uploaded.body.files;
  expect(file.url).toBe(`/uploads/tmp/${file.filename}`);

  // A save that fails (the key is taken) leaves the upload where it was.
  await app.post('/api/admin/services', { key: 'taken_key', title: 'First' }, adminToken);
  const refused = await app.post('/api/admin/services', { key: 'taken_key', title: 'Proofreading', img_src: file.url }, adminToken);
  expect(refused.status).toBe(409);
  expect(await storage.get(`tmp/${file.filename}`)).not.toBeNull();

  const created = await app.post('/api/admin/services', { key: 'proofreading', title: 'Proofreading', img_src: file.url, published: true }, adminToken);
  expect(created.status).toBe(201);
  const final = `/uploads/services/${file.filename}`;
  expect(created.body.img_src).toBe(final);
  await expect.poll(() => storage.get(`services/${file.filename}`), { timeout: 10_000 }).not.toBeNull();
  expect(await storage.get(`tmp/${file.filename}`)).toBeNull();
  // Placed at most 1600 px wide.
  expect((await sharp((await storage.get(`services/${file.filename}`))!).metadata()).width).toBe(1600);
  const page = await app.get('/api/services');
  expect(page.body.services.find((s: { key: string }) => s.key === 'proofreading').img_src).toBe(final);
  expect((await supertest(app.url).get(final)).status).toBe(200);

  // Claimed once: the same upload cannot be saved again; an expired one says so on the field.
  const again = await app.put(`/api/admin/services/${created.body.id}`, { ...created.body, img_src: file.url }, adminToken);
  expect(again.status).toBe(400);
  expect(again.body.errors.img_src[0]).toMatch(/expired/);

  // Replacing the picture removes the old file once nothing shows it.
  const replaced = await app.put(`/api/admin/services/${created.body.id}`, { ...created.body, img_src: 'https://images.example.test/new.jpg' }, adminToken);
  expect(replaced.body.img_src).toBe('https://images.example.test/new.jpg');
  await expect.poll(() => storage.get(`services/${file.filename}`), { timeout: 10_000 }).toBeNull();
});
