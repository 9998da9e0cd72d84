import { expect, test } from 'vitest';
import type { CommentListResponse, CommentOneResponse } from '../src/modules/community/schemas';
import type { ArticleListResponse, ArticleResponse, ArticleSummary, VolumeArticlesResponse } from '../src/modules/content/schemas';
import { recordSale } from '../src/modules/shop';
import type { SkuListResponse, SkuResponse, SkusByIdResponse } from '../src/modules/shop/schemas';
import { db } from '../src/platform/db';
import { makeComment } from './community-factories';
import { makeArticle, makeContentTag, makeVolume } from './content-factories';
import { makeUser } from './factories';
import { testApp } from './http';
import { answerQueries, queriesOf } from './queries';
import { makeSku, makeTag, tagSku } from './shop-factories';

// Issue 13, "fewer round trips": a page of products, articles or comments costs an anonymous
// visitor at most two queries on a cache miss, whatever the page's size (the article searches:
// one more, below), and still shows everything attached to each row (pictures, tags, ratings,
// variants, authors, replies). The platform's own reads (the cache's versions) are not counted.

const app = await testApp();
const MAX_QUERIES = 2;
const PER_PAGE = 4;

/** Asks once for a URL not asked before (so the read cache misses): the answer and the queries it cost. */
async function firstAsk<T>(request: () => PromiseLike<{ status: number; body: unknown }>): Promise<{ body: T; queries: string[] }> {
  const { result, queries } = await queriesOf(async () => request());
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return { body: result.body as T, queries: answerQueries(queries) };
}

const withinBudget = (queries: string[], budget = MAX_QUERIES) => {
  expect(queries.length, queries.join('\n\n')).toBeGreaterThan(0); // a miss: it did read
  expect(queries.length, queries.join('\n\n')).toBeLessThanOrEqual(budget);
};

// ---- a shop of four products, each with two formats, a picture, two tags, reviews and sales -----

const reviewers = await Promise.all([makeUser(), makeUser()]);
const [poetry, essays] = [await makeTag('poetry', 'Poetry'), await makeTag('essays', 'Essays')];
const products: Array<{ id: number; formats: number[] }> = [];
for (let i = 0; i < PER_PAGE; i++) {
  const id = await makeSku({ title: `Round Book ${i}`, description: `<p>Book ${i}.</p>`, shipping_policy_id: 1, featured_week: '2026-01-05' });
  const formats = [await makeSku({ title: 'Hardcover', parent_sku: id, sort_key: 1 }), await makeSku({ title: 'Paperback', parent_sku: id, sort_key: 2 })];
  await db('sku_images').insert({ sku_id: id, storage_key: `skus/round-${i}.webp`, width: 600, height: 900 });
  await tagSku(id, poetry, essays);
  await db('reviews').insert(reviewers.map((r, n) => ({ parent_sku: id, user_id: r.id, rating: 3 + n })));
  await db.transaction((trx) => recordSale(trx, { userId: null, paidAt: new Date(), lines: [{ sku_id: formats[0]!, quantity: i + 1 }] }));
  products.push({ id, formats });
}

/** What every product of these lists carries. */
function expectDressed(sku: SkuResponse) {
  expect(sku.images).toHaveLength(1);
  expect(sku.images[0]!.url).toContain('round-');
  expect(sku.children.map((c) => c.title)).toEqual(['Hardcover', 'Paperback']);
  expect(sku.ratings).toEqual({ averageRating: 3.5, total: 2 });
  expect(sku.shipping_policy).toEqual([{ id: 1, name: 'Free shipping', free: true, day_range: '5-8' }]);
}

test('a page of the catalogue, and each of Featured, Popular and New', async () => {
  for (const path of ['/api/shop/p/sku?sort_by=alpha_asc', '/api/shop/sku?sort_by=date_oldest', '/api/shop/featured', '/api/shop/popular', '/api/shop/new']) {
    const { body, queries } = await firstAsk<SkuListResponse>(() => app.get(path));
    withinBudget(queries);
    expect(body.skus, path).toHaveLength(PER_PAGE);
    body.skus.forEach(expectDressed);
  }
});

test('a product page: the product with its tags and text, a format with its product\'s picture, the family by ids', async () => {
  const [product] = products;
  const one = await firstAsk<{ sku: SkuResponse }>(() => app.get(`/api/shop/sku/${product!.id}`));
  withinBudget(one.queries);
  expectDressed(one.body.sku);
  expect(one.body.sku.tags!.map((t) => t.name)).toEqual(['essays', 'poetry']);
  expect(one.body.sku.description).toBe('<p>Book 0.</p>');

  const format = await firstAsk<{ sku: SkuResponse }>(() => app.get(`/api/shop/sku/${product!.formats[1]}`));
  withinBudget(format.queries);
  expect(format.body.sku).toMatchObject({ title: ['Round Book 0', 'Paperback'], parents: [product!.id], ratings: { averageRating: 3.5, total: 2 } });
  expect(format.body.sku.images[0]!.url).toContain('round-0');

  const family = await firstAsk<SkusByIdResponse>(() => app.get(`/api/shop/sku/pid?ids=${product!.formats[0]}&fc=1&ratings=1&fpt=1&full=1`));
  withinBudget(family.queries);
  expect(family.body._parent).toMatchObject({ id: product!.id, tags: [{ name: 'essays' }, { name: 'poetry' }] });
  expect(family.body.skus.map((s) => s.id)).toEqual([product!.formats[0]]);
});

// ---- a thread: four comments by three members, each with two replies -------------------------------

const commenters = await Promise.all([makeUser(), makeUser(), makeUser()]);
const thread = await makeArticle({ title: 'A Talked-About Article' });
const comments: number[] = [];
for (let i = 0; i < PER_PAGE; i++) {
  const parent = await makeComment({ article: thread.id, author: commenters[i % 3]!, body: `Comment ${i}` });
  for (const n of [1, 2]) await makeComment({ article: thread.id, author: commenters[(i + n) % 3]!, parent, body: `Reply ${n} to ${i}` });
  comments.push(parent.id);
}
const names = new Set(commenters.map((c) => c.username));

test('a page of comments, each with its first replies, and one comment with its replies', async () => {
  const { body, queries } = await firstAsk<CommentListResponse>(() => app.get(`/api/article/comment?article_id=${thread.slug}&sort_by=created_at`));
  withinBudget(queries);
  expect(body.comments.map((c) => c.body)).toEqual(['Comment 3', 'Comment 2', 'Comment 1', 'Comment 0']);
  for (const c of body.comments) {
    expect(names.has(c.username!)).toBe(true);
    expect(c.children.map((r) => r.body).sort()).toEqual([`Reply 1 to ${c.body.slice(-1)}`, `Reply 2 to ${c.body.slice(-1)}`]);
    for (const reply of c.children) expect(names.has(reply.username!)).toBe(true);
  }

  const one = await firstAsk<CommentOneResponse>(() => app.get(`/api/article/comment/${comments[0]}`));
  withinBudget(one.queries);
  expect(one.body.comment).toMatchObject({ body: 'Comment 0', username: commenters[0]!.username, article_id: thread.slug });
  expect(one.body.comment.children).toHaveLength(2);
});

// ---- a library: four articles by one author (newer than the thread's), tagged, in a volume, featured -

const author = await makeUser({ username: 'round_trip_author' });
const topic = await makeContentTag('typesetting', 'topic', 'Typesetting');
const volume = await makeVolume('round_volume', 'Round Volume');
const articles: string[] = [];
for (let i = 0; i < PER_PAGE; i++) {
  const { id, slug } = await makeArticle({ title: `Round Article ${i}`, author_id: author.id, tags: [topic, volume.tagId], likes: i });
  await db('volume_featured_articles').insert({ volume_id: volume.volumeId, article_id: id, position: i });
  if (i === 0) await db('article_references').insert([0, 1].map((position) => ({ article_id: id, position, author: 'M. Author', title: `Source ${position}` })));
  articles.push(slug);
}

const AUTHOR = { username: 'round_trip_author', first_name: 'Test', last_name: 'Member' };
const TAG_NAMES = ['typesetting', 'round_volume'];

/** What every article of these lists carries. */
function expectSigned(list: ArticleSummary[]) {
  expect(list).toHaveLength(PER_PAGE);
  for (const article of list) {
    expect(article.author).toEqual(AUTHOR);
    expect(article.tags.map((t) => t.name)).toEqual(TAG_NAMES);
  }
}

test('each of a volume\'s lists', async () => {
  for (const shelf of ['featured', 'new', 'popular']) {
    const { body, queries } = await firstAsk<VolumeArticlesResponse>(() => app.get(`/api/article/volumes/round_volume/${shelf}`));
    withinBudget(queries);
    expectSigned(body.articles);
  }
});

// The searches pick their page and count every match in two queries of their own (search.ts, where
// candidates are chosen and ranked); the page's articles, with their tags and authors, are one more.
test('a page of the library, as the searches list it', async () => {
  for (const [path, body] of [['/api/article/search', { quantity: PER_PAGE }], ['/api/article/search/f', { quantity: PER_PAGE }]] as const) {
    const page = await firstAsk<ArticleListResponse>(() => app.post(path, body));
    withinBudget(page.queries, MAX_QUERIES + 1);
    expectSigned(page.body.articles);
    expect(page.body.total).toBe(PER_PAGE + 1); // and the thread's article
  }
});

test('an article page: the text, its references, tags and author', async () => {
  const { body, queries } = await firstAsk<{ article: ArticleResponse }>(() => app.get(`/api/article?id=${articles[0]}`));
  withinBudget(queries);
  expect(body.article).toMatchObject({ id: articles[0], title: 'Round Article 0', author: AUTHOR, body: '<p>Some text.</p>' });
  expect(body.article.tags.map((t) => t.name)).toEqual(TAG_NAMES);
  expect(body.article.references.map((r) => r.title)).toEqual(['Source 0', 'Source 1']);
});
