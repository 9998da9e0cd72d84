import { expect, test } from 'vitest';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { db } from '../../platform/db';

const app = await testApp();
const admin = await makeAdmin({ username: 'chief' });
const adminToken = await signIn(admin);
const member = await makeUser({ username: 'plain_member' });
const memberToken = await signIn(member);
const unactivated = await makeUser({ username: 'not_yet', activated: false });
const unactivatedToken = await signIn(unactivated);

test('GET /api/users: administrators only, response field users', async () => {
  expect((await app.get('/api/users')).status).toBe(401);
  expect((await app.get('/api/users', memberToken)).status).toBe(403);
  expect((await app.get('/api/users', unactivatedToken)).status).toBe(403);
  const res = await app.get('/api/users?offset=0&quantity=2', adminToken);
  expect(res.status).toBe(200);
  expect(res.body.users.map((u: { username: string }) => u.username)).toEqual(['not_yet', 'plain_member']);
  expect(res.body.users[0]).not.toHaveProperty('password_hash');
  expect((await app.get('/api/users?quantity=1000', adminToken)).status).toBe(400);
});

test('the authorisation matrix of the account routes', async () => {
  const cases: Array<[string, string, number[]]> = [
    // route, method, [visitor, unactivated, member, admin]
    ['/api/user', 'get', [401, 200, 200, 200]],
    ['/api/admin/members', 'get', [401, 403, 403, 200]],
    [`/api/admin/members/${member.id}`, 'get', [401, 403, 403, 200]],
    [`/api/admin/members/${member.id}/reinstate`, 'post', [401, 403, 403, 200]],
  ];
  const tokens = [undefined, unactivatedToken, memberToken, adminToken];
  for (const [path, method, expected] of cases) {
    const got = [];
    for (const token of tokens) got.push((await app.send(method as 'get' | 'post', path, method === 'post' ? {} : undefined, token)).status);
    expect(got, `${method} ${path}`).toEqual(expected);
  }
});

test('administrators show, suspend, reinstate, grant and revoke; never against themselves', async () => {
  const target = await makeUser({ username: 'target_member' });
  const targetToken = await signIn(target);
  const shown = await app.get(`/api/admin/members/${target.id}`, adminToken);
  expect(shown.body).toMatchObject({ id: target.id, username: 'target_member', roles: [], suspended_at: null });
  expect(shown.body).toHaveProperty('last_sign_in_at');

  const suspended = await app.post(`/api/admin/members/${target.id}/suspend`, {}, adminToken);
  expect(suspended.body.suspended_at).not.toBeNull();
  expect((await app.post('/api/auth/authenticate', { token: targetToken })).status).toBe(401);
  expect((await app.post(`/api/admin/members/${target.id}/reinstate`, {}, adminToken)).body.suspended_at).toBeNull();

  expect((await app.put(`/api/admin/members/${target.id}/roles/administrator`, {}, adminToken)).body.roles).toEqual(['administrator']);
  expect((await app.put(`/api/admin/members/${target.id}/roles/administrator`, {}, adminToken)).body.roles).toEqual(['administrator']);
  expect((await app.send('delete', `/api/admin/members/${target.id}/roles/administrator`, undefined, adminToken)).body.roles).toEqual([]);

  const selfRevoke = await app.send('delete', `/api/admin/members/${admin.id}/roles/administrator`, undefined, adminToken);
  expect(selfRevoke.status).toBe(400);
  expect(selfRevoke.body.message).toBe('You cannot remove your own administrator role.');
  expect((await app.post(`/api/admin/members/${admin.id}/suspend`, {}, adminToken)).status).toBe(400);
  expect((await app.get(`/api/admin/members/999999`, adminToken)).status).toBe(404);
  expect((await app.get(`/api/admin/members/abc`, adminToken)).status).toBe(400);
});

test('two administrators suspending each other at once still leave one active', async () => {
  const a = await makeAdmin();
  const b = await makeAdmin();
  // Leave only a and b as active administrators.
  await db('users').where({ id: admin.id }).update({ suspended_at: new Date() });
  const [ra, rb] = await Promise.all([
    app.post(`/api/admin/members/${b.id}/suspend`, {}, await signIn(a)),
    app.post(`/api/admin/members/${a.id}/suspend`, {}, await signIn(b)),
  ]);
  expect([ra.status, rb.status]).toContain(200);
  const active = await db('users').whereIn('id', [a.id, b.id]).whereNull('suspended_at').count({ n: '*' }).first();
  expect(active).toEqual({ n: 1 });
  await db('users').where({ id: admin.id }).update({ suspended_at: null });
});

test('suspending twice keeps the first date, and the last sign-in survives the suspension', async () => {
  const target = await makeUser();
  await app.post('/api/auth/login', { user: target.username, password: target.password });
  const first = (await app.post(`/api/admin/members/${target.id}/suspend`, {}, adminToken)).body;
  expect(first.last_sign_in_at).not.toBeNull();
  await new Promise((r) => setTimeout(r, 20));
  const second = (await app.post(`/api/admin/members/${target.id}/suspend`, {}, adminToken)).body;
  expect(second.suspended_at).toBe(first.suspended_at);
  expect(second.last_sign_in_at).toBe(first.last_sign_in_at);
});
