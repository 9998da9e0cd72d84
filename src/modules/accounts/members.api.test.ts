import { expect, test } from 'vitest';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { expectListContract } from '../../../test/ra-contract';
import { db } from '../../platform/db';
import { MEMBER_SORTS } from './members';

const app = await testApp();
const admin = await makeAdmin({ username: 'chief' });
const adminToken = await signIn(admin);
const list = (query: Record<string, unknown>, token = adminToken) =>
  app.get(`/api/admin/members?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]))}`, token);

test('administrators page through members with a Content-Range total', async () => {
  for (let i = 0; i < 4; i++) await makeUser({ username: `page_${i}` });
  const res = await list({ sort: ['username', 'ASC'], range: [0, 2] });
  expect(res.status).toBe(200);
  expect(res.headers['content-range']).toBe('members 0-2/5');
  expect(res.body.map((m: { username: string }) => m.username)).toEqual(['chief', 'page_0', 'page_1']);
  expect(res.body[0]).toMatchObject({ roles: ['administrator'], email: 'chief@example.test' });
  expect(res.body[0]).not.toHaveProperty('password_hash');
});

test('the q filter searches usernames, emails and names; deleted members are hidden', async () => {
  const gone = await makeUser({ username: 'searchable_gone' });
  await makeUser({ username: 'searchable_here' });
  await db('users').where({ id: gone.id }).update({ deleted_at: new Date() });
  const res = await list({ filter: { q: 'SEARCHABLE' } });
  expect(res.body.map((m: { username: string }) => m.username)).toEqual(['searchable_here']);
  expect((await list({ filter: { q: '100%_' } })).body).toEqual([]);
});

test('bad list parameters get a 400, and only administrators may list', async () => {
  expect((await list({ sort: ['password_hash', 'ASC'] })).status).toBe(400);
  expect((await app.get('/api/admin/members?range=oops', adminToken)).status).toBe(400);
  expect((await app.get('/api/admin/members')).status).toBe(401);
  const member = await makeUser();
  expect((await list({}, await signIn(member))).status).toBe(403);
});

test('the members list speaks ra-data-simple-rest: sort, range, q, ids, Content-Range', async () => {
  const matching = [];
  for (const name of ['contract_c', 'contract_a', 'contract_b']) matching.push((await makeUser({ username: name })).id);
  await expectListContract(app, { resource: 'members', token: adminToken, sortable: MEMBER_SORTS, q: 'contract_', matching });
});
