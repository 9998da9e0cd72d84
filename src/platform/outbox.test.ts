import { expect, test } from 'vitest';
import { db } from './db';
import { claimDue, insertRow, oldestWaiting, OUTBOX } from './outbox';

const row = (n: number) => ({ name: 'test.noop', payload: { n }, maxAttempts: 1, backoffMs: 10 });

test('relays claiming at the same time never take the same row', async () => {
  for (let n = 0; n < 60; n++) await insertRow(db, row(n));
  const claims = await Promise.all([claimDue(25, 30_000, { countAttempt: false }), claimDue(25, 30_000, { countAttempt: false }), claimDue(25, 30_000, { countAttempt: false })]);
  const ids = claims.flat().map((r) => r.id);
  expect(ids).toHaveLength(60);
  expect(new Set(ids).size).toBe(60);
  // Leased rows are not claimed again until the lease runs out.
  expect(await claimDue(25, 30_000, { countAttempt: false })).toEqual([]);
  await db(OUTBOX).update({ leased_until: new Date(Date.now() - 1000) });
  expect(await claimDue(100, 30_000, { countAttempt: false })).toHaveLength(60);
  await db(OUTBOX).delete();
});

test('a delayed row is not due before its time; the oldest due row tells how long jobs have waited', async () => {
  expect(await oldestWaiting()).toBeNull();
  await insertRow(db, { ...row(1), delayMs: 60_000 });
  expect(await claimDue(10, 30_000, { countAttempt: false })).toEqual([]);
  expect(await oldestWaiting()).toBeNull();
  const past = new Date(Date.now() - 10 * 60_000);
  await db(OUTBOX).insert({ name: 'test.noop', payload: '{}', max_attempts: 1, backoff_ms: 10, run_at: past });
  expect((await oldestWaiting())!.getTime()).toBe(past.getTime());
});

test('a dedupe key lets one waiting row exist at a time', async () => {
  await insertRow(db, { ...row(1), dedupeKey: 'schedule:x' });
  await insertRow(db, { ...row(2), dedupeKey: 'schedule:x' });
  expect(await db(OUTBOX).where({ dedupe_key: 'schedule:x' }).count<{ count: number }[]>('* as count').first()).toMatchObject({ count: 1 });
  await db(OUTBOX).where({ dedupe_key: 'schedule:x' }).update({ done_at: new Date() });
  await insertRow(db, { ...row(3), dedupeKey: 'schedule:x' });
  expect(await db(OUTBOX).where({ dedupe_key: 'schedule:x' }).count<{ count: number }[]>('* as count').first()).toMatchObject({ count: 2 });
});
