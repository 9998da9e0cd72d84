import { expect } from 'vitest';
import { db } from '../src/platform/db';
import type { OrderDetails, ShippingQuote } from '../src/modules/checkout/schemas';
import { httpClient, type HttpClient } from './http';

// Helpers for tests that buy: an address, a quote, a confirmed test-mode payment, the order.

export const US_ADDRESS = {
  name: 'Ada Buyer',
  email: 'ada.buyer@example.test',
  phone_number: '(555) 555-0100',
  street1: '41 Larkspur Lane',
  street2: '',
  city: 'Portland',
  country_code: 'US',
  state_code: 'OR',
  postcode: '97205',
};

export type Lines = Array<{ id: number; quantity: number }>;

/** A quote and the secret of the checkout it belongs to (ship_options gave it). */
export type Quote = ShippingQuote & { checkout_secret: string };

type QuoteOptions = { token?: string; address?: object; level?: string; checkoutSecret?: string };

/**
 * Asks for shipping options to the address and a quote at the level (none for downloads only), in a new checkout or the one
 * `checkoutSecret` names; returns ship_est's answer as it came (a 409 when other buyers hold the
 * units) and, when it gave one, the quote with its checkout's secret.
 */
export async function askForQuote(app: HttpClient, skus: Lines, opts: QuoteOptions = {}) {
  const options = await app.post('/api/shop/ship_options', { skus, shipping_address: opts.address ?? US_ADDRESS, checkout_secret: opts.checkoutSecret }, opts.token);
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const { address_id, checkout_secret } = options.body as { address_id: string; checkout_secret: string };
  const answer = await app.post('/api/shop/ship_est', { skus, address_id, shipping_level: opts.level ?? options.body.options[0]?.level, checkout_secret }, opts.token);
  const quoted: Quote | null = answer.status === 200 ? { ...(answer.body.quote as ShippingQuote), checkout_secret } : null;
  return { answer, quote: quoted };
}

/** askForQuote, which must give a quote. */
export async function quote(app: HttpClient, skus: Lines, opts: QuoteOptions = {}): Promise<Quote> {
  const asked = await askForQuote(app, skus, opts);
  expect(asked.answer.status, JSON.stringify(asked.answer.body)).toBe(200);
  return asked.quote!;
}

/** The test-mode provider's confirmation, as the checkout page sends it. */
export const confirmTestPayment = (app: HttpClient, q: Quote) => app.post('/api/shop/test-payment/confirm', { pmt_pubkey: q.pmt_pubkey, checkout_secret: q.checkout_secret });

/** Polls order-details as the confirmation page does (with the checkout's secret: the whole order), until the order is made. */
export async function waitForOrder(app: HttpClient, q: Pick<Quote, 'payment_id' | 'checkout_secret'>, timeoutMs = 15_000): Promise<OrderDetails> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.post('/api/shop/order-details', { pid: q.payment_id, secret: q.checkout_secret });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.order) return res.body.order as OrderDetails;
    if (Date.now() > until) throw new Error(`no order for ${q.payment_id} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Quotes, confirms with the test-mode provider and waits for the order. */
export async function buy(app: HttpClient, skus: Lines, opts: { token?: string; address?: object } = {}): Promise<OrderDetails> {
  const q = await quote(app, skus, opts);
  expect((await confirmTestPayment(app, q)).status).toBe(200);
  return waitForOrder(app, q);
}

/** Makes every hold on the SKU lapse now, as if its buyers had left the checkout open too long. */
export const lapseHolds = (skuId: number) => db('stock_holds').where({ sku_id: skuId }).update({ expires_at: db.raw("now() - interval '1 second'") });

let senders = 0;
/**
 * The site as a buyer at an address of their own (X-Forwarded-For, which the app trusts from
 * loopback): one visitor holds through one checkout at a time, so two buyers need two addresses.
 */
export function buyerSite(app: Pick<HttpClient, 'url'>, ip = `10.36.${(++senders >> 8) & 255}.${senders & 255}`): HttpClient {
  return httpClient(app.url, { 'x-forwarded-for': ip });
}
