import { beforeAll, expect, test } from 'vitest';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { makeSku, makeTag, tagSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';

// A published variant (or a variant of a variant) of an unpublished product is as hidden as the
// product, in every public read; administrators previewing see it, as they see the product.

const app = await testApp();
const adminToken = await signIn(await makeAdmin());
const ids: Record<string, number> = {};

beforeAll(async () => {
  const tag = await makeTag('secret', 'Secret');
  ids.hidden = await makeSku({ title: 'Unannounced Atlas', published: false });
  ids.hiddenFormat = await makeSku({ title: 'Hardcover', parent_sku: ids.hidden, published: true });
  ids.hiddenEdition = await makeSku({ title: 'Signed', parent_sku: ids.hiddenFormat, published: true });
  ids.shown = await makeSku({ title: 'Known Atlas' });
  ids.shownFormat = await makeSku({ title: 'Paperback', parent_sku: ids.shown });
  ids.draftFormat = await makeSku({ title: 'Ebook draft', parent_sku: ids.shown, published: false });
  ids.draftEdition = await makeSku({ title: 'Ebook draft, large', parent_sku: ids.draftFormat, published: true });
  await tagSku(ids.hidden, tag);
  const member = await makeUser();
  await db('reviews').insert({ parent_sku: ids.hidden, user_id: member.id, rating: 5, title: 'Early copy' });
});

const hiddenIds = () => [ids.hidden, ids.hiddenFormat, ids.hiddenEdition, ids.draftFormat, ids.draftEdition];

/**
 * The SKU ids the product page's read finds for an id (none: the page answers 404): the browser
 * makes it through the API, the server in process with the same answer (test/site-reads.api.test.ts).
 */
const pageSkus = async (id: number | undefined, token?: string): Promise<number[]> =>
  (await app.get(`/api/shop/sku/pid?ids=${id}&fc=1&ratings=1&fpt=1&ship=1&full=1`, token)).body.skus.map((s: { id: number }) => s.id);

test('by id: a hidden variant is a 404, alone, in a list and on its family; its product page finds nothing', async () => {
  for (const id of hiddenIds()) {
    expect((await app.get(`/api/shop/sku/${id}`)).status).toBe(404);
    expect(await pageSkus(id)).not.toContain(id);
  }
  const family = await app.get(`/api/shop/sku/pid?ids=${ids.hiddenFormat},${ids.hiddenEdition},${ids.shown}&fc=1&fpt=1`);
  expect(family.status).toBe(200);
  expect(family.body.skus.map((s: { id: number }) => s.id)).toEqual([ids.shown, ids.shownFormat]);
  expect(family.body._parent.id).toBe(ids.shown);
  const shown = await app.get(`/api/shop/sku/${ids.shown}`);
  expect(shown.body.sku.children.map((c: { id: number }) => c.id)).toEqual([ids.shownFormat]);
  expect((await app.get(`/api/shop/sku/pid?ids=${ids.hiddenEdition}&fc=1`)).body).toEqual({ _parent: null, skus: [] });
});

test("reviews, ratings and counts of a hidden product's variants are not there for visitors", async () => {
  for (const id of [ids.hiddenFormat, ids.hiddenEdition]) {
    expect((await app.get(`/api/shop/sku/reviewsd/${id}`)).status).toBe(404);
    expect((await app.get(`/api/shop/sku/reviews/${id}/0/10`)).status).toBe(404);
  }
  const member = await signIn(await makeUser());
  expect((await app.post('/api/shop/sku/reviews', { parent_sku: ids.hiddenEdition, review_rating: 4 }, member)).status).toBe(404);
  const listing = await app.get('/api/shop/sku?keyword=Atlas');
  expect(listing.body.skus.map((s: { id: number }) => s.id)).toEqual([ids.shown]);
  expect((await app.post('/api/shop/sku/count', { keyword: 'Atlas' })).body).toEqual({ count: 1 });
});

test('administrators previewing see the variants, as they see the product', async () => {
  for (const id of hiddenIds()) {
    expect((await app.get(`/api/shop/sku/${id}`, adminToken)).status).toBe(200);
    expect(await pageSkus(id, adminToken)).toContain(id);
  }
  const edition = (await app.get(`/api/shop/sku/${ids.hiddenEdition}`, adminToken)).body.sku;
  expect(edition.title).toEqual(['Unannounced Atlas', 'Hardcover', 'Signed']);
  expect(edition.tags.map((t: { name: string }) => t.name)).toEqual(['secret']);
  expect((await app.get(`/api/shop/sku/reviewsd/${ids.hiddenEdition}`, adminToken)).body.total).toBe(1);
  expect((await app.get(`/api/shop/sku/${ids.shown}`, adminToken)).body.sku.children).toHaveLength(2);
});
