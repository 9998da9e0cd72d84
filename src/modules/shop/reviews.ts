import { notFound } from '../../platform/errors';
import { db as defaultDb, type Db } from '../../platform/db';
import { usernamesOf } from '../accounts';
import type { RatingsInfo, ReviewBody, ReviewResponse } from './schemas';

interface ReviewRow {
  id: number;
  parent_sku: number;
  user_id: number | null;
  rating: number;
  title: string | null;
  body: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Reviews with their authors' usernames (from the accounts module) and whether they bought the product. */
async function present(rows: ReviewRow[], db: Db = defaultDb): Promise<ReviewResponse[]> {
  const authors = rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id]));
  const [names, buyers] = await Promise.all([usernamesOf(authors), buyersAmong(rows, db)]);
  return rows.map((r) => presentOne(r, r.user_id === null ? null : (names.get(r.user_id) ?? null), buyers.has(`${r.parent_sku}:${r.user_id}`)));
}

/** 'product:user' for each review whose author bought its product (recorded by sales.ts). */
async function buyersAmong(rows: ReviewRow[], db: Db): Promise<Set<string>> {
  const signed = rows.filter((r) => r.user_id !== null);
  if (!signed.length) return new Set();
  const found: Array<{ product_id: number; user_id: number }> = await db('product_buyers')
    .whereIn(['product_id', 'user_id'], signed.map((r) => [r.parent_sku, r.user_id!]))
    .select('product_id', 'user_id');
  return new Set(found.map((b) => `${b.product_id}:${b.user_id}`));
}

const presentOne = (r: ReviewRow, username: string | null, verified: boolean): ReviewResponse => ({
  id: r.id,
  username,
  rating: r.rating,
  title: r.title,
  body: r.body,
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
  verified_purchase: verified,
});

/**
 * The top-level product a SKU id belongs to: reviews are of a product, not a format. Visitors
 * reach published products only; administrators previewing an unpublished one see its reviews.
 */
async function productOf(skuId: number, db: Db, publishedOnly = true): Promise<number> {
  const q = db('skus').where({ id: skuId });
  if (publishedOnly) q.where('published', true);
  const row: { id: number; parent_sku: number | null } | undefined = await q.first('id', 'parent_sku');
  if (!row) throw notFound('Product');
  return row.parent_sku === null ? row.id : productOf(row.parent_sku, db, publishedOnly);
}

const reviewQuery = (db: Db) => db('reviews as r').select('r.id', 'r.parent_sku', 'r.user_id', 'r.rating', 'r.title', 'r.body', 'r.created_at', 'r.updated_at');

/** Creates the member's review of a product, or replaces it: one review per member and product. */
export async function submitReview(userId: number, input: ReviewBody, db: Db = defaultDb): Promise<ReviewResponse> {
  const product = await productOf(input.parent_sku, db);
  const values = { rating: input.review_rating, title: input.title, body: input.review_text };
  const [row] = await db('reviews')
    .insert({ parent_sku: product, user_id: userId, ...values })
    .onConflict(['parent_sku', 'user_id'])
    .merge({ ...values, updated_at: db.fn.now() })
    .returning('id');
  const [review] = await present([(await reviewQuery(db).where('r.id', (row as { id: number }).id).first()) as ReviewRow], db);
  return review!;
}

/**
 * Deletes the member's own review of a product (the id may be one of its formats'), published or
 * not: a member can always take back what they wrote. A 404 when they have none.
 */
export async function deleteReview(userId: number, skuId: number, db: Db = defaultDb): Promise<void> {
  const product = await productOf(skuId, db, false);
  const deleted = await db('reviews').where({ parent_sku: product, user_id: userId }).delete();
  if (!deleted) throw notFound('Review');
}

/** The ratings summary of a product: average, total, a count per star, and the member's own review. */
export async function ratingsInfo(skuId: number, userId: number | null, publishedOnly = true, db: Db = defaultDb): Promise<RatingsInfo> {
  const product = await productOf(skuId, db, publishedOnly);
  const rows: Array<{ rating: number; n: number }> = await db('reviews').where({ parent_sku: product }).groupBy('rating').select('rating', db.raw('count(*)::int as n'));
  const counts = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const r of rows) counts[String(r.rating) as keyof typeof counts] = r.n;
  const total = rows.reduce((sum, r) => sum + r.n, 0);
  const average = total ? rows.reduce((sum, r) => sum + r.rating * r.n, 0) / total : 0;
  const own = userId === null ? undefined : ((await reviewQuery(db).where({ 'r.parent_sku': product, 'r.user_id': userId }).first()) as ReviewRow | undefined);
  return { averageRating: Math.round(average * 100) / 100, total, counts, userReview: own ? ((await present([own], db))[0] ?? null) : null };
}

/** A page of a product's reviews, newest first. */
export async function listReviews(skuId: number, offset: number, quantity: number, publishedOnly = true, db: Db = defaultDb): Promise<ReviewResponse[]> {
  const product = await productOf(skuId, db, publishedOnly);
  const rows = (await reviewQuery(db)
    .where('r.parent_sku', product)
    .orderBy([{ column: 'r.created_at', order: 'desc' }, { column: 'r.id', order: 'desc' }])
    .offset(offset)
    .limit(quantity)) as ReviewRow[];
  return present(rows, db);
}
