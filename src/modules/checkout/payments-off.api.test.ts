import { expect, test } from 'vitest';

// Production without payment keys (and without PAYMENTS_TEST_MODE=1): the shop takes no orders.
// Configuration is read once, so the environment is set before the app loads.
Object.assign(process.env, { NODE_ENV: 'production', LOG_LEVEL: 'silent' });
const { testApp } = await import('../../../test/http');
const { US_ADDRESS } = await import('../../../test/checkout');
const { makeSku } = await import('../../../test/shop-factories');
const { db } = await import('../../platform/db');
const { PAYMENTS_UNAVAILABLE } = await import('./schemas');

const app = await testApp();
const rows = async (table: string) => Number((await db(table).count({ n: '*' }).first())!.n);

test('in production without payment keys, checkout answers 503 and saves nothing; no test-mode payment can be confirmed', async () => {
  const sku = await makeSku({ title: 'Not for sale yet' });
  const skus = [{ id: sku, quantity: 1 }];
  const secret = 'A'.repeat(43);
  const calls: Array<[string, object]> = [
    ['/api/shop/ship_options', { skus, shipping_address: US_ADDRESS }],
    ['/api/shop/ship_options', {}],
    ['/api/shop/ship_est', { skus, address_id: '00000000-0000-4000-8000-000000000000', shipping_level: 'MAIL', checkout_secret: secret }],
    ['/api/shop/test-payment/confirm', { pmt_pubkey: 'pi_test_x_secret_y', checkout_secret: secret }],
  ];
  for (const [path, body] of calls) {
    const res = await app.post(path, body);
    expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 503, body: expect.objectContaining({ code: 'payments_unavailable', message: PAYMENTS_UNAVAILABLE }) });
  }
  expect({ checkouts: await rows('checkouts'), addresses: await rows('addresses'), payments: await rows('checkout_payments') }).toEqual({ checkouts: 0, addresses: 0, payments: 0 });
  // Looking up an order still answers as ever.
  expect((await app.post('/api/shop/order-details', { pid: 'pi_test_doesnotexist' })).status).toBe(404);
});
