import { beforeAll, expect, test } from 'vitest';
import { db } from '../../platform/db';
import { articleSearchPage } from './search';

// Past 100 matches an article search's total is the planner's estimate (counting a common word
// exactly read every match); the pages themselves are exact and run to the last match.

const MATCHING = 150;

beforeAll(async () => {
  await db('articles').insert(
    Array.from({ length: MATCHING + 5 }, (_, i) => ({
      slug: `zeppelin_${i}`,
      title: i < MATCHING ? `Zeppelin log ${i}` : `Balloon log ${i}`,
      body: '<p>Notes from the hangar.</p>',
      published: true,
      published_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
    })),
  );
  await db.raw('analyze articles');
});

const search = (keyword: string, offset = 0) =>
  articleSearchPage({ keyword, sort: { by: 'published_at', order: 'DESC' }, offset, quantity: 100, publishedOnly: true });

test('over 100 matches: an estimate, flagged, rounded to two figures; the pages still hold every match', async () => {
  const first = await search('zeppelin');
  expect(first.totalEstimated).toBe(true);
  expect(first.total).toBeGreaterThan(100);
  expect(String(first.total)).toMatch(/^[1-9][0-9]?0*$/);
  const second = await search('zeppelin', 100);
  expect(first.ids.length + second.ids.length).toBe(MATCHING);
});

test('up to 100 matches: the exact total, not flagged', async () => {
  const few = await search('balloon');
  expect(few).toMatchObject({ total: 5 });
  expect(few.totalEstimated).toBeUndefined();
});
