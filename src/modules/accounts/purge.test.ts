import { afterEach, expect, test, vi } from 'vitest';
import { makeUser, signIn } from '../../../test/factories';
import { db } from '../../platform/db';
import { dailyAccountsPurge } from './jobs';
import { purgeOldIps } from './ip-records';
import { dailyPurge } from './purge';

const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
});

test('IP addresses go after 100 days, except the sign-up address', async () => {
  const member = await makeUser();
  await db('users').where({ id: member.id }).update({ signup_ip: '203.0.113.7' });
  await db('ip_records').insert({ user_id: member.id, ip: '198.51.100.1', action: 'sign_in' });

  expect(await purgeOldIps(new Date(Date.now() + 99 * DAY))).toBe(0);
  expect(await db('ip_records').where({ user_id: member.id }).count({ n: '*' }).first()).toEqual({ n: 1 });

  // The daily job, with the clock moved 101 days on.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 101 * DAY });
  await dailyAccountsPurge.process({});
  expect(await db('ip_records').where({ user_id: member.id }).count({ n: '*' }).first()).toEqual({ n: 0 });
  expect(await db('users').where({ id: member.id }).first('signup_ip')).toEqual({ signup_ip: '203.0.113.7' });
});

test('the daily purge ends expired sessions, spent links and deleted accounts, and is safe to run twice', async () => {
  const kept = await makeUser();
  const gone = await makeUser();
  const token = await signIn(kept);
  await db('users').where({ id: gone.id }).update({ deleted_at: new Date(), purge_after: new Date(Date.now() + 90 * DAY) });

  const first = await dailyPurge(new Date(Date.now() + 2 * DAY));
  expect(first).toMatchObject({ sessions: 1, accounts: 1 });
  expect(await db('sessions').where({ user_id: kept.id }).first()).toBeUndefined();
  expect(await db('users').where({ id: kept.id }).first('id')).toEqual({ id: kept.id });
  expect(await db('users').where({ id: gone.id }).first()).toBeUndefined();
  expect(token).toBeTruthy();

  expect(await dailyPurge(new Date(Date.now() + 2 * DAY))).toMatchObject({ ips: 0, sessions: 0, tokens: 0, accounts: 0 });
});
