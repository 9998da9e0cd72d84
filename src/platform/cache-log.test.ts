import { expect, test } from 'vitest';
import { makeArticle } from '../../test/content-factories';
import { readClock } from './cache-log';
import { pruneCacheLog } from './cache-log-pruning';
import { db } from './db';

// The log of what writes touched (src/platform/cache-log.ts) is pruned by the worker's schedule.

test('pruning deletes the entries older than a quarter of an hour and keeps the recent ones', async () => {
  await makeArticle({ title: 'A Logged Leaf' });
  await makeArticle({ title: 'A Later Leaf' });
  const clock = await readClock();
  const [old, recent] = [clock - 1, clock];
  await db('cache_log').where({ seq: old }).update({ logged_at: db.raw(`now() - interval '16 minutes'`) });

  await pruneCacheLog.process({});

  const left = (await db('cache_log').whereIn('seq', [old, recent]).pluck('seq')).map(Number);
  expect(left).toEqual([recent]);
});
