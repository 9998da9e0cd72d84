import { expect, test } from 'vitest';
import { makeUser, signIn } from '../../../test/factories';
import { httpClient, testApp } from '../../../test/http';
import { lastMailTo, linkPath, mailsTo } from '../../../test/mail';
import { db } from '../../platform/db';

// Issue 36: after registering, the visitor's page can mail the activation link again (signed out,
// by the address they typed), within a limit; and a link that has done its work says the account
// is active instead of "invalid".

const app = await testApp();
const from = (ip: string) => httpClient(app.url, { 'X-Forwarded-For': ip });
const codeOf = (link: string) => linkPath(link).replace('/activate/', '');
const waitingAnswer = (email: string) => `If an account at ${email} is waiting for activation, we have sent it a new link. The link works for 7 days.`;

let n = 0;
async function register(ip: string) {
  n += 1;
  const body = { email: `waiting${n}@example.test`, username: `waiting_reader${n}`, password: 'marginalia in the library', accept_terms: true };
  expect((await from(ip).post('/api/auth/register', body)).status).toBe(202);
  await lastMailTo(body.email);
  return body;
}

test('a visitor asks for the link again by address: the same answer for any address, a mail only where an account waits', async () => {
  const site = from('203.0.113.1');
  const waiting = await register('203.0.113.1');
  const active = await makeUser();
  for (const email of [waiting.email.toUpperCase(), active.email, 'nobody.here@example.test']) {
    const res = await site.post('/api/auth/activate/resend', { email });
    expect(res.status, email).toBe(200);
    expect(res.body, email).toEqual({ message: waitingAnswer(email) });
  }
  const second = await lastMailTo(waiting.email, { afterCount: 1 });
  expect(second.subject).toMatch(/^Activate your/);
  expect(await mailsTo(active.email)).toEqual([]);
  expect(await mailsTo('nobody.here@example.test')).toEqual([]);
  // The new link works.
  expect((await app.post('/api/auth/activate', { code: codeOf(second.links[0]!) })).status).toBe(200);
});

test('resends are limited to 3 an hour per address, from any client address, with a clear answer', async () => {
  const waiting = await register('203.0.113.2');
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) statuses.push((await from(`203.0.113.${10 + i}`).post('/api/auth/activate/resend', { email: waiting.email })).status);
  expect(statuses).toEqual([200, 200, 200, 429]);
  const refused = await from('203.0.113.20').post('/api/auth/activate/resend', { email: waiting.email });
  expect(refused.status).toBe(429);
  expect(refused.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
  await lastMailTo(waiting.email, { afterCount: 3 });
  expect(await mailsTo(waiting.email)).toHaveLength(4);
  // Bad input is refused and mails nothing.
  for (const body of [{ email: 'not-an-address' }, { email: 'x@example.test', extra: 1 }, { email: ['a@example.test'] }]) {
    expect((await from('203.0.113.30').post('/api/auth/activate/resend', body)).status, JSON.stringify(body)).toBe(400);
  }
});

test('a used link says the account is active: "already active" to its member signed in, "log in" to anyone else', async () => {
  const waiting = await register('203.0.113.3');
  const code = codeOf((await lastMailTo(waiting.email)).links[0]!);
  const opened = await app.post('/api/auth/activate', { code });
  expect(opened.status).toBe(200);
  const sessions = Number((await db('sessions').count({ n: '*' }).first())!.n);

  const signedIn = await app.post('/api/auth/activate', { code }, opened.body.token);
  expect(signedIn.status).toBe(409);
  expect(signedIn.body).toMatchObject({ code: 'already_active', message: 'Your account is already active.' });
  const someoneElse = await app.post('/api/auth/activate', { code }, await signIn(await makeUser()));
  expect(someoneElse.body).toMatchObject({ code: 'already_active', message: 'This account is already active. Please log in.' });
  expect((await app.post('/api/auth/activate', { code })).body.message).toBe('This account is already active. Please log in.');
  // No new session came of it (the other member's sign-in above made one).
  expect(Number((await db('sessions').count({ n: '*' }).first())!.n)).toBe(sessions + 1);
});

test('a link that never worked, or expired before the account was active, is still invalid', async () => {
  const waiting = await register('203.0.113.4');
  const code = codeOf((await lastMailTo(waiting.email)).links[0]!);
  const user = await db('users').where({ email: waiting.email }).first('id');
  await db('account_tokens').where({ user_id: user.id }).update({ expires_at: new Date(Date.now() - 1000) });
  for (const tried of [code, 'A'.repeat(43)]) {
    const res = await app.post('/api/auth/activate', { code: tried });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This activation link is invalid or has expired. Please ask for a new one.');
  }
});
