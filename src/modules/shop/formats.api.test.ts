import { expect, test } from 'vitest';
import { makeAdmin, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { makeSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';
import { skuTitlesOf } from './sku-names';

// Issue 26: what the shop and its console say of a product sold in formats.

const app = await testApp();
const adminToken = await signIn(await makeAdmin());

test('full names: the product, then the format, for any SKU the dashboard names', async () => {
  const product = await makeSku({ title: 'The Quiet Page', list_price: null });
  const paperback = await makeSku({ title: 'Paperback', parent_sku: product, list_price: 21 });
  const draft = await makeSku({ title: 'Ebook', parent_sku: product, published: false });
  const names = await skuTitlesOf([product, paperback, draft, paperback, 2_000_000_000]);
  expect(Object.fromEntries(names)).toEqual({ [product]: 'The Quiet Page', [paperback]: 'The Quiet Page, Paperback', [draft]: 'The Quiet Page, Ebook' });
});

test('the console\'s record says whether a product is sold in its formats, and what stock was set aside from it', async () => {
  const product = await makeSku({ title: 'Margins of Error', list_price: null, qty_on_hand: 0 });
  const hardcover = await makeSku({ title: 'Hardcover', parent_sku: product, list_price: 28 });
  await makeSku({ title: 'Ebook', parent_sku: product, published: false });
  await db('sku_stock_set_aside').insert({ sku_id: product, quantity: 64, created_at: new Date('2026-12-03T10:00:00Z') });

  const record = (await app.get(`/api/admin/skus/${product}`, adminToken)).body;
  expect(record).toMatchObject({ variant_count: 2, published_variant_count: 1, stock_set_aside: [{ quantity: 64, created_at: '2026-12-03T10:00:00.000Z' }] });
  expect((await app.get(`/api/admin/skus/${hardcover}`, adminToken)).body).toMatchObject({ full_title: 'Margins of Error, Hardcover', published_variant_count: 0, stock_set_aside: [] });
  // The console sends the whole record back; what it only shows is dropped.
  const saved = await app.put(`/api/admin/skus/${product}`, { ...record, subtitle: 'A Field Guide' }, adminToken);
  expect(saved.status).toBe(200);
  expect(await db('sku_stock_set_aside').where({ sku_id: product }).pluck('quantity')).toEqual([64]);
});
