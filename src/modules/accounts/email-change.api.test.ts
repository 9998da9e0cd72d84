import { expect, test } from 'vitest';
import { FACTORY_PASSWORD, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { lastMailTo, linkPath, mailsTo } from '../../../test/mail';
import { config } from '../../platform/config';
import { db } from '../../platform/db';

// POST /api/user/uem (issue 36, item 8): the same answer whether or not the address has an
// account (the probe read "Another account already uses this email address." off a 409), the
// owner of a taken address told instead of a link mailed, and limits per member and per address
// (the probe mailed one address 27 times from 25 requests).

const app = await testApp();

const changeTo = (address: string, token: string, password = FACTORY_PASSWORD) =>
  app.post('/api/user/uem', { new_email: address, new_email_confirm: address, password }, token);

/** Email-change links issued so far for an address. */
const linksIssuedFor = async (address: string) => db('account_tokens').where({ purpose: 'email_change', new_email: address }).count({ n: '*' }).first().then((r) => Number(r!.n));
const emailOf = async (id: number) => (await db('users').where({ id }).first('email')).email as string;

test('an address with an account gets the answer a free one gets; its owner is told someone tried, and nothing changes', async () => {
  const member = await makeUser();
  const owner = await makeUser();
  const token = await signIn(member);
  const ownerRow = await db('users').where({ id: owner.id }).first();

  const free = await changeTo('free.address@example.test', token);
  const taken = await changeTo(owner.email.toUpperCase(), token);
  expect(taken.status).toBe(200);
  expect(taken.status).toBe(free.status);
  expect(taken.body.result.replace(owner.email.toUpperCase(), '<address>')).toBe(free.body.result.replace('free.address@example.test', '<address>'));
  expect(free.body.result).toBe("We've sent a link to free.address@example.test: open it to confirm your new address. Until then, your account keeps its current one.");
  expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(free.headers).sort());

  // The free address gets its link; the owner a notice with no link, naming their account.
  expect((await lastMailTo('free.address@example.test')).links.some((l) => l.includes('/confirm-email/'))).toBe(true);
  const notice = await lastMailTo(owner.email);
  expect(notice.subject).toMatch(/^Someone tried to use your .* address$/);
  expect(notice.text).toContain(`the username ${owner.username}`);
  expect(notice.text).toContain('nothing changed');
  expect(notice.links).toContain(`${config.publicUrl}/login`);
  expect(notice.links.some((l) => l.includes('/confirm-email/'))).toBe(false);
  expect(await mailsTo(owner.email)).toHaveLength(1);
  expect(await linksIssuedFor(owner.email)).toBe(0);
  expect(await db('users').where({ id: owner.id }).first()).toEqual(ownerRow);
  expect(await emailOf(member.id)).toBe(member.email);
  expect(await mailsTo(member.email)).toEqual([]);
});

test('a link whose address was taken after it was mailed is refused, saying so, and changes nothing', async () => {
  const member = await makeUser();
  const other = await makeUser();
  expect((await changeTo('soon.taken@example.test', await signIn(member))).status).toBe(200);
  const link = (await lastMailTo('soon.taken@example.test')).links.find((l) => l.includes('/confirm-email/'))!;
  await db('users').where({ id: other.id }).update({ email: 'soon.taken@example.test' });

  const res = await app.post('/api/auth/confirm-email', { token: linkPath(link).replace('/confirm-email/', '') });
  expect(res.status).toBe(409);
  expect(res.body.message).toBe('Another account now uses this email address, so yours was not changed.');
  expect(await emailOf(member.id)).toBe(member.email);
  expect(await mailsTo(member.email)).toEqual([]);
});

test('a member may ask 5 times an hour, free and taken addresses alike; past that a 429 that mails nobody', async () => {
  const member = await makeUser();
  const owner = await makeUser();
  const token = await signIn(member);
  // A wrong password is the password guard's to count, not this limit's.
  expect((await changeTo('typo.first@example.test', token, 'not my password')).status).toBe(400);

  const addresses = ['m1@example.test', owner.email, 'm3@example.test', 'm4@example.test', 'm5@example.test'];
  for (const address of addresses) expect((await changeTo(address, token)).status, address).toBe(200);
  const refused = await changeTo('m6@example.test', token);
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({ code: 'rate_limited', message: 'You have asked to change your email address too many times. Please wait an hour and try again.' });

  expect(await mailsTo('m6@example.test')).toEqual([]);
  expect(await linksIssuedFor('m6@example.test')).toBe(0);
  expect(await db('account_tokens').where({ user_id: member.id, purpose: 'email_change' })).toHaveLength(4);
  expect(await mailsTo(owner.email)).toHaveLength(1);
  // Another member is not held back by this one's count.
  expect((await changeTo('m6@example.test', await signIn(await makeUser()))).status).toBe(200);
});

test('an address is written to at most 3 times a day by email changes, whoever asks and whether or not it has an account', async () => {
  const owner = await makeUser();
  for (const address of ['wanted.by.many@example.test', owner.email]) {
    const statuses: number[] = [];
    // A fresh member each time: the limit follows the mailbox, whatever its letters' case.
    for (const typed of [address, address.toUpperCase(), address, address]) statuses.push((await changeTo(typed, await signIn(await makeUser()))).status);
    expect(statuses, address).toEqual([200, 200, 200, 429]);
  }
  const refused = await changeTo('wanted.by.many@example.test', await signIn(await makeUser()));
  expect(refused.body.message).toBe('We have written to that address too many times today. Please try again tomorrow.');

  expect(await mailsTo('wanted.by.many@example.test')).toHaveLength(3);
  expect(await linksIssuedFor('wanted.by.many@example.test')).toBe(3);
  expect(await mailsTo(owner.email)).toHaveLength(3);
  expect(await linksIssuedFor(owner.email)).toBe(0);
});
