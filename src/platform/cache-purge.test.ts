import { afterAll, beforeAll, expect, test } from 'vitest';
import { makeArticle } from '../../test/content-factories';
import { startFakeVarnish, type FakeVarnish } from '../../test/fake-varnish';
import { makeSku } from '../../test/shop-factories';
import { readClock, readCursor } from './cache-log';
import { cachePurger, keepPurged, purgeHeaders } from './cache-purge';
import { db } from './db';
import { surrogateToken } from './http/surrogate-keys';

// The purges of a shared cache in front (src/platform/cache-purge.ts), against two stand-ins for
// Varnish instances on this file's database: what is sent, in which requests, and where the cursor goes.

let caches: FakeVarnish[];
beforeAll(async () => {
  caches = await Promise.all([startFakeVarnish(), startFakeVarnish()]);
});
afterAll(() => Promise.all(caches.map((c) => c.close())));

const reset = () => {
  for (const cache of caches) {
    cache.purges.length = 0;
    cache.answer('ok');
  }
};
const purger = () => cachePurger(caches.map((c) => c.url));

test('the keys of every write committed since the cursor go to each instance in one PURGE, and the cursor moves to the clock', async () => {
  reset();
  const start = await readCursor();
  const sku = await makeSku({ title: 'A Purged Primer' });
  const article = await makeArticle();
  const clock = await readClock();
  expect(clock).toBeGreaterThan(start);

  expect(await purger().purgeUpTo(clock)).toBe(true);

  for (const cache of caches) {
    expect(cache.purges).toHaveLength(1);
    expect(cache.purges[0]!.all).toBe(false);
    expect(cache.tokens()).toEqual(expect.arrayContaining(['skus', `skus:id=${sku}`, 'articles', `articles:id=${article.id}`, `articles:slug=${article.slug}`]));
    expect(new Set(cache.tokens()).size).toBe(cache.tokens().length);
  }
  expect(await readCursor()).toBe(clock);

  // Already purged: nothing is sent again.
  expect(await purger().purgeUpTo(clock)).toBe(true);
  expect(caches[0]!.purges).toHaveLength(1);
});

test('a key too long to be a token is purged by its hash, as the Surrogate-Key header names it', async () => {
  reset();
  const slug = 'a_very_long_slug_'.repeat(6);
  const article = await makeArticle({ slug });
  expect(await purger().purgeUpTo(await readClock())).toBe(true);
  const tokens = caches[0]!.tokens();
  expect(tokens).toContain(`articles:id=${article.id}`);
  expect(tokens).toContain(surrogateToken(`articles:slug=${slug}`));
  expect(tokens.join(' ')).not.toContain(slug);
});

test('keys past 6 KB go in several requests, none over 6,000 characters, naming them all', async () => {
  reset();
  // One transaction per row keeps each row's keys (a transaction of many rows would log articles:*).
  const slugs: string[] = [];
  for (let i = 0; i < 200; i++) slugs.push((await makeArticle()).slug);
  expect(await purger().purgeUpTo(await readClock())).toBe(true);

  const cache = caches[0]!;
  expect(cache.purges.length).toBeGreaterThan(1);
  for (const p of cache.purges) expect(p.tokens.join(' ').length).toBeLessThanOrEqual(6_000);
  expect(cache.tokens()).toEqual(expect.arrayContaining(slugs.map((slug) => `articles:slug=${slug}`)));
  expect(caches[1]!.purges).toHaveLength(cache.purges.length);

  expect(purgeHeaders(['a', 'b'])).toEqual(['a b']);
  expect(purgeHeaders([])).toEqual([]);
});

test('an instance refusing leaves the cursor where it was; the next pass sends what waited', async () => {
  reset();
  const before = await readCursor();
  caches[1]!.answer('refuse');
  const sku = await makeSku({ title: 'The Unpurged Folio' });
  const clock = await readClock();

  expect(await purger().purgeUpTo(clock)).toBe(false);
  expect(await readCursor()).toBe(before);

  caches[1]!.answer('ok');
  expect(await purger().purgeUpTo(clock)).toBe(true);
  expect(caches[1]!.tokens()).toContain(`skus:id=${sku}`);
  expect(await readCursor()).toBe(clock);
});

test('an instance that does not answer fails the pass after its timeout; purgeUpTo never rejects', async () => {
  reset();
  const before = await readCursor();
  caches[0]!.answer('hang');
  await makeSku({ title: 'The Silent Reader' });
  expect(await purger().purgeUpTo(await readClock())).toBe(false);
  expect(await readCursor()).toBe(before);
});

test('entries pruned before they were purged: everything is purged, once, and the cursor moves to the clock', async () => {
  reset();
  await makeSku({ title: 'The Forgotten Change' });
  await makeArticle();
  const clock = await readClock();
  await db('cache_log').where('seq', '>', await readCursor()).andWhere('seq', '<', clock).delete();

  expect(await purger().purgeUpTo(clock)).toBe(true);
  for (const cache of caches) expect(cache.purges).toEqual([expect.objectContaining({ all: true, tokens: [] })]);
  expect(await readCursor()).toBe(clock);
});

test('callers arriving together share passes', async () => {
  reset();
  const shared = purger();
  for (let i = 0; i < 3; i++) await makeSku({ title: `Shared Pass ${i}` });
  const clock = await readClock();
  expect(await Promise.all(Array.from({ length: 20 }, () => shared.purgeUpTo(clock)))).toEqual(Array(20).fill(true));
  expect(caches[0]!.purges).toHaveLength(1);
});

test('the purger loop purges a write no request waited for (a job, a script) by itself', async () => {
  reset();
  await keepPurged(purger());
  const sku = await makeSku({ title: 'Written by a Job' });
  await expect.poll(() => caches[0]!.tokens(), { timeout: 10_000 }).toContain(`skus:id=${sku}`);
  await expect.poll(readCursor, { timeout: 10_000 }).toBe(await readClock());
});
