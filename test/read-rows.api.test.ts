import { expect, test } from 'vitest';
import { db } from '../src/platform/db';
import { makeArticle, makeContentTag } from './content-factories';
import { makeUser } from './factories';
import { testApp } from './http';
import { answerQueries, queriesOf } from './queries';
import { makeSku, makeTag, tagSku } from './shop-factories';

// Reads keyed by the rows they showed (src/platform/http/read-scope.ts keyedByRows): a product
// and an article are kept by their own rows in every table they read, so a write to any of those
// rows is seen at once, and a write to another product's or article's rows leaves them kept.

const app = await testApp();

/** Each write changes what the answer shows; `shows` says whether the answer shows it. */
interface Change {
  table: string;
  write: () => Promise<unknown>;
  shows: (body: Record<string, unknown>) => boolean;
}

/** Reads `path`, makes each change, and expects the next answer to show it. */
async function expectEachSeen(path: string, changes: Change[]): Promise<void> {
  for (const { table, write, shows } of changes) {
    expect((await app.get(path)).status).toBe(200);
    await write();
    const after = await app.get(path);
    expect(after.status, after.text).toBe(200);
    expect(shows(after.body as Record<string, unknown>), `a write to ${table} is seen`).toBe(true);
  }
}

/** A buyer's hold of `quantity` units, for 15 minutes. */
const holdOn = (skuId: number, quantity: number) =>
  db('stock_holds').insert({ holder: `read-rows:${skuId}`, sku_id: skuId, quantity, expires_at: db.raw("now() + interval '15 minutes'") });

/** A read the cache answers by itself: nothing but the clock is asked of the database. */
async function expectKept(path: string): Promise<void> {
  const { queries } = await queriesOf(() => app.get(path));
  expect(answerQueries(queries)).toEqual([]);
}

test('a product is kept by its own rows: a write to any table it shows is seen at once, another product’s leaves it kept', async () => {
  const policy = Number((await db('shipping_policies').max('id as max').first())!.max ?? 0) + 1;
  await db('shipping_policies').insert({ id: policy, name: 'Parcel', free: false, min_days: 2, max_days: 5 });
  const product = await makeSku({ title: 'The Keyed Atlas', shipping_policy_id: policy });
  const variant = await makeSku({ title: 'Hardcover', parent_sku: product, qty_on_hand: 3 });
  const tag = await makeTag('keyed_maps', 'Maps');
  await tagSku(product, tag);
  const other = await makeSku({ title: 'Another Atlas' });
  const reviewer = await makeUser();
  const path = `/api/shop/sku/${product}`;
  type Shown = { sku: { qty_available: number; held_until: string | null; children: Array<{ id: number; qty_on_hand: number; qty_available: number }>; images: Array<{ caption: string }>; shipping_policy: Array<{ name: string }>; ratings: { total: number }; tags: Array<{ label: string }> } };
  const sku = (body: Record<string, unknown>) => (body as unknown as Shown).sku;

  await expectEachSeen(path, [
    { table: 'skus', write: () => db('skus').where({ id: variant }).update({ qty_on_hand: 7 }), shows: (b) => sku(b).children.some((c) => c.id === variant && c.qty_on_hand === 7) },
    { table: 'sku_images', write: () => db('sku_images').insert({ sku_id: product, storage_key: `skus/keyed-${product}.webp`, caption: 'A fold-out map' }), shows: (b) => sku(b).images.some((i) => i.caption === 'A fold-out map') },
    { table: 'shipping_policies', write: () => db('shipping_policies').where({ id: policy }).update({ name: 'Parcel Plus' }), shows: (b) => sku(b).shipping_policy[0]?.name === 'Parcel Plus' },
    { table: 'reviews', write: () => db('reviews').insert({ parent_sku: product, user_id: reviewer.id, rating: 4, title: 'Good', body: 'Clear maps.' }), shows: (b) => sku(b).ratings.total === 1 },
    { table: 'product_tags', write: () => db('product_tags').where({ id: tag }).update({ label: 'Old Maps' }), shows: (b) => sku(b).tags.some((t) => t.label === 'Old Maps') },
    { table: 'sku_tags', write: async () => tagSku(product, await makeTag('keyed_sea', 'Sea Charts')), shows: (b) => sku(b).tags.some((t) => t.label === 'Sea Charts') },
    // Held units are not available (issue 36): a hold on the product, or on one of its formats.
    { table: 'stock_holds', write: () => holdOn(product, 1), shows: (b) => sku(b).qty_available === 98 && sku(b).held_until !== null },
    { table: 'stock_holds', write: () => holdOn(variant, 2), shows: (b) => sku(b).children.some((c) => c.id === variant && c.qty_available === 5) },
  ]);

  await app.get(path);
  await db('skus').where({ id: other }).update({ qty_on_hand: 40, title: 'Another Atlas, Revised' });
  await db('sku_images').insert({ sku_id: other, storage_key: `skus/keyed-${other}.webp` });
  await holdOn(other, 1);
  await expectKept(path);
});

test('an article is kept by its own rows: its tags, references and author are seen at once, another article’s leave it kept', async () => {
  const author = await makeUser();
  const topic = await makeContentTag('keyed_rivers', 'topic', 'Rivers');
  const article = await makeArticle({ author_id: author.id, tags: [topic] });
  const other = await makeArticle({ author_id: (await makeUser()).id });
  const path = `/api/article?id=${article.slug}`;
  type Shown = { article: { tags: Array<{ label: string }>; references: Array<{ title: string }>; author: { first_name: string | null } } };
  const shown = (body: Record<string, unknown>) => (body as unknown as Shown).article;

  await expectEachSeen(path, [
    { table: 'tags', write: () => db('tags').where({ id: topic }).update({ label: 'Great Rivers' }), shows: (b) => shown(b).tags.some((t) => t.label === 'Great Rivers') },
    { table: 'article_tags', write: async () => db('article_tags').insert({ article_id: article.id, tag_id: await makeContentTag('keyed_deltas', 'topic', 'Deltas') }), shows: (b) => shown(b).tags.some((t) => t.label === 'Deltas') },
    { table: 'article_references', write: () => db('article_references').insert({ article_id: article.id, author: 'Twain, M.', title: 'Life on the Mississippi' }), shows: (b) => shown(b).references.some((r) => r.title === 'Life on the Mississippi') },
    { table: 'users', write: () => db('users').where({ id: author.id }).update({ first_name: 'Wendell' }), shows: (b) => shown(b).author.first_name === 'Wendell' },
  ]);

  await app.get(path);
  await db('article_references').insert({ article_id: other.id, author: 'Someone', title: 'Elsewhere' });
  await db('users').where({ id: (await makeUser()).id }).update({ first_name: 'Unrelated' });
  await expectKept(path);
});
