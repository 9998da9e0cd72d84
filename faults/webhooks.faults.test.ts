import { afterAll, beforeAll, expect, test } from 'vitest';
import { FAKE_KEYS, startFakeStripe } from '../test/fake-stripe';
import { redeliveredWebhook, refusedWebhooks } from '../test/stripe-webhooks';
import { type Cluster, report, startCluster } from './cluster';

// Stripe's deliveries spread over two web processes by the proxy, the worker finalising: the same
// event 100 times makes one order, one mail and one decrement; forged or stale ones change nothing.

const fake = await startFakeStripe();
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({
    STRIPE_SECRET_KEY: FAKE_KEYS.secretKey,
    STRIPE_PUBLISHABLE_KEY: FAKE_KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: FAKE_KEYS.webhookSecret,
    STRIPE_API_BASE: fake.url,
  });
});
afterAll(async () => {
  await cluster?.stop();
  await fake.close();
});

test('the same signed webhook 100 times, in a row, 20 at a time and out of order: one order, one email, one decrement', async () => {
  const counted = await redeliveredWebhook(cluster.site, fake);
  report('the same webhook 100 times over two processes', { ...counted, answeredByEachProcess: cluster.proxy.answered });
  expect(counted).toEqual({ deliveries: 103, accepted: 103, orders: 1, emails: 1, unitsLeft: 8 });
});

test('a bad signature or a stale timestamp: refused, no effect', async () => {
  const counted = await refusedWebhooks(cluster.site, fake);
  report('forged, stale, altered and unsigned webhooks', counted);
  expect(counted).toEqual({ statuses: [400, 400, 400, 400], messages: ['The webhook signature does not match.'], orders: 0, eventsRecorded: 0, unitsLeft: 3 });
});
