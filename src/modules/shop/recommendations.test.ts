import { expect, test } from 'vitest';
import { makeSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';
import { featuredIds, newestIds, popularIds } from './recommendations';
import { recordSale } from './sales';

const latestMonday = () => {
  const now = new Date();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)));
  return monday.toISOString().slice(0, 10);
};

/** A paid order as checkout reports it to the shop. */
async function paidOrder(lines: Array<[number, number]>, paidAt = new Date()) {
  await db.transaction((trx) => recordSale(trx, { userId: null, paidAt, lines: lines.map(([sku_id, quantity]) => ({ sku_id, quantity })) }));
}

test('featured: this week\'s choice, or the latest earlier week when none was made', async () => {
  const earlier = await makeSku({ title: 'Featured last month', featured_week: '2026-01-05' });
  expect(await featuredIds()).toEqual([earlier]);
  const thisWeek = await makeSku({ title: 'Featured now', featured_week: latestMonday() });
  await makeSku({ title: 'Featured but unpublished', featured_week: latestMonday(), published: false });
  expect(await featuredIds()).toEqual([thisWeek]);
});

test('popular: this month\'s paid units per product (formats add up), then the most reviewed', async () => {
  const a = await makeSku({ title: 'A' });
  const aHard = await makeSku({ title: 'Hardcover', parent_sku: a });
  const aSoft = await makeSku({ title: 'Paperback', parent_sku: a });
  const b = await makeSku({ title: 'B' });
  const old = await makeSku({ title: 'Sold last year' });
  await paidOrder([[aHard, 2], [b, 3]]);
  await paidOrder([[aSoft, 2]]);
  await paidOrder([[old, 50]], new Date(Date.UTC(2025, 0, 15)));
  const top = await popularIds();
  expect(top.slice(0, 2)).toEqual([a, b]);
  expect(top).not.toContain(aHard);
  expect(top).toHaveLength(Math.min(10, (await db('skus').whereNull('parent_sku').where('published', true).count({ n: '*' }).first())!.n as number));
});

test('new: the newest published products', async () => {
  const newest = await makeSku({ title: 'Brand new', created_at: new Date(Date.now() + 60_000) });
  await makeSku({ title: 'Newer but hidden', published: false, created_at: new Date(Date.now() + 120_000) });
  expect((await newestIds())[0]).toBe(newest);
});

test('popular: sales of a variant count for its top-level product however deep it sits, and a hidden product stays hidden', async () => {
  const hidden = await makeSku({ title: 'Hidden product', published: false });
  const hiddenFormat = await makeSku({ title: 'Hardcover', parent_sku: hidden });
  const hiddenEdition = await makeSku({ title: 'Signed', parent_sku: hiddenFormat });
  const shown = await makeSku({ title: 'Shown product' });
  const shownFormat = await makeSku({ title: 'Paperback', parent_sku: shown });
  const shownEdition = await makeSku({ title: 'Large print', parent_sku: shownFormat });
  await paidOrder([[hiddenEdition, 500], [shownEdition, 400]]);
  const top = await popularIds();
  expect(top[0]).toBe(shown);
  for (const id of [hidden, hiddenFormat, hiddenEdition, shownFormat, shownEdition]) expect(top).not.toContain(id);
});
