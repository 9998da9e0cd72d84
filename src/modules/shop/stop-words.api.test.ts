import { beforeAll, expect, test } from 'vitest';
import { makeArticle } from '../../../test/content-factories';
import { testApp } from '../../../test/http';
import { makeSku } from '../../../test/shop-factories';

// Issue 36: "the" found 0 books, because English full text drops its stop words. A keyword of stop
// words only now finds the titles that carry each word whole, in the shop and in the library;
// every other keyword is searched, ranked and corrected as before.

const app = await testApp();
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

beforeAll(async () => {
  await makeSku({ title: 'The Name of the Rose', created_at: day(1) });
  await makeSku({ title: 'Theory of Type', created_at: day(2) });
  await makeSku({ title: 'Ink and Quill', description: '<p>A history of the scriptorium.</p>', created_at: day(3) });
  await makeSku({ title: 'Under the Volcano', created_at: day(4) });
  await makeSku({ title: 'The Hidden Press', published: false, created_at: day(5) });
  await makeArticle({ slug: 'the_center', title: 'The Center', published_at: day(1) });
  await makeArticle({ slug: 'to_be_read', title: 'To Be Read', published_at: day(2) });
  await makeArticle({ slug: 'margins', title: 'Margins', body: '<p>The margin is the page.</p>', published_at: day(3) });
});

const shop = async (keyword: string, sort = 'relevance') =>
  ((await app.get(`/api/shop/p/sku?sort_by=${sort}&keyword=${encodeURIComponent(keyword)}`)).body as { skus: Array<{ title: string[] }> }).skus.map((s) => s.title[0]);
const count = async (keyword: string) => (await app.post('/api/shop/sku/count', { keyword })).body.count;
const library = async (keyword: string) => {
  const { articles, total } = (await app.post('/api/article/search/f', { keyword, sort_by: 'relevance' })).body as { articles: Array<{ title: string }>; total: number };
  return { titles: articles.map((a) => a.title), total };
};

test('"the" finds the published books whose title holds the word, newest first, and the count agrees', async () => {
  expect(await shop('the')).toEqual(['Under the Volcano', 'The Name of the Rose']);
  expect(await shop('THE')).toEqual(['Under the Volcano', 'The Name of the Rose']);
  expect(await count('the')).toBe(2);
  expect(await shop('the', 'alpha_asc')).toEqual(['The Name of the Rose', 'Under the Volcano']);
  // A title must hold every stop word asked for.
  expect(await shop('of the')).toEqual(['The Name of the Rose']);
  expect(await count('of the')).toBe(1);
});

test('"the" in the library finds the articles titled with it, on both searches', async () => {
  expect(await library('the')).toEqual({ titles: ['The Center'], total: 1 });
  expect(await library('to be')).toEqual({ titles: ['To Be Read'], total: 1 });
  const admin = (await app.post('/api/article/search', { keyword: 'the' })).body;
  expect(admin.articles.map((a: { title: string }) => a.title)).toEqual(['The Center']);
});

test('a keyword with another word is searched as before: stop words dropped, ranked, typos forgiven', async () => {
  expect(await shop('the rose')).toEqual(['The Name of the Rose']);
  expect(await shop('the scriptorum')).toEqual(['Ink and Quill']);
  expect((await app.get('/api/shop/p/sku?keyword=the%20scriptorum')).body.corrected).toBe('the scriptorium');
  expect(await shop('theory')).toEqual(['Theory of Type']);
  expect((await library('the margin')).titles).toEqual(['Margins']);
});
