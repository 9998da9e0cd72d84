import type { AddressInfo } from 'node:net';
import express from 'express';
import Stripe from 'stripe';

// A local fake of the few Stripe endpoints checkout uses, for the real Stripe SDK to talk to
// (STRIPE_API_BASE): PaymentIntents (create with idempotency keys, retrieve, list) and refunds.
// The test plays the browser's part with succeed(), and signs webhooks with the SDK's own helper.

export const FAKE_KEYS = { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: 'whsec_fake' };

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
}

export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeRefund[] = [];
  const replies = new Map<string, unknown>();
  let n = 0;

  const app = express();
  app.use(express.urlencoded({ extended: true }));
  // Stripe replays the first answer to a repeated idempotency key.
  const idempotent = (req: express.Request, res: express.Response, make: () => unknown) => {
    const key = req.get('idempotency-key');
    const body = key && replies.has(key) ? replies.get(key) : make();
    if (key) replies.set(key, body);
    res.json(body);
  };

  app.post('/v1/payment_intents', (req, res) => {
    idempotent(req, res, () => {
      const id = `pi_fake${String(++n).padStart(6, '0')}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(req.body.amount),
        currency: String(req.body.currency),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        metadata: req.body.metadata ?? {},
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      return intent;
    });
  });
  app.get('/v1/payment_intents/:id', (req, res) => {
    const intent = intents.get(req.params.id);
    if (!intent) res.status(404).json({ error: { type: 'invalid_request_error', message: `No such payment_intent: '${req.params.id}'` } });
    else res.json(intent);
  });
  app.get('/v1/payment_intents', (req, res) => {
    const gte = Number((req.query.created as { gte?: string } | undefined)?.gte ?? 0);
    res.json({ object: 'list', url: '/v1/payment_intents', has_more: false, data: [...intents.values()].filter((i) => i.created >= gte).reverse() });
  });
  app.post('/v1/refunds', (req, res) => {
    idempotent(req, res, () => {
      const refund: FakeRefund = { id: `re_fake${String(++n).padStart(6, '0')}`, object: 'refund', amount: Number(req.body.amount), payment_intent: String(req.body.payment_intent), status: 'succeeded' };
      refunds.push(refund);
      return refund;
    });
  });

  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stripe = new Stripe(FAKE_KEYS.secretKey);

  return {
    url,
    intents,
    refunds,
    /** What Stripe.js confirming a card does to the PaymentIntent. */
    succeed(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
      return intent;
    },
    /** A webhook event body and its Stripe-Signature header, signed as Stripe signs them. */
    signedEvent(type: string, object: object, opts: { id?: string; timestamp?: number; secret?: string } = {}) {
      const payload = JSON.stringify({ id: opts.id ?? `evt_fake${String(++n).padStart(6, '0')}`, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object } });
      const header = stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? FAKE_KEYS.webhookSecret, ...(opts.timestamp ? { timestamp: opts.timestamp } : {}) });
      return { payload, header };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
