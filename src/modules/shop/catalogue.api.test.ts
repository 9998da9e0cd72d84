import { beforeAll, expect, test } from 'vitest';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { makeSku, makeTag, tagSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';

const app = await testApp();
const adminToken = await signIn(await makeAdmin());

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
const ids: Record<string, number> = {};
const tags: Record<string, number> = {};

beforeAll(async () => {
  tags.design = await makeTag('design', 'Design');
  tags.history = await makeTag('history', 'History');
  ids.elements = await makeSku({ title: 'The Elements of Typographic Style', subtitle: 'A manual of letterforms', created_at: day(1) });
  ids.hardcover = await makeSku({ title: 'Hardcover', parent_sku: ids.elements, list_price: 45, qty_on_hand: 12, sort_key: 1 });
  ids.ebook = await makeSku({ title: 'Ebook', parent_sku: ids.elements, list_price: 15, shipping_policy_id: 1, sort_key: 2 });
  ids.draft = await makeSku({ title: 'Hidden Draft', parent_sku: ids.elements, published: false });
  ids.cabinet = await makeSku({ title: 'Cabinets of Curiosity', description: 'On typographic specimens kept in drawers.', created_at: day(2) });
  ids.anatomy = await makeSku({ title: 'anatomy of a Page', created_at: day(3) });
  ids.unpublished = await makeSku({ title: 'Unpublished Typographic Secrets', published: false, created_at: day(4) });
  await tagSku(ids.elements, tags.design, tags.history);
  await tagSku(ids.cabinet, tags.history);
  await db('sku_images').insert({ sku_id: ids.elements, storage_key: 'skus/elements-front.webp', position: 0, caption: 'Front' });
});

const titles = (body: { skus: Array<{ title: string[] }> }) => body.skus.map((s) => s.title.join(', '));

test('visitors see published products (not variants) newest first; administrators see all on /shop/sku', async () => {
  const res = await app.get('/api/shop/p/sku');
  expect(res.status).toBe(200);
  expect(titles(res.body)).toEqual(['anatomy of a Page', 'Cabinets of Curiosity', 'The Elements of Typographic Style']);
  expect(titles((await app.get('/api/shop/sku')).body)).toEqual(titles(res.body));
  expect(titles((await app.get('/api/shop/sku', adminToken)).body)[0]).toBe('Unpublished Typographic Secrets');
  expect(titles((await app.get('/api/shop/p/sku', adminToken)).body)).toEqual(titles(res.body));
});

test('every sort', async () => {
  const order = async (sort_by: string) => titles((await app.get(`/api/shop/p/sku?sort_by=${sort_by}`)).body);
  expect(await order('date_oldest')).toEqual(['The Elements of Typographic Style', 'Cabinets of Curiosity', 'anatomy of a Page']);
  expect(await order('alpha_asc')).toEqual(['anatomy of a Page', 'Cabinets of Curiosity', 'The Elements of Typographic Style']);
  expect(await order('alpha_desc')).toEqual(['The Elements of Typographic Style', 'Cabinets of Curiosity', 'anatomy of a Page']);
  expect(await order('relevance')).toEqual(await order('date_newest'));
});

test('keyword search: full text ranks a title match above a description match, and a misspelling still finds the book', async () => {
  const search = async (keyword: string, sort = 'relevance') => titles((await app.get(`/api/shop/p/sku?keyword=${encodeURIComponent(keyword)}&sort_by=${sort}`)).body);
  expect(await search('typographic')).toEqual(['The Elements of Typographic Style', 'Cabinets of Curiosity']);
  expect(await search('letterforms')).toEqual(['The Elements of Typographic Style']);
  // The swap finds both, as the word typed right does, the title match first.
  expect(await search('typograhpic')).toEqual(['The Elements of Typographic Style', 'Cabinets of Curiosity']);
  expect(await search('curiousity')).toEqual(['Cabinets of Curiosity']);
  expect(await search('"typographic style" -cabinets')).toEqual(['The Elements of Typographic Style']);
  expect(await search('zzzz nothing')).toEqual([]);
  expect((await app.post('/api/shop/sku/count', { keyword: 'typographic' })).body).toEqual({ count: 2 });
});

test('tags narrow the catalogue: every tag asked for must be on the product', async () => {
  expect(titles((await app.get(`/api/shop/p/sku?tag=${tags.history}`)).body)).toEqual(['Cabinets of Curiosity', 'The Elements of Typographic Style']);
  expect(titles((await app.get(`/api/shop/p/sku?tag=${tags.history}|${tags.design}`)).body)).toEqual(['The Elements of Typographic Style']);
  expect((await app.post('/api/shop/sku/count', { tag: `${tags.history}|${tags.design}` })).body.count).toBe(1);
  expect((await app.post('/api/shop/sku/count', { tag: [tags.history] })).body.count).toBe(2);
});

test('pages and counts agree', async () => {
  const all = titles((await app.get('/api/shop/p/sku?sort_by=alpha_asc')).body);
  const pages = [];
  for (let offset = 0; offset < 4; offset += 2) pages.push(...titles((await app.get(`/api/shop/p/sku?sort_by=alpha_asc&offset=${offset}&pageSize=2`)).body));
  expect(pages).toEqual(all);
  expect((await app.post('/api/shop/sku/count', {})).body.count).toBe(all.length);
  expect((await app.post('/api/shop/sku/count', {}, adminToken)).body.count).toBe(all.length + 1);
});

test('the count takes the listing\'s parameters: sort_by, offset and pageSize are accepted and ignored', async () => {
  const listing = { keyword: 'typographic', tag: String(tags.history), sort_by: 'alpha_desc', offset: 1, pageSize: 1 };
  const page = (await app.get(`/api/shop/p/sku?${new URLSearchParams(Object.entries(listing).map(([k, v]) => [k, String(v)]))}`)).body;
  expect(titles(page)).toEqual(['Cabinets of Curiosity']);
  expect((await app.post('/api/shop/sku/count', listing)).body).toEqual({ count: 2 });
  // As strings too, the way a query string carries them.
  expect((await app.post('/api/shop/sku/count', { ...listing, offset: '20', pageSize: '10' })).body).toEqual({ count: 2 });
  // Checked as the listing checks them.
  for (const bad of [{ offset: -1 }, { pageSize: 0 }, { pageSize: 101 }, { sort_by: 'price' }]) {
    const res = await app.post('/api/shop/sku/count', bad);
    expect(res.status, JSON.stringify(bad)).toBe(400);
    expect(Object.keys(res.body.errors ?? {}), JSON.stringify(bad)).toEqual(Object.keys(bad));
  }
});

test('a variant carries its product\'s title part, images and ratings; the product lists its published variants', async () => {
  const member = await makeUser();
  await db('reviews').insert([
    { parent_sku: ids.elements, user_id: member.id, rating: 4 },
    { parent_sku: ids.elements, user_id: (await makeUser()).id, rating: 5 },
  ]);
  const res = await app.get(`/api/shop/sku/pid?ids=${ids.ebook}&ratings=1&fc=1&fpt=1&ship=1&full=1`);
  expect(res.status).toBe(200);
  const [ebook] = res.body.skus;
  expect(ebook).toMatchObject({
    id: ids.ebook,
    title: ['The Elements of Typographic Style', 'Ebook'],
    subtitle: 'A manual of letterforms',
    parent_sku: ids.elements,
    parents: [ids.elements],
    list_price: '15.00',
    ratings: { averageRating: 4.5, total: 2 },
    shipping_policy: [{ id: 1, free: true, day_range: '5-8' }],
    tags: [{ label: 'Design' }, { label: 'History' }],
  });
  expect(ebook.images[0].url).toBe('/uploads/skus/elements-front.webp');
  expect(ebook).toHaveProperty('description');
  expect(res.body._parent).toMatchObject({ id: ids.elements, title: ['The Elements of Typographic Style'] });
  expect(res.body._parent.children.map((c: { title: string }) => c.title)).toEqual(['Hardcover', 'Ebook']);

  const listed = (await app.get('/api/shop/p/sku?keyword=elements')).body.skus[0];
  expect(listed).not.toHaveProperty('description');
  expect(listed.ratings).toEqual({ averageRating: 4.5, total: 2 });
});

test('one SKU by id; unpublished ones are hidden from visitors but not from administrators', async () => {
  const res = await app.get(`/api/shop/sku/${ids.hardcover}`);
  expect(res.body.sku).toMatchObject({ id: ids.hardcover, title: ['The Elements of Typographic Style', 'Hardcover'], qty_on_hand: 12 });
  expect((await app.get(`/api/shop/sku/${ids.unpublished}`)).status).toBe(404);
  expect((await app.get(`/api/shop/sku/${ids.draft}`)).status).toBe(404);
  expect((await app.get(`/api/shop/sku/${ids.unpublished}`, adminToken)).status).toBe(200);
  expect((await app.get('/api/shop/sku/999999')).status).toBe(404);
});

test('product tags, all or by id', async () => {
  expect((await app.get('/api/shop/product_tags')).body.tags.map((t: { label: string }) => t.label)).toEqual(['Design', 'History']);
  expect((await app.get(`/api/shop/product_tags/${tags.history}`)).body.tags).toEqual([{ id: tags.history, name: 'history', label: 'History', symbol: null }]);
});

test('bad parameters get a 400 that says what is wrong', async () => {
  for (const path of [
    '/api/shop/p/sku?sort_by=price',
    '/api/shop/p/sku?pageSize=1000',
    '/api/shop/p/sku?offset=-1',
    '/api/shop/p/sku?tag=abc',
    `/api/shop/p/sku?keyword=${'k'.repeat(201)}`,
    '/api/shop/sku/pid',
    '/api/shop/sku/pid?ids=1,x',
    '/api/shop/sku/abc',
    '/api/shop/product_tags/x',
  ]) {
    const res = await app.get(path);
    expect(res.status, path).toBe(400);
    expect(res.body.message, path).toBeTruthy();
  }
  expect((await app.post('/api/shop/sku/count', { keyword: 'a', extra: 1 })).status).toBe(400);
  // SQL in a keyword is just words to search for.
  expect((await app.get(`/api/shop/p/sku?keyword=${encodeURIComponent("'; drop table skus; --")}`)).status).toBe(200);
  expect(await db('skus').count({ n: '*' }).first()).toMatchObject({ n: 7 });
});

test('the recommendation lists answer with skus', async () => {
  expect(titles((await app.get('/api/shop/new')).body)[0]).toBe('anatomy of a Page');
  expect((await app.get('/api/shop/popular')).body.skus).toHaveLength(3);
  expect((await app.get('/api/shop/featured')).body).toEqual({ skus: [] });
});

test('SPEC §8\'s recommendation keys: _new is the newest shelf; any other key says it is not supported; the cart is still the cart', async () => {
  expect((await app.get('/api/shop/_new')).body).toEqual((await app.get('/api/shop/new')).body);
  for (const key of ['newest', 'Featured', '_popular', 'x'.repeat(300)]) {
    const res = await app.get(`/api/shop/${key}`);
    expect(res.status, key).toBe(400);
    expect(res.body.message, key).toBe('Key is not a supported recommendation type');
  }
  // Routes of other modules under /shop/ are answered by them, not taken for a key.
  expect((await app.get('/api/shop/cart')).status).toBe(401);
  expect((await app.get('/api/shop/orders')).status).toBe(401);
});
