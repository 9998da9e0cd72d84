import { expect, test } from 'vitest';
import { makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { db } from '../../platform/db';

const app = await testApp();

test('page views and usage events are recorded, with the member when signed in', async () => {
  expect((await app.post('/api/mercury/p', { page_path: '/shop/12' })).status).toBe(204);
  const member = await makeUser();
  expect((await app.post('/api/mercury/i', { component_id: 'sku-12' }, await signIn(member))).status).toBe(204);
  expect(await db('page_views').select('path', 'user_id')).toEqual([{ path: '/shop/12', user_id: null }]);
  expect(await db('usage_events').select('kind', 'component_id', 'user_id')).toEqual([{ kind: 'quick_add', component_id: 'sku-12', user_id: member.id }]);
});

test('bad beacons are refused and stored nowhere', async () => {
  for (const [path, body] of [
    ['/api/mercury/p', {}],
    ['/api/mercury/p', { page_path: 'http://evil.example/' }],
    ['/api/mercury/p', { page_path: `/${'x'.repeat(600)}` }],
    ['/api/mercury/i', { component_id: '' }],
    ['/api/mercury/i', { component_id: 'a', kind: 'bogus' }],
  ] as const) {
    expect((await app.post(path, body)).status, JSON.stringify(body)).toBe(400);
  }
  expect(await db('usage_events').count({ n: '*' }).first()).toEqual({ n: 1 });
});
