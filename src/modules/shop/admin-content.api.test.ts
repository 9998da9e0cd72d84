import { expect, test } from 'vitest';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';

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
  expect((await app.send('delete', `/api/admin/services/${a.body.id}`, undefined, adminToken)).status).toBe(200);
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
