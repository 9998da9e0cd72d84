import { beforeAll, expect, test } from 'vitest';
import { makeArticle } from '../../../test/content-factories';
import { testApp } from '../../../test/http';
import { makeSku, makeTag, tagSku } from '../../../test/shop-factories';

// The catalogue forgives typos as the article search does (src/platform/search): each kind of
// typo, in a title, a description and a tag name, through the public listing and its count.

const app = await testApp();
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

beforeAll(async () => {
  const tag = await makeTag('calligraphy', 'Calligraphy');
  await makeSku({ title: 'A Grammar of Grids', subtitle: 'Typesetting by measure', created_at: day(1) });
  await makeSku({ title: 'Ink and Quill', description: '<p>A history of the <b>scriptorium</b>.</p>', created_at: day(2) });
  await tagSku(await makeSku({ title: 'Broad Nibs', created_at: day(3) }), tag);
  await makeSku({ title: 'Grammer School Reader', created_at: day(4) });
  await makeSku({ title: 'Hidden Grammar', published: false, created_at: day(5) });
  await makeSku({ title: 'Memory Palaces', created_at: day(6) });
  // Words only the library's texts hold, each one typo from a word of the shop's: "header" from
  // "reader", "quilt" from "quill".
  await makeArticle({ slug: 'header_and_quilt', title: 'A Header and a Quilt' });
});

const titles = async (keyword: string) =>
  ((await app.get(`/api/shop/p/sku?sort_by=relevance&keyword=${encodeURIComponent(keyword)}`)).body as { skus: Array<{ title: string[] }> }).skus.map((s) => s.title[0]);

test('a swap, a missing, an extra and a wrong letter: in a title, a description and a tag name', async () => {
  for (const typo of ['Grmamar', 'gramar', 'grammmar', 'grammaw']) expect(await titles(typo)).toContain('A Grammar of Grids');
  for (const typo of ['scirptorium', 'scriptorim', 'scriptoriumm', 'scriptorium'.replace('o', 'a')]) expect(await titles(typo)).toEqual(['Ink and Quill']);
  for (const typo of ['caligraphy', 'callgiraphy', 'calligraphyy', 'calligrephy']) expect(await titles(typo)).toEqual(['Broad Nibs']);
});

test('a word naming a tag finds what carries it; "typsetting" finds the subtitle holding "Typesetting"', async () => {
  expect(await titles('Calligraphy')).toEqual(['Broad Nibs']);
  expect(await titles('typsetting')).toEqual(['A Grammar of Grids']);
});

test('the listing says which words it searched when it corrected a misspelling', async () => {
  expect((await app.get('/api/shop/p/sku?keyword=grmamar%20grdis')).body.corrected).toBe('grammar grids');
  expect((await app.get('/api/shop/p/sku?keyword=grammar')).body).not.toHaveProperty('corrected');
});

test('a word the texts hold in another form is spelled right: never corrected; a misspelling of it still is', async () => {
  const palace = (await app.get('/api/shop/p/sku?keyword=memory%20palace')).body;
  expect(palace).not.toHaveProperty('corrected');
  expect(palace.skus.map((s: { title: string[] }) => s.title[0])).toEqual(['Memory Palaces']);
  expect((await app.get('/api/shop/p/sku?keyword=memroy%20palace')).body.corrected).toBe('memory palace');
});

test('a word some text of the site holds is never corrected, even on a tab whose texts lack it (issue 27)', async () => {
  // The library's words are words on the shop's tab, and the shop's on the library's.
  expect((await app.get('/api/shop/p/sku?keyword=header')).body).not.toHaveProperty('corrected');
  expect((await app.post('/api/article/search', { keyword: 'quill' })).body).not.toHaveProperty('corrected');
  // A word no text holds is still corrected, on either tab.
  expect((await app.get('/api/shop/p/sku?keyword=raeder')).body.corrected).toBe('reader');
  expect((await app.post('/api/article/search', { keyword: 'quitl' })).body.corrected).toBe('quilt');
});

test('exact matches first; a count agrees with the listing; unpublished stays hidden', async () => {
  expect(await titles('grammer')).toEqual(['Grammer School Reader', 'A Grammar of Grids']);
  expect(await titles('grammar')).toEqual(['A Grammar of Grids', 'Grammer School Reader']);
  expect((await app.post('/api/shop/sku/count', { keyword: 'grammar' })).body).toEqual({ count: 2 });
  // Two typos from "grammer": beyond a seven-letter word's budget.
  expect((await app.post('/api/shop/sku/count', { keyword: 'grmamar' })).body).toEqual({ count: 1 });
});
