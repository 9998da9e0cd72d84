import { expect, test } from 'vitest';
import { makeAdmin, makeUser } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { db } from '../../platform/db';

const app = await testApp();

test('signing in by username or email (any case) gives a token that authenticates', async () => {
  const member = await makeUser({ username: 'Reader_One' });
  for (const user of ['reader_one', member.email.toUpperCase()]) {
    const res = await app.post('/api/auth/login', { user, password: member.password });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.user).toMatchObject({ username: 'Reader_One', email: member.email, active: true, roles: [] });
    expect(res.body.user).not.toHaveProperty('password_hash');
    const me = await app.post('/api/auth/authenticate', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(member.id);
  }
});

test('a wrong user and a wrong password get the same answer', async () => {
  const member = await makeUser();
  const wrongPassword = await app.post('/api/auth/login', { user: member.username, password: 'not the password' });
  const wrongUser = await app.post('/api/auth/login', { user: 'nobody_at_all', password: 'not the password' });
  expect(wrongPassword.status).toBe(401);
  expect(wrongUser.status).toBe(401);
  expect(wrongUser.body.message).toBe(wrongPassword.body.message);
});

test('blank fields get the required message', async () => {
  const res = await app.post('/api/auth/login', { user: '  ', password: '' });
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual({ user: ['This field is required.'], password: ['This field is required.'] });
});

test('logout revokes the session on the server', async () => {
  const member = await makeUser();
  const { token } = (await app.post('/api/auth/login', { user: member.username, password: member.password })).body;
  expect((await app.post('/api/auth/logout', {}, token)).status).toBe(204);
  expect((await app.post('/api/auth/authenticate', { token })).status).toBe(401);
  expect((await app.post('/api/auth/logout', {}, token)).status).toBe(401);
});

test('admin API: 401 for a visitor, 403 for a member, through for an administrator', async () => {
  const member = await makeUser();
  const admin = await makeAdmin();
  const login = async (u: { username: string; password: string }) =>
    (await app.post('/api/auth/login', { user: u.username, password: u.password })).body.token as string;
  expect((await app.get('/api/admin/members')).status).toBe(401);
  expect((await app.get('/api/admin/members', await login(member))).status).toBe(403);
  expect((await app.get('/api/admin/nothing-here', await login(admin))).status).toBe(404);
});

test('each sign-in records its IP address', async () => {
  const member = await makeUser();
  await app.post('/api/auth/login', { user: member.username, password: member.password });
  expect(await db('ip_records').where({ user_id: member.id }).select('ip', 'action')).toEqual([{ ip: '127.0.0.1', action: 'sign_in' }]);
});

test('a suspended member cannot sign in, and their sessions end', async () => {
  const member = await makeUser();
  const token = (await app.post('/api/auth/login', { user: member.username, password: member.password })).body.token;
  await db('users').where({ id: member.id }).update({ suspended_at: new Date() });
  expect((await app.post('/api/auth/authenticate', { token })).status).toBe(401);
  const res = await app.post('/api/auth/login', { user: member.username, password: member.password });
  expect(res.status).toBe(403);
  expect(res.body.code).toBe('suspended');
});
