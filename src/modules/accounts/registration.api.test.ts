import { expect, test } from 'vitest';
import { testApp } from '../../../test/http';
import { lastMailTo, linkPath, mailsTo } from '../../../test/mail';
import { db } from '../../platform/db';

const app = await testApp();

let n = 0;
/** A valid registration, unique per call. */
const registration = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    email: `new.reader${n}@example.test`,
    username: `new_reader${n}`,
    password: 'marginalia in the library',
    first_name: 'Ada',
    last_name: 'Byron',
    accept_terms: true,
    ...over,
  };
};

const activationCode = (link: string) => linkPath(link).replace('/activate/', '');

test('registering creates an unactivated member, signs them in and mails an activation link', async () => {
  const body = registration({ email: 'Ada.Reader@Example.test' });
  const res = await app.post('/api/auth/register', body);
  expect(res.status).toBe(201);
  expect(res.body.message).toBe('To complete your registration, please check your email for the activation link.');
  expect(res.body.user).toMatchObject({ username: body.username, email: 'Ada.Reader@Example.test', active: false, roles: [] });
  expect((await app.post('/api/auth/authenticate', { token: res.body.token })).status).toBe(200);

  const row = await db('users').where({ id: res.body.user.id }).first();
  expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(row.signup_ip).toBe('127.0.0.1');

  const mail = await lastMailTo('ada.reader@example.test');
  expect(mail.subject).toMatch(/Activate your .* account/);
  const code = activationCode(mail.links[0]!);
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // Only a hash of the code is stored.
  expect(await db('account_tokens').where({ token_hash: code }).first()).toBeUndefined();

  const activated = await app.post('/api/auth/activate', { code });
  expect(activated.status).toBe(200);
  expect(activated.body.user.active).toBe(true);
  expect((await app.post('/api/auth/authenticate', { token: activated.body.token })).body.user.active).toBe(true);

  // Single use.
  const again = await app.post('/api/auth/activate', { code });
  expect(again.status).toBe(400);
  expect(again.body.message).toMatch(/invalid or has expired/);
});

test('an expired activation link is refused, and a member can ask for a new one', async () => {
  const res = await app.post('/api/auth/register', registration());
  const { token, user } = res.body;
  const first = await lastMailTo(user.email);
  await db('account_tokens').where({ user_id: user.id }).update({ expires_at: new Date(Date.now() - 1000) });
  expect((await app.post('/api/auth/activate', { code: activationCode(first.links[0]!) })).status).toBe(400);

  const resend = await app.post('/api/auth/activate/resend', {}, token);
  expect(resend.status).toBe(200);
  expect(resend.body.message).toBe(`We sent a new activation link to ${user.email}.`);
  const second = await lastMailTo(user.email, { afterCount: 1 });
  expect((await app.post('/api/auth/activate', { code: activationCode(second.links[0]!) })).status).toBe(200);

  const done = await app.post('/api/auth/activate/resend', {}, token);
  expect(done.status).toBe(409);
  expect(await mailsTo(user.email)).toHaveLength(2);
  expect((await app.post('/api/auth/activate/resend', {})).status).toBe(401);
});

test('every missing field gets the spec\'s message; unchecked terms get theirs', async () => {
  const res = await app.post('/api/auth/register', {});
  expect(res.status).toBe(400);
  expect(res.body.errors).toMatchObject({
    email: ['This field is required.'],
    username: ['This field is required.'],
    password: ['This field is required.'],
    accept_terms: ['Please accept the terms and conditions.'],
  });
  const blank = await app.post('/api/auth/register', registration({ email: '   ', username: ' ', accept_terms: false }));
  expect(blank.body.errors).toMatchObject({ email: ['This field is required.'], username: ['This field is required.'], accept_terms: ['Please accept the terms and conditions.'] });
  const shortPassword = await app.post('/api/auth/register', registration({ password: '' }));
  expect(shortPassword.body.errors).toEqual({ password: ['This field is required.'] });
});

test('bad input is refused with a clear message and writes nothing', async () => {
  const before = (await db('users').count({ n: '*' }).first())!.n;
  const cases: Array<[Record<string, unknown>, string, RegExp]> = [
    [{ extra: 'field' }, '_', /unrecognized|Unrecognized/i],
    [{ email: 'not-an-email' }, 'email', /valid email/],
    [{ email: 42 }, 'email', /required/],
    [{ email: `${'a'.repeat(250)}@example.test` }, 'email', /At most 254/],
    [{ username: 'ab' }, 'username', /3 to 30/],
    [{ username: 'x'.repeat(31) }, 'username', /3 to 30/],
    [{ username: 'аdmin' }, 'username', /letters \(a-z\)/], // Cyrillic а posing as Latin a
    [{ username: 'reader one' }, 'username', /3 to 30/],
    [{ username: "x' OR 1=1 --" }, 'username', /3 to 30/],
    [{ username: '<script>alert(1)</script>' }, 'username', /3 to 30/],
    [{ username: 'Admin' }, 'username', /reserved/],
    [{ password: 'short' }, 'password', /at least 8/],
    [{ password: 'p'.repeat(129) }, 'password', /at most 128/],
    [{ password: 'password123' }, 'password', /too common or too easy/],
    [{ password: 'qwertyuiop' }, 'password', /too common or too easy/],
    [{ first_name: 'n'.repeat(101) }, 'first_name', /At most 100/],
    [{ first_name: ['Ada'] }, 'first_name', /text/],
    [{ accept_terms: 'yes' }, 'accept_terms', /accept the terms/],
  ];
  for (const [over, field, message] of cases) {
    const res = await app.post('/api/auth/register', registration(over));
    expect(res.status, JSON.stringify(over)).toBe(400);
    expect(res.body.errors?.[field]?.join(' '), JSON.stringify(over)).toMatch(message);
  }
  expect((await db('users').count({ n: '*' }).first())!.n).toBe(before);
});

test('a password built from the member\'s own name is refused', async () => {
  const res = await app.post('/api/auth/register', registration({ username: 'marguerite_yourcenar', password: 'marguerite_yourcenar1' }));
  expect(res.status).toBe(400);
  expect(res.body.errors.password[0]).toMatch(/too common or too easy/);
});

test('script and SQL text in names is stored as plain text, not run', async () => {
  const body = registration({ first_name: '<img src=x onerror=alert(1)>', last_name: "Robert'); DROP TABLE users;--" });
  const res = await app.post('/api/auth/register', body);
  expect(res.status).toBe(201);
  expect(res.body.user.first_name).toBe('<img src=x onerror=alert(1)>');
  expect(res.body.user.last_name).toBe("Robert'); DROP TABLE users;--");
  expect(await db('users').where({ id: res.body.user.id }).first('last_name')).toEqual({ last_name: "Robert'); DROP TABLE users;--" });
});

test('email and username are unique regardless of case', async () => {
  const first = registration();
  expect((await app.post('/api/auth/register', first)).status).toBe(201);
  const sameEmail = await app.post('/api/auth/register', registration({ email: first.email.toUpperCase() }));
  expect(sameEmail.status).toBe(409);
  expect(sameEmail.body.errors.email[0]).toMatch(/already exists/);
  const sameName = await app.post('/api/auth/register', registration({ username: first.username.toUpperCase() }));
  expect(sameName.status).toBe(409);
  expect(sameName.body.errors.username[0]).toMatch(/taken/);
});

test('registration is rate limited per address; forms sent back for typos do not count', async () => {
  for (let i = 0; i < 12; i++) expect((await app.post('/api/auth/register', { accept_terms: true })).status).toBe(400);
  const statuses: number[] = [];
  for (let i = 0; i < 12 && !statuses.includes(429); i++) statuses.push((await app.post('/api/auth/register', registration())).status);
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(10);
  const res = await app.post('/api/auth/register', registration());
  expect(res.status).toBe(429);
  expect(res.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
});
