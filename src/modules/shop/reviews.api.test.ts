import { expect, test } from 'vitest';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { makeSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';
import { RATE_LIMITED } from '../../platform/http/rate-limit';

const app = await testApp();
const product = await makeSku({ title: 'A Pattern Language' });
const paperback = await makeSku({ title: 'Paperback', parent_sku: product });
const hidden = await makeSku({ title: 'Not yet out', published: false });

const review = (over: Record<string, unknown> = {}) => ({ parent_sku: product, review_rating: 4, review_text: 'Dense and generous.', title: 'A lifetime book', ...over });

test('a member reviews a product once; a second submit replaces the first', async () => {
  const member = await makeUser({ username: 'alexander_fan' });
  const token = await signIn(member);
  const first = await app.post('/api/shop/sku/reviews', review(), token);
  expect(first.status).toBe(200);
  expect(first.body.review).toMatchObject({ username: 'alexander_fan', rating: 4, title: 'A lifetime book', body: 'Dense and generous.' });

  // Through a format's id, the review is still of the product.
  const second = await app.post('/api/shop/sku/reviews', review({ parent_sku: paperback, review_rating: 5, review_text: '   ', title: '' }), token);
  expect(second.body.review).toMatchObject({ id: first.body.review.id, rating: 5, title: null, body: null });
  expect(await db('reviews').where({ user_id: member.id }).count({ n: '*' }).first()).toEqual({ n: 1 });

  const info = await app.get(`/api/shop/sku/reviewsd/${product}`, token);
  expect(info.body).toMatchObject({ averageRating: 5, total: 1, counts: { '1': 0, '5': 1 }, userReview: { rating: 5 } });
  expect((await app.get(`/api/shop/sku/reviewsd/${product}`)).body.userReview).toBeNull();
});

test('the ratings summary and the review pages', async () => {
  const p = await makeSku({ title: 'Notes on the Synthesis of Form' });
  for (const [i, rating] of [3, 4, 4, 5].entries()) {
    await app.post('/api/shop/sku/reviews', review({ parent_sku: p, review_rating: rating, title: `Review ${i}` }), await signIn(await makeUser()));
  }
  const info = (await app.get(`/api/shop/sku/reviewsd/${p}`)).body;
  expect(info).toMatchObject({ averageRating: 4, total: 4, counts: { '1': 0, '2': 0, '3': 1, '4': 2, '5': 1 } });
  const page1 = (await app.get(`/api/shop/sku/reviews/${p}/0/3`)).body.reviews;
  const page2 = (await app.get(`/api/shop/sku/reviews/${p}/3/3`)).body.reviews;
  expect([...page1, ...page2].map((r: { title: string }) => r.title)).toEqual(['Review 3', 'Review 2', 'Review 1', 'Review 0']);
  expect((await app.get(`/api/shop/sku/reviews/${p}/0/26`)).status).toBe(400);
  expect((await app.get(`/api/shop/sku/${p}`)).body.sku.ratings).toEqual({ averageRating: 4, total: 4 });
});

test('a rating is required; text is plain and bounded; unknown fields are refused', async () => {
  const token = await signIn(await makeUser());
  for (const body of [review({ review_rating: undefined }), review({ review_rating: 0 }), review({ review_rating: 6 }), review({ review_rating: 4.5 }), review({ review_rating: '5' })]) {
    const res = await app.post('/api/shop/sku/reviews', body, token);
    expect(res.status).toBe(400);
    expect(res.body.errors.review_rating).toEqual(['Please select a rating.']);
  }
  expect((await app.post('/api/shop/sku/reviews', review({ review_text: 'x'.repeat(5001) }), token)).body.errors.review_text[0]).toMatch(/At most 5000/);
  expect((await app.post('/api/shop/sku/reviews', review({ user_id: 1 }), token)).status).toBe(400);
  const script = await app.post('/api/shop/sku/reviews', review({ review_text: '<script>alert(1)</script>' }), token);
  expect(script.body.review.body).toBe('<script>alert(1)</script>');
});

test('who may review: visitors 401, unactivated 403, unpublished or missing products 404', async () => {
  expect((await app.post('/api/shop/sku/reviews', review())).status).toBe(401);
  const newbie = await app.post('/api/shop/sku/reviews', review(), await signIn(await makeUser({ activated: false })));
  expect(newbie.status).toBe(403);
  expect(newbie.body.code).toBe('not_activated');
  const token = await signIn(await makeUser());
  expect((await app.post('/api/shop/sku/reviews', review({ parent_sku: hidden }), token)).status).toBe(404);
  expect((await app.post('/api/shop/sku/reviews', review({ parent_sku: 999999 }), token)).status).toBe(404);
  expect((await app.get(`/api/shop/sku/reviewsd/${hidden}`)).status).toBe(404);
  // An administrator previewing the unpublished product sees its (empty) ratings.
  const adminToken = await signIn(await makeAdmin());
  expect((await app.get(`/api/shop/sku/reviewsd/${hidden}`, adminToken)).body).toMatchObject({ total: 0 });
  expect((await app.get(`/api/shop/sku/reviews/${hidden}/0/25`, adminToken)).body).toEqual({ reviews: [] });
});

test('a deleted member\'s review stays, without a name', async () => {
  const member = await makeUser();
  await app.post('/api/shop/sku/reviews', review({ title: 'Soon orphaned' }), await signIn(member));
  await db('users').where({ id: member.id }).delete();
  const reviews = (await app.get(`/api/shop/sku/reviews/${product}/0/25`)).body.reviews;
  expect(reviews.find((r: { title: string }) => r.title === 'Soon orphaned')).toMatchObject({ username: null });
});

test('a member deletes their own review; the ratings follow; 404 when they have none, 401 for visitors', async () => {
  const p = await makeSku({ title: 'Timeless Way of Building' });
  const format = await makeSku({ title: 'Hardcover', parent_sku: p });
  const author = await signIn(await makeUser());
  const other = await signIn(await makeUser());
  await app.post('/api/shop/sku/reviews', review({ parent_sku: p, review_rating: 2 }), author);
  await app.post('/api/shop/sku/reviews', review({ parent_sku: p, review_rating: 4, title: 'Stays' }), other);
  expect((await app.get(`/api/shop/sku/reviewsd/${p}`)).body).toMatchObject({ averageRating: 3, total: 2 });

  expect((await app.del(`/api/shop/sku/reviews/${p}`)).status).toBe(401);
  // Through a format's id, like submitting.
  expect((await app.del(`/api/shop/sku/reviews/${format}`, author)).status).toBe(204);
  const info = (await app.get(`/api/shop/sku/reviewsd/${p}`, author)).body;
  expect(info).toMatchObject({ averageRating: 4, total: 1, counts: { '2': 0, '4': 1 }, userReview: null });
  expect((await app.get(`/api/shop/sku/reviews/${p}/0/25`)).body.reviews.map((r: { title: string }) => r.title)).toEqual(['Stays']);

  expect((await app.del(`/api/shop/sku/reviews/${p}`, author)).status).toBe(404);
  expect((await app.del('/api/shop/sku/reviews/999999', author)).status).toBe(404);
  expect((await app.del('/api/shop/sku/reviews/abc', author)).status).toBe(400);
  // The other member's review is theirs alone to delete.
  expect(await db('reviews').where({ parent_sku: p }).count({ n: '*' }).first()).toEqual({ n: 1 });
});

test('review submissions are limited per member: the sixth within a minute is a 429 and changes nothing', async () => {
  const member = await makeUser();
  const token = await signIn(member);
  // A refused submit (no rating) does not use the allowance.
  expect((await app.post('/api/shop/sku/reviews', review({ review_rating: undefined }), token)).status).toBe(400);
  for (let i = 1; i <= 5; i++) expect((await app.post('/api/shop/sku/reviews', review({ title: `Take ${i}` }), token)).status).toBe(200);
  const mine = () => db('reviews').where({ user_id: member.id });
  const before = await mine();
  const sixth = await app.post('/api/shop/sku/reviews', review({ title: 'Take 6', review_rating: 1 }), token);
  expect(sixth.status).toBe(429);
  expect(sixth.body).toMatchObject({ code: 'rate_limited', message: RATE_LIMITED });
  expect(await mine()).toEqual(before);
  expect(before).toMatchObject([{ title: 'Take 5', rating: 4 }]);
  expect((await app.post('/api/shop/sku/reviews', review(), await signIn(await makeUser()))).status).toBe(200);
});
