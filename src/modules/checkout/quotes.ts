import { createHash } from 'node:crypto';
import type { DailyVisitor } from '../../platform/http/visitor';
import { AppError } from '../../platform/errors';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { addressByToken, checkAddress, saveAddress, type SavedAddress } from './addresses';
import { bySecret, openCheckout, requireCheckout } from './checkouts';
import { heldForCheckout, holdForCheckout } from './holds';
import { fromCents, paymentProvider } from './payments';
import { postedLines, priceLines, subtotalCents, type PricedLine } from './pricing';
import { ADDRESS_MESSAGE, type HeldUnits, type ShipEstimateBody, type ShipOptionsBody, type ShipOptionsResponse, type ShippingLevel, type ShippingQuote } from './schemas';
import { shippingCents, ratesFor, deliveryDate, shippingOptions } from './shipping';
import { taxCents, taxRate } from './tax';

/**
 * Checks the address and saves it to the buyer's checkout (opened here unless the secret sent names
 * theirs), then the shipping options for the cart to it (SPEC.md §4 Checkout flow 1): for its
 * posted lines only, and none for a cart of downloads only, which needs no postal address.
 */
export async function quoteShipping(body: ShipOptionsBody, userId: number | null, db: Db = defaultDb): Promise<ShipOptionsResponse> {
  const posted = postedLines(await priceLines(body.skus, db));
  const ships = posted.length > 0;
  const checked = checkAddress(body.shipping_address, ships);
  const { address, secret } = await withTransaction(db, async (trx) => {
    const opened = await openCheckout(body.checkout_secret, userId, trx);
    return { address: await saveAddress(checked, opened.checkout, trx), secret: opened.secret };
  });
  const options = ships ? await shippingOptions(address.country_code, posted, db) : [];
  return { address_id: address.token, options, ships, checkout_secret: secret };
}

/** The shipping of a quote: its level, cost and latest delivery day; nothing for a cart of downloads only. */
async function shippingFor(lines: readonly PricedLine[], address: SavedAddress, wanted: ShippingLevel | undefined, db: Db) {
  const posted = postedLines(lines);
  if (!posted.length) return { level: null, cents: 0, max_delivery_date: null };
  // Given for a cart of downloads, before a book to post joined it.
  if (address.street1 === null) throw new AppError('invalid_address', ADDRESS_MESSAGE, 400, { street1: ['Please enter the address to send your order to.'] });
  const rates = await ratesFor(address.country_code, db);
  const level = rates.findIndex((r) => r.level === wanted);
  if (level < 0) throw new AppError('invalid_level', 'Please select a shipping option.', 400, { shipping_level: ['This option does not ship to your address.'] });
  return { level: wanted!, cents: shippingCents(rates[level]!, posted, level === 0), max_delivery_date: deliveryDate(rates[level]!.max_days) };
}

/** Who asks for a quote: the member (or null), the sender's address (clientIp), and the analytics' visitor of the day. */
export interface QuoteAsker {
  userId: number | null;
  ip: string | null;
  visitor: DailyVisitor | null;
}

/** A quote stays payable this long; Stripe keeps an idempotency key for 24 hours. */
const REUSE_WITHIN_HOURS = 23;

/**
 * What the order will cost, and the payment to confirm it with (SPEC.md §4 Checkout flow 3). The
 * amount comes from the database; the same cart, address and level (a "cart version") gives the
 * same payment, so reloading or clicking twice never opens a second one. The address is one of
 * the checkout the secret names, so the payment is that checkout's alone. The checkout holds the
 * units for its buyer (by their address and the email given: holds.ts); a quote for units other
 * buyers hold is a 409 and opens no payment. The payment remembers the visitor who last asked for
 * it: the order it becomes is theirs in the funnel.
 */
export async function quoteOrder(body: ShipEstimateBody, asker: QuoteAsker, db: Db = defaultDb): Promise<ShippingQuote> {
  const { userId, visitor } = asker;
  const checkout = await requireCheckout(body.checkout_secret, db);
  const address = await addressByToken(body.address_id, checkout, userId, db);
  const lines = await priceLines(body.skus, db);
  const { level, cents: shipping, max_delivery_date } = await shippingFor(lines, address, body.shipping_level, db);

  const subtotal = subtotalCents(lines);
  const tax = taxCents(subtotal, await taxRate(address.country_code, address.state_code, db));
  const items = lines.map(({ sku_id, title, unit_price, quantity, digital }) => ({ sku_id, title, unit_price, quantity, digital }));
  const amounts = { items_subtotal: fromCents(subtotal), shipping_cost: fromCents(shipping), tax: fromCents(tax), total: fromCents(subtotal + shipping + tax) };
  const provider = paymentProvider();
  const cartVersion = createHash('sha256').update(JSON.stringify({ provider: provider.name, userId, address: address.id, level, items, amounts })).digest('hex');

  // Held before any payment is opened: a buyer refused here is never given one.
  const held = await withTransaction(db, (trx) => holdForCheckout(trx, checkout, lines, { ip: asker.ip, email: address.email }));
  const known: { payment_id: string; client_secret: string } | undefined = await db('checkout_payments')
    .where({ cart_version: cartVersion, status: 'open' })
    .where('created_at', '>', db.raw(`now() - interval '${REUSE_WITHIN_HOURS} hours'`))
    .first('payment_id', 'client_secret');
  const payment = known
    ? { id: known.payment_id, clientSecret: known.client_secret }
    : await provider.createPayment({ amountCents: subtotal + shipping + tax, currency: 'usd', idempotencyKey: `quote-${cartVersion}`, metadata: { cart_version: cartVersion } });
  const buyer = { visitor: visitor?.visitor ?? null, visitor_day: visitor?.day ?? null };
  if (known) await db('checkout_payments').where({ payment_id: known.payment_id }).update(buyer);
  else {
    await db('checkout_payments')
      .insert({
        provider: provider.name,
        payment_id: payment.id,
        client_secret: payment.clientSecret,
        cart_version: cartVersion,
        user_id: userId,
        address_id: address.id,
        shipping_level: level,
        max_delivery_date,
        items: JSON.stringify(items),
        ...amounts,
        ...buyer,
      })
      .onConflict('payment_id')
      .ignore();
  }
  return { ...amounts, currency: 'usd', max_delivery_date, pmt_pubkey: payment.clientSecret, payment_id: payment.id, provider: provider.name, publishable_key: provider.publishableKey, held };
}

/** What the checkout a secret names holds now; nothing for a secret of no checkout (said the same as an empty one). */
export async function checkoutHolds(secret: string, db: Db = defaultDb): Promise<HeldUnits[]> {
  const checkout = await bySecret(secret, db);
  return checkout ? heldForCheckout(checkout, db) : [];
}
