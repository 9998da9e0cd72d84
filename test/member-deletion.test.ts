import { expect, test } from 'vitest';
import { dailyAccountsPurge } from '../src/modules/accounts/jobs';
import { db } from '../src/platform/db';
import { drainJobs } from '../src/platform/jobs';
import { FACTORY_PASSWORD, makeUser, signIn } from './factories';
import { testApp } from './http';
import { makeSku } from './shop-factories';

// A member's deletion and the IP purge reach every module through the outbox; each module lets go
// of its own rows (src/modules/*/privacy.ts), newsletters' choices and consents included.
const app = await testApp();
const insertId = async (table: string, row: object) => ((await db(table).insert(row).returning('id'))[0] as { id: number }).id;

test('deleting a member: reviews, articles and comments stay unsigned; votes go and the counts follow; reports, cart and newsletter choices go', async () => {
  const member = await makeUser();
  const other = await makeUser();
  const token = await signIn(member);
  const sku = await makeSku({ title: 'The Deleted Reader' });
  const review = await insertId('reviews', { parent_sku: sku, user_id: member.id, rating: 5, title: 'Loved it' });
  const article = await insertId('articles', { slug: 'on_leaving', title: 'On leaving', body: '<p>Text</p>', author_id: member.id, likes: 2, dislikes: 0 });
  await db('article_votes').insert([
    { article_id: article, user_id: member.id, value: 1 },
    { article_id: article, user_id: other.id, value: 1 },
  ]);
  const comment = await insertId('comments', { article_id: article, user_id: other.id, body: 'Hello', body_html: '<p>Hello</p>', likes: 0, dislikes: 1 });
  const own = await insertId('comments', { article_id: article, user_id: member.id, body: 'Mine', body_html: '<p>Mine</p>' });
  await db('comment_votes').insert({ comment_id: comment, user_id: member.id, value: -1 });
  await db('comment_reports').insert({ comment_id: comment, user_id: member.id, reason: 'spam' });
  await db('carts').insert({ user_id: member.id, items: JSON.stringify([{ sku_id: sku, quantity: 1, selected: true }]) });
  await db('newsletter_choices').insert({ user_id: member.id, articles: 'each' });
  await db('newsletter_consents').insert({ user_id: member.id, choices: JSON.stringify({ articles: 'each' }), source: 'profile' });

  const res = await app.send('delete', '/api/user/d', { password: FACTORY_PASSWORD }, token);
  expect(res.status).toBe(200);
  await drainJobs();

  expect(await db('users').where({ id: member.id }).first()).toBeUndefined();
  expect(await db('reviews').where({ id: review }).first('user_id', 'rating')).toEqual({ user_id: null, rating: 5 });
  expect(await db('articles').where({ id: article }).first('author_id', 'likes', 'dislikes')).toEqual({ author_id: null, likes: 1, dislikes: 0 });
  expect(await db('article_votes').where({ article_id: article }).pluck('user_id')).toEqual([other.id]);
  expect(await db('comments').where({ id: comment }).first('likes', 'dislikes')).toEqual({ likes: 0, dislikes: 0 });
  expect(await db('comments').where({ id: own }).first('user_id', 'body')).toEqual({ user_id: null, body: 'Mine' });
  expect(await db('comment_votes').where({ user_id: member.id })).toEqual([]);
  expect(await db('comment_reports').where({ user_id: member.id })).toEqual([]);
  expect(await db('carts').where({ user_id: member.id })).toEqual([]);
  expect(await db('newsletter_choices').where({ user_id: member.id })).toEqual([]);
  expect(await db('newsletter_consents').where({ user_id: member.id })).toEqual([]);
  // Every module's handler ran once and is done.
  expect(await db('job_outbox').where('name', 'like', '%.on.accounts.member-deleted').whereNotNull('done_at').pluck('name')).toHaveLength(5);
});

test('the daily purge erases IP addresses older than 100 days in every module that keeps one', async () => {
  const old = new Date(Date.now() - 101 * 24 * 60 * 60 * 1000);
  const article = await insertId('articles', { slug: 'on_addresses', title: 'On addresses', body: '<p>Text</p>' });
  const oldComment = await insertId('comments', { article_id: article, body: 'Old', body_html: '<p>Old</p>', ip: '203.0.113.1', created_at: old });
  const newComment = await insertId('comments', { article_id: article, body: 'New', body_html: '<p>New</p>', ip: '203.0.113.2' });
  const oldMessage = await insertId('contact_messages', { email: 'a@example.test', message: 'Hi', ip: '203.0.113.3', created_at: old });
  const oldQuote = await insertId('quote_requests', { email: 'b@example.test', message: 'Quote', ip: '203.0.113.4', created_at: old });

  await dailyAccountsPurge.process({});
  await drainJobs();

  expect(await db('comments').whereIn('id', [oldComment, newComment]).orderBy('id').pluck('ip')).toEqual([null, '203.0.113.2']);
  expect(await db('contact_messages').where({ id: oldMessage }).first('ip')).toEqual({ ip: null });
  expect(await db('quote_requests').where({ id: oldQuote }).first('ip')).toEqual({ ip: null });
});
