import { spawn } from 'node:child_process';
import supertest from 'supertest';
import { expect, test } from 'vitest';
import { makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';

// Every check of a typed password (sign-in and the current password of email change, password
// change and deletion) counts per account, whatever name was typed, and per address.
const app = await testApp();
const RATE_LIMITED = { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' };

/** A request from a given client address (the app trusts X-Forwarded-For from loopback). */
const from = (ip: string) => ({
  post: (path: string, body: object, token?: string) => {
    const req = supertest(app.url).post(path).set('X-Forwarded-For', ip);
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body);
  },
  del: (path: string, body: object, token: string) => supertest(app.url).delete(path).set('X-Forwarded-For', ip).set('Authorization', `Bearer ${token}`).send(body),
});

test('ten failures from one address lock that address out of the account, whichever name is typed; another address still signs in', async () => {
  const member = await makeUser();
  const a = from('203.0.113.10');
  for (let i = 0; i < 10; i++) {
    const user = i % 2 ? member.username.toUpperCase() : member.email;
    expect((await a.post('/api/auth/login', { user, password: 'not the password' })).status).toBe(401);
  }
  const refused = await a.post('/api/auth/login', { user: member.username, password: member.password });
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject(RATE_LIMITED);
  expect((await from('198.51.100.7').post('/api/auth/login', { user: member.email, password: member.password })).status).toBe(200);
});

test('current-password checks share the count with sign-ins', async () => {
  const member = await makeUser();
  const token = await signIn(member);
  const a = from('203.0.113.20');
  for (let i = 0; i < 4; i++) expect((await a.post('/api/auth/login', { user: member.username, password: 'wrong' })).status).toBe(401);
  for (let i = 0; i < 3; i++) {
    const res = await a.post('/api/user/upw', { old_password: 'wrong', new_password: 'a brand new passphrase', new_password_confirm: 'a brand new passphrase' }, token);
    expect(res.status).toBe(400);
  }
  for (let i = 0; i < 3; i++) expect((await a.post('/api/user/uem', { new_email: `x${i}@example.test`, new_email_confirm: `x${i}@example.test`, password: 'wrong' }, token)).status).toBe(400);
  // Ten failures: even the right password is refused from here, for deletion too.
  const deletion = await a.del('/api/user/d', { password: member.password }, token);
  expect(deletion.status).toBe(429);
  expect(deletion.body).toMatchObject(RATE_LIMITED);
  expect((await from('198.51.100.20').del('/api/user/d', { password: member.password }, token)).status).toBe(200);
});

test('an account at its hourly limit of 100 failures refuses the addresses that failed, not a new one with the right password', async () => {
  const member = await makeUser();
  for (let n = 0; n < 10; n++) {
    const attacker = from(`192.0.2.${n + 1}`);
    for (let i = 0; i < 10; i++) expect((await attacker.post('/api/auth/login', { user: member.username, password: `guess ${n} ${i}` })).status).toBe(401);
  }
  // A fresh attacker address gets one try, then is refused.
  const fresh = from('192.0.2.200');
  expect((await fresh.post('/api/auth/login', { user: member.username, password: 'one more guess' })).status).toBe(401);
  expect((await fresh.post('/api/auth/login', { user: member.username, password: member.password })).status).toBe(429);
  expect((await from('192.0.2.1').post('/api/auth/login', { user: member.username, password: member.password })).status).toBe(429);
  // The member, from where they are, gets in.
  expect((await from('198.51.100.30').post('/api/auth/login', { user: member.username, password: member.password })).status).toBe(200);
}, 60_000);

/** 200 concurrent wrong sign-ins from another process (an attacker is not in the server's event loop). */
function flood(username: string): Promise<number[]> {
  const script = `
    const guesses = Array.from({ length: 200 }, (_, i) => fetch(process.env.URL + '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.99' },
      body: JSON.stringify({ user: process.env.USERNAME, password: 'guess ' + i }),
    }).then((r) => r.status));
    Promise.all(guesses).then((s) => console.log(JSON.stringify(s)));`;
  const child = spawn(process.execPath, ['-e', script], { env: { ...process.env, URL: app.url, USERNAME: username } });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as number[]) : reject(new Error(`flood exited ${code}`)))));
}

// How long another member's sign-in takes meanwhile is the benchmark's ("sign-in during a flood",
// docs/performance.md); here, the mechanism: the flood's address gets at most two checks under way
// and 30 failures, the rest refused before any hashing, and another member still gets in.
test('200 concurrent wrong guesses: all refused, at most 30 of them hashed, and another member signs in meanwhile', async () => {
  const victim = await makeUser();
  const other = await makeUser();
  const guesses = flood(victim.username);
  // Sign in while the guesses arrive.
  await new Promise((r) => setTimeout(r, 150));
  const res = await from('198.51.100.40').post('/api/auth/login', { user: other.username, password: other.password });
  expect(res.status).toBe(200);
  const statuses = await guesses;
  expect(statuses).toHaveLength(200);
  expect(statuses.every((s) => s === 401 || s === 429 || s === 503)).toBe(true);
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(30);
});
