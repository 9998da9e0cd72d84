import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, test } from 'vitest';

// Rate-limit counts in the real Redis, through a Redis user of this file's own whose right to load
// scripts the tests take away and give back. Needs REDIS_URL, as CI sets it.
const redisUrl = process.env.REDIS_URL;
const admin = redisUrl ? new Redis(redisUrl) : null;
const user = `test_rl_${randomBytes(4).toString('hex')}`;
const password = randomBytes(12).toString('hex');
const allowScripts = (allowed: boolean) => admin!.call('ACL', 'SETUSER', user, allowed ? '+script' : '-script');
if (admin) {
  await admin.call('ACL', 'SETUSER', user, 'on', `>${password}`, '~*', '&*', '+@all');
  const url = new URL(redisUrl!);
  url.username = user;
  url.password = password;
  process.env.REDIS_URL = url.toString();
}
afterAll(async () => {
  await admin?.call('ACL', 'DELUSER', user);
  admin?.disconnect();
});

// Imported after REDIS_URL names that user: config is read on first import.
const [{ counter }, { connectSharedRedis }, { config }] = await Promise.all([import('./limit-store'), import('../redis'), import('../config')]);
await connectSharedRedis();
const countInRedis = async (name: string, key: string) => Number(await admin!.get(`${config.QUEUE_PREFIX}:rl:${name}:${key}`));

describe.runIf(admin)('with Redis', () => {
  test('counts are kept in Redis, so every store of a limit (one per web process) shares them', async () => {
    await allowScripts(true);
    const [first, second] = [counter('shared', 60_000), counter('shared', 60_000)];
    expect(await first.add('reader')).toBe(1);
    expect(await second.add('reader')).toBe(2);
    expect(await first.count('reader')).toBe(2);
    expect(await countInRedis('shared', 'reader')).toBe(2);
    await second.reset('reader');
    expect(await first.count('reader')).toBe(0);
  });

  test('a store whose scripts could not be loaded is replaced: counting goes back to Redis', async () => {
    await allowScripts(false);
    const limit = counter('reload', 60_000);
    // Refused by Redis: counted in this process meanwhile.
    expect(await limit.add('reader')).toBe(1);
    expect(await countInRedis('reload', 'reader')).toBe(0);

    await allowScripts(true);
    expect(await limit.add('reader')).toBe(1);
    expect(await countInRedis('reload', 'reader')).toBe(1);
  });
});

test.skipIf(admin)('rate-limit store tests need REDIS_URL (CI sets it)', () => {});
