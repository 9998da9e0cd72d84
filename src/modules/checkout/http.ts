import express, { Router, type Request, type RequestHandler } from 'express';
import { pipeline } from 'node:stream/promises';
import { AppError, notFound } from '../../platform/errors';
import { requireMember } from '../../platform/http/auth';
import { clientIp, rateLimit } from '../../platform/http/rate-limit';
import { validate } from '../../platform/http/validate';
import { lastAddressOf } from './addresses';
import { refusalPage } from './download-refusal';
import { reissueForBuyer } from './download-reissues';
import { BAD_LINK, download } from './downloads';
import { getCart, putCart } from './cart';
import { orderByPayment, ordersOf } from './orders';
import { confirmTestPayment, handlePaymentEvent } from './payment-events';
import { paymentsOpen, paymentsUnavailable, stripeWebhookVerifier } from './payments';
import { checkoutHolds, quoteOrder, quoteShipping } from './quotes';
import { statesOf } from './regions';
import {
  ADDRESS_MESSAGE,
  CartBody,
  CheckoutHoldsBody,
  CountryParams,
  DownloadParams,
  DownloadQuery,
  MyOrdersQuery,
  OrderDetailsBody,
  ReissueBody,
  ShipEstimateBody,
  ShipOptionsBody,
  TestConfirmBody,
  type CartResponse,
  type CheckoutHoldsResponse,
  type LastAddressResponse,
  type OrderDetailsResponse,
  type ReissueResponse,
  type ShipEstimateResponse,
  type StateCodesResponse,
} from './schemas';

export const checkoutRouter = Router();

const viewer = (req: Request) => req.user?.id ?? null;
const MINUTE = 60 * 1000;

checkoutRouter.get('/shop/cart', requireMember, async (req, res) => {
  res.json((await getCart(req.user!.id)) satisfies CartResponse);
});

checkoutRouter.put('/shop/cart', requireMember, validate({ body: CartBody }), async (req, res) => {
  res.json((await putCart(req.user!.id, req.body)) satisfies CartResponse);
});

// The address form of the member's next checkout starts from their last one; a guest has none.
checkoutRouter.get('/shop/last-address', requireMember, async (req, res) => {
  const address = await lastAddressOf(req.user!.id);
  if (address) res.json({ address } satisfies LastAddressResponse);
  else res.status(204).end();
});

checkoutRouter.get('/shop/ship_state_codes/:country', validate({ params: CountryParams }), (req, res) => {
  res.set('Cache-Control', 'public, max-age=86400');
  res.json({ codes: statesOf((req.params as unknown as { country: string }).country) } satisfies StateCodesResponse);
});

// Each quote saves an address and may open a payment with the provider: a person needs a few
// dozen (a household or an office behind one address, a few hundred); a script is stopped.
const quoteLimit = rateLimit({ name: 'checkout-quote', windowMs: 10 * MINUTE, limit: 300 });
const confirmLimit = rateLimit({ name: 'test-payment', windowMs: 10 * MINUTE, limit: 100 });

// Production without payment keys takes no orders: said before anything is read or saved.
const takingPayments: RequestHandler = (_req, _res, next) => next(paymentsOpen() ? undefined : paymentsUnavailable());

// Anyone may buy: a guest, or a member whether or not the account is activated (docs/decisions.md).
checkoutRouter.post('/shop/ship_options', takingPayments, quoteLimit, validate({ body: ShipOptionsBody }, { message: ADDRESS_MESSAGE }), async (req, res) => {
  res.json(await quoteShipping(req.body, viewer(req)));
});

checkoutRouter.post('/shop/ship_est', takingPayments, quoteLimit, validate({ body: ShipEstimateBody }), async (req, res) => {
  const visitor = (await req.dailyVisitor?.()) ?? null;
  res.json({ quote: await quoteOrder(req.body, { userId: viewer(req), ip: clientIp(req), visitor }) } satisfies ShipEstimateResponse);
});

// What the buyer's checkout holds: their cart and pages add it back to the shared answers, which
// count it as held by others (issue 36). A read, limited as the order lookup is.
const holdsLimit = rateLimit({ name: 'checkout-holds', windowMs: MINUTE, limit: 120 });

checkoutRouter.post('/shop/checkout-holds', holdsLimit, validate({ body: CheckoutHoldsBody }), async (req, res) => {
  res.json({ held: await checkoutHolds(req.body.checkout_secret) } satisfies CheckoutHoldsResponse);
});

checkoutRouter.post('/shop/test-payment/confirm', takingPayments, confirmLimit, validate({ body: TestConfirmBody }), async (req, res) => {
  res.json(await confirmTestPayment(req.body.pmt_pubkey, req.body.checkout_secret));
});

// Payment ids travel in redirects and storage; guessing them is slowed to a crawl, and one alone
// shows only the order's summary.
const orderLookupLimit = rateLimit({ name: 'order-details', windowMs: MINUTE, limit: 120 });

checkoutRouter.post('/shop/order-details', orderLookupLimit, validate({ body: OrderDetailsBody }), async (req, res) => {
  const { pid, secret } = req.body as OrderDetailsBody;
  res.json({ order: await orderByPayment(pid, { userId: viewer(req), secret }) } satisfies OrderDetailsResponse);
});

checkoutRouter.get('/shop/orders', requireMember, validate({ query: MyOrdersQuery }), async (req, res) => {
  const { offset, quantity } = req.query as unknown as MyOrdersQuery;
  res.json(await ordersOf(req.user!.id, offset, quantity));
});

// A reader downloads on a few devices; a script trying signatures is stopped long before it could guess one.
const downloadLimit = rateLimit({ name: 'downloads', windowMs: 10 * MINUTE, limit: 60 });

/**
 * A digital line's download (issue 26): the file streamed from storage as an attachment under its
 * uploaded name. A refusal is a page for a browser following the link, JSON for anything else.
 */
checkoutRouter.get('/shop/downloads/:lineId', downloadLimit, validate({ params: DownloadParams, query: DownloadQuery }, { message: BAD_LINK }), async (req, res) => {
  const { lineId } = req.params as unknown as DownloadParams;
  const { expires, sig } = req.query as unknown as DownloadQuery;
  let file: Awaited<ReturnType<typeof download>>;
  try {
    file = await download({ lineId, expires, sig }, req.ip ?? null);
  } catch (err) {
    if (err instanceof AppError && req.accepts(['json', 'html']) === 'html') return void res.status(err.status).type('html').send(refusalPage(err.message));
    throw err;
  }
  res.attachment(file.name);
  res.set({ 'Content-Type': file.content_type, 'Content-Length': String(file.size), 'Cache-Control': 'private, no-store' });
  // A reader who goes away ends the stream early; the download was counted, and nothing is left to answer.
  await pipeline(file.stream, res).catch(() => undefined);
});

// A buyer gets at most 2 fresh links a line a day (reissue-limit.ts); this stops a script trying lines and keys.
const reissueLimit = rateLimit({ name: 'download-reissue', windowMs: 10 * MINUTE, limit: 30 });

/** A fresh link for a digital line (issue 36): as the member who bought it, or with the order's secret or mail link key. */
checkoutRouter.post('/shop/downloads/:lineId/reissue', reissueLimit, validate({ params: DownloadParams, body: ReissueBody }), async (req, res) => {
  const { lineId } = req.params as unknown as DownloadParams;
  const { secret } = req.body as ReissueBody;
  res.json({ download: await reissueForBuyer(lineId, { userId: viewer(req), secret }) } satisfies ReissueResponse);
});

/**
 * Stripe's webhook, mounted before the JSON parser: the signature is checked on the raw body
 * first (400 when it fails), and 200 goes back only once the event and its job are committed.
 */
export const paymentWebhookRouter = Router();

paymentWebhookRouter.post('/shop/webhooks/stripe', express.raw({ type: () => true, limit: '512kb' }), async (req, res) => {
  const verify = stripeWebhookVerifier();
  if (!verify) throw notFound('Stripe webhook'); // this shop takes no Stripe payments
  const event = verify(req.body as Buffer, req.get('stripe-signature'));
  if (!event) {
    res.status(400).json({ code: 'bad_signature', message: 'The webhook signature does not match.' });
    return;
  }
  const object = event.data.object as { object?: string; id?: string };
  await handlePaymentEvent({ id: event.id, type: event.type, paymentId: object.object === 'payment_intent' ? (object.id ?? null) : null });
  res.json({ received: true });
});
