import { expect, test } from 'vitest';
import { FACTORY_PASSWORD, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { lastMailTo, linkPath, mailsTo } from '../../../test/mail';
import { db } from '../../platform/db';

const app = await testApp();

const tokenFrom = (link: string, prefix: string) => linkPath(link).replace(prefix, '');
const loginAs = (user: string, password = FACTORY_PASSWORD) => app.post('/api/auth/login', { user, password });

test('a member edits first name, last name and phone; bad values are refused', async () => {
  const member = await makeUser();
  const token = await signIn(member);
  const res = await app.post('/api/user', { first_name: '  Iris ', last_name: 'Murdoch', phone: '(555) 555-5555' }, token);
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('Your profile has been updated.');
  expect(res.body.user).toMatchObject({ first_name: 'Iris', last_name: 'Murdoch', phone: '(555) 555-5555' });
  expect((await app.get('/api/user', token)).body.user.phone).toBe('(555) 555-5555');

  const cleared = await app.post('/api/user', { first_name: 'Iris', last_name: '', phone: null }, token);
  expect(cleared.body.user).toMatchObject({ last_name: null, phone: null });

  for (const phone of ['call me', '12', '+1 555 555 5555 5555 55', '<b>5555555</b>']) {
    const bad = await app.post('/api/user', { first_name: 'Iris', last_name: 'M', phone }, token);
    expect(bad.status, phone).toBe(400);
    expect(bad.body.errors.phone[0]).toMatch(/valid phone number/);
  }
  expect((await app.post('/api/user', { first_name: 'Iris', email: 'x@y.z' }, token)).status).toBe(400);
  expect((await app.get('/api/user', token)).body.user).toMatchObject({ first_name: 'Iris', last_name: null });
  expect((await app.post('/api/user', { first_name: 'X' })).status).toBe(401);
});

test('an email change takes effect when the link mailed to the new address is opened, and the old address is told', async () => {
  const member = await makeUser();
  const token = await signIn(member);
  const wrong = await app.post('/api/user/uem', { new_email: 'new@example.test', new_email_confirm: 'new@example.test', password: 'nope nope' }, token);
  expect(wrong.status).toBe(400);
  expect(wrong.body.errors.password).toEqual(['The password is incorrect.']);
  const mismatch = await app.post('/api/user/uem', { new_email: 'new@example.test', new_email_confirm: 'other@example.test', password: FACTORY_PASSWORD }, token);
  expect(mismatch.body.errors.new_email_confirm).toEqual(['The email addresses do not match.']);

  const res = await app.post('/api/user/uem', { new_email: 'New@Example.test', new_email_confirm: 'new@example.test', password: FACTORY_PASSWORD }, token);
  expect(res.status).toBe(200);
  expect(res.body.result).toMatch(/sent a link to New@Example.test/);
  expect((await app.get('/api/user', token)).body.user.email).toBe(member.email);

  const mail = await lastMailTo('new@example.test');
  const confirmToken = tokenFrom(mail.links[0]!, '/confirm-email/');
  const confirmed = await app.post('/api/auth/confirm-email', { token: confirmToken });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.message).toBe('Your email address has been updated.');
  expect((await app.get('/api/user', token)).body.user.email).toBe('New@Example.test');
  const notice = await lastMailTo(member.email);
  expect(notice.text).toContain('New@Example.test');
  expect((await app.post('/api/auth/confirm-email', { token: confirmToken })).status).toBe(400);
});

test('a password change keeps this session, signs out the others, and the new password works', async () => {
  const member = await makeUser();
  const here = (await loginAs(member.username)).body.token;
  const elsewhere = (await loginAs(member.username)).body.token;
  const newPassword = 'a quieter room of my own';

  const wrongOld = await app.post('/api/user/upw', { old_password: 'wrong wrong', new_password: newPassword, new_password_confirm: newPassword }, here);
  expect(wrongOld.body.errors.old_password).toEqual(['The password is incorrect.']);
  const mismatch = await app.post('/api/user/upw', { old_password: FACTORY_PASSWORD, new_password: newPassword, new_password_confirm: 'x' }, here);
  expect(mismatch.body.errors.new_password_confirm).toEqual(['The passwords do not match.']);
  const weak = await app.post('/api/user/upw', { old_password: FACTORY_PASSWORD, new_password: 'password1', new_password_confirm: 'password1' }, here);
  expect(weak.body.errors.new_password[0]).toMatch(/too common/);

  const res = await app.post('/api/user/upw', { old_password: FACTORY_PASSWORD, new_password: newPassword, new_password_confirm: newPassword }, here);
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('Your password has been updated.');
  expect((await app.post('/api/auth/authenticate', { token: here })).status).toBe(200);
  expect((await app.post('/api/auth/authenticate', { token: elsewhere })).status).toBe(401);
  expect((await loginAs(member.username)).status).toBe(401);
  expect((await loginAs(member.username, newPassword)).status).toBe(200);
});

test('forgot password: the same answer for any address; the link works once and signs everyone out', async () => {
  const member = await makeUser();
  const session = await signIn(member);
  const known = await app.post('/api/auth/forgotpw', { email: member.email.toUpperCase() });
  const unknown = await app.post('/api/auth/forgotpw', { email: 'nobody@example.test' });
  expect(known.status).toBe(200);
  expect(unknown.body).toEqual(known.body);
  expect(await mailsTo('nobody@example.test')).toEqual([]);

  const mail = await lastMailTo(member.email);
  const token = tokenFrom(mail.links[0]!, '/forgotpw/');
  const newPassword = 'the waves by virginia';
  const weak = await app.post('/api/auth/resetpw', { token, new_password: 'letmein1', new_password_confirm: 'letmein1' });
  expect(weak.status).toBe(400);
  const res = await app.post('/api/auth/resetpw', { token, new_password: newPassword, new_password_confirm: newPassword });
  expect(res.status).toBe(200);
  expect((await app.post('/api/auth/authenticate', { token: session })).status).toBe(401);
  expect((await loginAs(member.email, newPassword)).status).toBe(200);
  const again = await app.post('/api/auth/resetpw', { token, new_password: 'another long phrase here', new_password_confirm: 'another long phrase here' });
  expect(again.status).toBe(400);
  expect(again.body.message).toMatch(/invalid or has expired/);
});

test('deactivating signs the member out; signing in offers reactivation, which works', async () => {
  const member = await makeUser();
  const token = await signIn(member);
  const res = await app.post('/api/user/d', {}, token);
  expect(res.status).toBe(200);
  expect(res.body.message).toMatch(/^Your account has been deactivated/);
  expect((await app.post('/api/auth/authenticate', { token })).status).toBe(401);

  const login = await loginAs(member.username);
  expect(login.status).toBe(403);
  expect(login.body.code).toBe('deactivated');
  const wrong = await app.post('/api/auth/reactivate', { user: member.username, password: 'not it at all' });
  expect(wrong.status).toBe(401);
  const back = await app.post('/api/auth/reactivate', { user: member.username, password: FACTORY_PASSWORD });
  expect(back.status).toBe(200);
  expect(back.body.user.deactivated).toBe(false);
  expect((await loginAs(member.username)).status).toBe(200);
});

test('deleting needs the password, signs out at once, hides the account, and a job erases it; the member\'s words stay', async () => {
  const member = await makeUser();
  const token = await signIn(member);
  const [article] = await db('articles').insert({ slug: 'deletion_test', title: 'On leaving', body: '<p>Text</p>', author_id: member.id }).returning('id');
  const [comment] = await db('comments').insert({ article_id: article.id, user_id: member.id, body: 'I was here.', body_html: '<p>I was here.</p>' }).returning('id');

  expect((await app.del('/api/user/d', token)).status).toBe(400);
  const wrong = await app.send('delete', '/api/user/d', { password: 'not the one' }, token);
  expect(wrong.body.errors.password).toEqual(['The password is incorrect.']);

  const res = await app.send('delete', '/api/user/d', { password: FACTORY_PASSWORD }, token);
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('Your account has been deleted.');
  expect((await app.post('/api/auth/authenticate', { token })).status).toBe(401);
  expect((await loginAs(member.username)).status).toBe(401);

  await expect.poll(async () => db('users').where({ id: member.id }).first(), { timeout: 10_000 }).toBeUndefined();
  // Each module lets go of the member in its own job, after the account is gone.
  await expect.poll(async () => db('comments').where({ id: comment.id }).first('user_id', 'body'), { timeout: 10_000 }).toEqual({ user_id: null, body: 'I was here.' });
  await expect.poll(async () => db('articles').where({ id: article.id }).first('author_id'), { timeout: 10_000 }).toEqual({ author_id: null });
});

test('the member routes answer 401 to a visitor', async () => {
  for (const [method, path] of [
    ['get', '/api/user'],
    ['post', '/api/user'],
    ['post', '/api/user/uem'],
    ['post', '/api/user/upw'],
    ['post', '/api/user/d'],
    ['delete', '/api/user/d'],
  ] as const) {
    expect((await app.send(method, path, {})).status, `${method} ${path}`).toBe(401);
  }
});
