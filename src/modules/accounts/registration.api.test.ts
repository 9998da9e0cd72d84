import { expect, test } from 'vitest';
import { makeUser } from '../../../test/factories';
import { httpClient, testApp } from '../../../test/http';
import { lastMailTo, linkPath, mailsTo } from '../../../test/mail';
import { config } from '../../platform/config';
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

/** The site as seen from one client address, so each test has the per-address limits to itself. */
const from = (ip: string) => httpClient(app.url, { 'X-Forwarded-For': ip });

const activationCode = (link: string) => linkPath(link).replace('/activate/', '');
const REGISTERED = { message: 'To complete your registration, please check your email for the activation link.' };
const userCount = async () => Number((await db('users').count({ n: '*' }).first())!.n);

test('registering creates an unactivated member and mails an activation link, which signs them in', async () => {
  const body = registration({ email: 'Ada.Reader@Example.test' });
  const res = await app.post('/api/auth/register', body);
  expect(res.status).toBe(202);
  // No session and no account details: the answer for a known address is the same.
  expect(res.body).toEqual(REGISTERED);

  const row = await db('users').where({ username: body.username }).first();
  expect(row).toMatchObject({ email: 'Ada.Reader@Example.test', activated_at: null, first_name: 'Ada', last_name: 'Byron' });
  expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(row.signup_ip).toBe('127.0.0.1');
  expect(await db('sessions').where({ user_id: row.id })).toEqual([]);

  const mail = await lastMailTo('ada.reader@example.test');
  expect(mail.subject).toMatch(/Activate your .* account/);
  const code = activationCode(mail.links[0]!);
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // Only a hash of the code is stored.
  expect(await db('account_tokens').where({ token_hash: code }).first()).toBeUndefined();

  const activated = await app.post('/api/auth/activate', { code });
  expect(activated.status).toBe(200);
  expect(activated.body.user).toMatchObject({ id: row.id, username: body.username, active: true, roles: [] });
  expect((await app.post('/api/auth/authenticate', { token: activated.body.token })).body.user.active).toBe(true);

  // Single use: a second time it activates nothing, and says the account is active.
  const again = await app.post('/api/auth/activate', { code });
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ code: 'already_active', message: 'This account is already active. Please log in.' });
  expect(again.body).not.toHaveProperty('token');
});

test('a known address gets the same answer; its owner is mailed sign-in and reset links, and nothing else changes', async () => {
  const site = from('198.51.100.1');
  const owner = await makeUser();
  const ownerRow = () => db('users').where({ id: owner.id }).first();
  const untouched = await ownerRow();
  const before = await userCount();
  const sessions = Number((await db('sessions').count({ n: '*' }).first())!.n);

  const fresh = await site.post('/api/auth/register', registration());
  const known = await site.post('/api/auth/register', registration({ email: owner.email.toUpperCase(), password: 'another long passphrase' }));
  expect(known.status).toBe(fresh.status);
  expect(known.body).toEqual(fresh.body);
  expect(known.body).toEqual(REGISTERED);
  expect(Object.keys(known.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

  expect(await userCount()).toBe(before + 1);
  expect(Number((await db('sessions').count({ n: '*' }).first())!.n)).toBe(sessions);
  expect(await ownerRow()).toEqual(untouched);

  const mail = await lastMailTo(owner.email);
  expect(mail.subject).toMatch(/Someone tried to register with your .* address/);
  expect(mail.text).toContain(`the username ${owner.username}`);
  expect(mail.links).toContain(`${config.publicUrl}/login`);
  expect(mail.links).toContain(`${config.publicUrl}/forgotpw`);
  expect(mail.links.some((l) => l.includes('/activate/'))).toBe(false);
  expect(await mailsTo(owner.email)).toHaveLength(1);
  // The owner's password still works, the one typed at registration does not.
  expect((await app.post('/api/auth/login', { user: owner.email, password: owner.password })).status).toBe(200);
  expect((await app.post('/api/auth/login', { user: owner.email, password: 'another long passphrase' })).status).toBe(401);
});

test('an address registered twice at the same moment makes one account: one activation link, one note', async () => {
  const site = from('198.51.100.2');
  const email = 'twins@example.test';
  const [a, b] = await Promise.all([
    site.post('/api/auth/register', registration({ email })),
    site.post('/api/auth/register', registration({ email })),
  ]);
  expect([a.status, b.status]).toEqual([202, 202]);
  expect(a.body).toEqual(b.body);
  expect(await db('users').where({ email })).toHaveLength(1);
  await lastMailTo(email, { afterCount: 1 });
  const subjects = (await mailsTo(email)).map((m) => m.subject).sort();
  expect(subjects).toHaveLength(2);
  expect(subjects[0]).toMatch(/^Activate your/);
  expect(subjects[1]).toMatch(/^Someone tried to register/);
});

test('a member not yet activated can sign in and ask for a new link when the first expired', async () => {
  const body = registration();
  expect((await app.post('/api/auth/register', body)).status).toBe(202);
  const first = await lastMailTo(body.email);
  const signedIn = await app.post('/api/auth/login', { user: body.username, password: body.password });
  expect(signedIn.status).toBe(200);
  const { token, user } = signedIn.body;
  expect(user.active).toBe(false);
  await db('account_tokens').where({ user_id: user.id }).update({ expires_at: new Date(Date.now() - 1000) });
  expect((await app.post('/api/auth/activate', { code: activationCode(first.links[0]!) })).status).toBe(400);

  const resend = await app.post('/api/auth/activate/resend', {}, token);
  expect(resend.status).toBe(200);
  expect(resend.body.message).toBe(`We sent a new activation link to ${user.email}. The link works for 7 days.`);
  const second = await lastMailTo(user.email, { afterCount: 1 });
  expect((await app.post('/api/auth/activate', { code: activationCode(second.links[0]!) })).status).toBe(200);

  const done = await app.post('/api/auth/activate/resend', {}, token);
  expect(done.status).toBe(409);
  expect(await mailsTo(user.email)).toHaveLength(2);
  // Without a session, the address is asked for.
  const nameless = await app.post('/api/auth/activate/resend', {});
  expect(nameless.status).toBe(400);
  expect(nameless.body.errors).toEqual({ email: ['This field is required.'] });
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
  const res = await from('198.51.100.3').post('/api/auth/register', body);
  expect(res.status).toBe(202);
  expect(await db('users').where({ username: body.username }).first('first_name', 'last_name')).toEqual({
    first_name: '<img src=x onerror=alert(1)>',
    last_name: "Robert'); DROP TABLE users;--",
  });
});

test('a taken username is said whether the address is new or known; neither writes anything', async () => {
  const site = from('198.51.100.4');
  const owner = await makeUser();
  const first = registration();
  expect((await site.post('/api/auth/register', first)).status).toBe(202);
  const before = await userCount();
  for (const email of ['someone.new@example.test', owner.email, first.email.toUpperCase()]) {
    const sameName = await site.post('/api/auth/register', registration({ email, username: first.username.toUpperCase() }));
    expect(sameName.status, email).toBe(409);
    expect(sameName.body.errors, email).toEqual({ username: ['This username is taken. Please choose another.'] });
  }
  expect(await userCount()).toBe(before);
  expect(await mailsTo(owner.email)).toEqual([]);
  expect(await mailsTo('someone.new@example.test')).toEqual([]);
});

test('each address is mailed at most 3 times an hour by registration, new or known alike', async () => {
  const owner = await makeUser();
  for (const [i, email] of [owner.email, 'not.yet.known@example.test'].entries()) {
    const statuses: number[] = [];
    // From a fresh client address each time: the limit follows the mailbox, not the sender.
    for (let k = 0; k < 4; k++) statuses.push((await from(`198.51.100.${10 + i * 10 + k}`).post('/api/auth/register', registration({ email }))).status);
    expect(statuses, email).toEqual([202, 202, 202, 429]);
  }
  expect(await mailsTo(owner.email)).toHaveLength(3);
  expect(await mailsTo('not.yet.known@example.test')).toHaveLength(3);
});

test('registration is rate limited per address; forms sent back for typos do not count', async () => {
  for (let i = 0; i < 12; i++) expect((await app.post('/api/auth/register', { accept_terms: true })).status).toBe(400);
  const statuses: number[] = [];
  for (let i = 0; i < 12 && !statuses.includes(429); i++) statuses.push((await app.post('/api/auth/register', registration())).status);
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(10);
  const res = await app.post('/api/auth/register', registration());
  expect(res.status).toBe(429);
  expect(res.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
});
