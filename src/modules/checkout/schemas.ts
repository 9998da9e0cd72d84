import { z } from 'zod';
import { REQUIRED, email, id, optionalText, requiredText } from '../../platform/contract';

// The checkout API's requests and responses (SPEC.md §3 Cart, Address, Shipping, Order; §7 shop
// cart, ship_options, ship_est, ship_state_codes, order-details). The web app and the console
// import these, so a rule and its message are written once. Money is a string with 2 decimals, USD.

/** SPEC.md §8: the one message a rejected address shows, over the field errors. */
export const ADDRESS_MESSAGE = 'Please ensure your address has been entered correctly.';
export const EMPTY_SHIPPING = 'Please enter an address to view available shipping services.';
export const EMPTY_PAYMENT = 'Please enter an address and select a shipping option before entering your payment information.';
/** Checkout's answer (503) while the shop takes no payments: production without payment keys. */
export const PAYMENTS_UNAVAILABLE = 'Payments are not set up on this shop yet, so orders cannot be placed. Please try again later.';

/** The quantity select's cap (SPEC.md §9), and so the most of one SKU a cart holds. */
export const MAX_QUANTITY = 30;
/** Distinct SKUs in one cart or one order. */
export const MAX_CART_LINES = 50;

const QUANTITY_MESSAGE = `A quantity is a whole number from 1 to ${MAX_QUANTITY}.`;
const quantity = z.coerce.number({ error: QUANTITY_MESSAGE }).int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(MAX_QUANTITY, QUANTITY_MESSAGE);

// ---- Cart ----------------------------------------------------------------------------------------

/**
 * PUT /shop/cart: parallel lists (SPEC.md §7); a repeated id adds up. A merged cart may ask for
 * more than 30 or than the stock: the server caps it rather than refusing it.
 */
export const CartBody = z
  .strictObject({
    sku_ids: z.array(id).max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} different items.`),
    quantities: z.array(z.coerce.number({ error: QUANTITY_MESSAGE }).int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(999, QUANTITY_MESSAGE)).max(MAX_CART_LINES),
  })
  .refine((b) => b.sku_ids.length === b.quantities.length, { message: 'sku_ids and quantities must have the same length.', path: ['quantities'] });
export type CartBody = z.infer<typeof CartBody>;

/** GET and PUT /shop/cart answer the cart as stored: quantities capped by stock and MAX_QUANTITY. */
export interface CartResponse {
  cart: { sku_ids: number[]; quantities: number[] };
}

// ---- Address and shipping ----------------------------------------------------------------------

/** An ISO 3166-1 alpha-2 code, as a string or SPEC.md §3's { id, label } object. */
const countryCode = z.preprocess(
  (v) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v),
  z.string({ error: REQUIRED }).trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Please choose a country.'),
);
/** A state code, as a string or { id }; blank is none. */
const stateCode = z.preprocess(
  (v) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v),
  optionalText(10),
);

const PHONE = /^[0-9+().\-\s/]{5,40}$/;
const BAD_PHONE = 'Please enter a valid phone number.';

/** SPEC.md §3 Address, with §5's required fields; the server also checks the country, state and postcode. */
export const AddressInput = z.object({
  name: requiredText(120),
  email,
  phone_number: requiredText(40).pipe(z.string().regex(PHONE, BAD_PHONE)),
  street1: requiredText(200),
  street2: optionalText(200),
  city: requiredText(120),
  country_code: countryCode.default('US'),
  state_code: stateCode,
  postcode: requiredText(20),
});
export type AddressInput = z.infer<typeof AddressInput>;

/**
 * What ship_options takes: a postal address (AddressInput, checked as such when the cart ships
 * anything), or for a cart of downloads only the buyer's name, email and country and state, which
 * the tax is charged by (issue 26). The postal fields may then be left out; they are not kept.
 */
export const CheckoutAddressInput = AddressInput.extend({
  phone_number: optionalText(40).refine((v) => v === null || PHONE.test(v), BAD_PHONE),
  street1: optionalText(200),
  city: optionalText(120),
  postcode: optionalText(20),
});
export type CheckoutAddressInput = z.infer<typeof CheckoutAddressInput>;

/** GET /shop/last-address: the signed-in member's latest checkout address (204 when there is none). */
export interface LastAddressResponse {
  address: AddressInput;
}

const skuLines = z
  .array(z.strictObject({ id, quantity }), { error: 'skus must be a list of { id, quantity }.' })
  .min(1, 'Your cart is empty.')
  .max(MAX_CART_LINES, `An order holds at most ${MAX_CART_LINES} different items.`);

/**
 * A checkout's secret (ship_options hands it out): its quotes, its payment and its order's full
 * details answer only to it. 32 random bytes, base64url; the order mail's link key looks the same.
 */
const secret = (message: string) => z.string({ error: message }).regex(/^[A-Za-z0-9_-]{43}$/, message);
const checkoutSecret = secret('Must be the checkout_secret ship_options gave.');

/** POST /shop/ship_options; the checkout's secret, when the page has one, keeps it the same checkout. */
export const ShipOptionsBody = z.strictObject({ skus: skuLines, shipping_address: CheckoutAddressInput, checkout_secret: checkoutSecret.optional() });
export type ShipOptionsBody = z.infer<typeof ShipOptionsBody>;

export const SHIPPING_LEVELS = ['MAIL', 'GROUND', 'EXPEDITED', 'EXPRESS'] as const;
export type ShippingLevel = (typeof SHIPPING_LEVELS)[number];

/** SPEC.md §3 Shipping option. */
export interface ShippingOption {
  level: ShippingLevel;
  /** YYYY-MM-DD: the latest day it arrives if dispatched today. */
  max_delivery_date: string;
  /** '0.00' is shown as Free. */
  cost_excl_tax: string;
}

/** SPEC.md §3 Shipping response: address_id is an opaque token naming the saved address. */
export interface ShipOptionsResponse {
  address_id: string;
  /** None for a cart of downloads only. */
  options: ShippingOption[];
  /** Whether anything in the cart goes by post; false: no shipping level to choose, and ship_est takes none (issue 26). */
  ships: boolean;
  /** The checkout's secret: the quote, the test-mode confirmation and the order's details ask for it. */
  checkout_secret: string;
}

/** POST /shop/ship_est. */
export const ShipEstimateBody = z.strictObject({
  skus: skuLines,
  address_id: z.uuid({ error: ADDRESS_MESSAGE }),
  /** Required when the cart ships anything; a cart of downloads only has none. */
  shipping_level: z.enum(SHIPPING_LEVELS, { error: 'Please select a shipping option.' }).optional(),
  checkout_secret: checkoutSecret,
});
export type ShipEstimateBody = z.infer<typeof ShipEstimateBody>;

export type PaymentProviderName = 'stripe' | 'test';

/** SPEC.md §3 Shipping quote and Checkout quote: what the order will cost, and the payment to confirm. */
export interface ShippingQuote {
  shipping_cost: string;
  tax: string;
  items_subtotal: string;
  total: string;
  currency: 'usd';
  /** Null when nothing goes by post (a cart of downloads only). */
  max_delivery_date: string | null;
  /** The payment's client secret (Stripe's PaymentIntent client_secret, or the test provider's). */
  pmt_pubkey: string;
  /** The payment id the confirmation page loads the order by. */
  payment_id: string;
  provider: PaymentProviderName;
  /** Stripe's publishable key; null for the test-mode provider. */
  publishable_key: string | null;
  /** What the checkout holds for its buyer now (issue 36): its units count as theirs on their cart and pages. */
  held: HeldUnits[];
}

export interface ShipEstimateResponse {
  quote: ShippingQuote;
}

/** Units a checkout holds of a SKU while its buyer pays, until `expires_at` (ISO). */
export interface HeldUnits {
  sku_id: number;
  quantity: number;
  expires_at: string;
}

/** POST /shop/checkout-holds: what the checkout the secret names holds (public answers count them as held by others). */
export const CheckoutHoldsBody = z.strictObject({ checkout_secret: checkoutSecret });
export type CheckoutHoldsBody = z.infer<typeof CheckoutHoldsBody>;

export interface CheckoutHoldsResponse {
  held: HeldUnits[];
}

/** GET /shop/ship_state_codes/{country}: code → name; empty where the address has no state. */
export interface StateCodesResponse {
  codes: Record<string, string>;
}
export const CountryParams = z.object({ country: z.string().regex(/^[A-Za-z]{2}$/, 'Must be a two-letter country code.').transform((c) => c.toUpperCase()) });

// ---- Payment and orders ------------------------------------------------------------------------

/** POST /shop/test-payment/confirm: the test-mode provider's stand-in for Stripe.js confirming a card. */
export const TestConfirmBody = z.strictObject({ pmt_pubkey: z.string().min(1).max(200), checkout_secret: checkoutSecret });

/**
 * POST /shop/order-details. With the checkout's secret or the order mail's link key (`secret`), or
 * as the member who bought it, the whole order; with the payment id alone, OrderSummary.
 */
const buyerSecret = secret('Must be the checkout secret or the key of the order mail\'s link.');
export const OrderDetailsBody = z.strictObject({
  pid: z.string().trim().regex(/^[A-Za-z0-9_]{6,100}$/, 'Must be a payment id.'),
  secret: buyerSecret.optional(),
});
export type OrderDetailsBody = z.infer<typeof OrderDetailsBody>;

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'partially_refunded', 'refunded', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A digital line's download link and what is left of it (issue 26). */
export interface LineDownload {
  /** The link's path on this site (signed; mails write it in full). */
  url: string;
  /** ready; or refused: expired, every download used, or revoked by a refund of the line. */
  state: 'ready' | 'expired' | 'used_up' | 'revoked';
  expires_at: string;
  downloads: number;
  max_downloads: number;
  last_download_at: string | null;
  /**
   * Whether the buyer may get a fresh link now (issue 36): never once revoked; else at most
   * REISSUES_PER_DAY in 24 hours, and past that `from` says when they may again.
   */
  reissue: { allowed: boolean; from: string | null };
}

export interface OrderLine {
  id: number;
  sku_id: number | null;
  title: string;
  unit_price: string;
  quantity: number;
  refunded_quantity: number;
  /** A digital line's link, to its buyer only (never in OrderSummary); a line posted has none. */
  download?: LineDownload;
}

/** The postal fields are null for an order of downloads only, whose buyer gave none (issue 26). */
export interface OrderAddress {
  name: string;
  email: string;
  phone_number: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  country_code: string;
  state_code: string | null;
  postcode: string | null;
}

/** One refund of an order, as its buyer and the console see it. */
export interface OrderRefund {
  id: number;
  amount: string;
  /** The units it gave back: those chosen, or for a refund of the rest, every unit still held then. */
  lines: Array<{ line_id: number; quantity: number }>;
  /** It refunded the rest of the order: the units still held, the shipping and the tax not yet given back. */
  rest: boolean;
  created_at: string;
}

/** SPEC.md §3 Order: orderId (the number shown to the buyer), listItems, address, quantities. */
export interface OrderDetails {
  orderId: string;
  status: OrderStatus;
  /** 'out_of_stock': a unit sold out before the payment finished; the payment is refunded in full. */
  problem: string | null;
  listItems: OrderLine[];
  quantities: number[];
  address: OrderAddress;
  items_subtotal: string;
  shipping_cost: string;
  tax: string;
  total: string;
  refunded_amount: string;
  /** Oldest first. */
  refunds: OrderRefund[];
  /**
   * Whether something is still to go by post (issue 36): the order ships, was not cancelled, and
   * holds a posted unit not refunded. The page promises a delivery only then.
   */
  still_ships: boolean;
  /** Null when nothing goes by post (an order of downloads only). */
  shipping_level: string | null;
  max_delivery_date: string | null;
  tracking_number: string | null;
  created_at: string;
  paid_at: string | null;
  shipped_at: string | null;
}

/** What confirms a shipping address without exposing the person: the name's first word, the city, the region and the country. */
export type PartialAddress = Pick<OrderAddress, 'name' | 'city' | 'state_code' | 'country_code'>;

/** The order as shown to someone who holds only its payment id: no street, postcode, email, phone or tracking number. */
export interface OrderSummary extends Omit<OrderDetails, 'address' | 'tracking_number'> {
  address: PartialAddress;
  tracking_number: null;
  /** Marks the summary: sign in, or follow the order mail's link, for the whole address. */
  partial: true;
}

/** No order yet (the payment is still being finalised): the page asks again. */
export interface OrderDetailsResponse {
  order: OrderDetails | OrderSummary | null;
}

/** GET /shop/orders: the member's own orders, newest first. */
export const MyOrdersQuery = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  quantity: z.coerce.number().int().min(1).max(50).default(10),
});
export type MyOrdersQuery = z.infer<typeof MyOrdersQuery>;
export interface MyOrdersResponse {
  orders: OrderDetails[];
  total: number;
}

export const OrderIdParams = z.object({ id });

/** GET /shop/downloads/{line}?expires=&sig=: a digital line's signed download link. */
export const DownloadParams = z.object({ lineId: id });
export type DownloadParams = z.infer<typeof DownloadParams>;
export const DownloadQuery = z.object({
  expires: z.coerce.number().int().min(0).max(2 ** 40),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Must be the link\'s signature.'),
});
export type DownloadQuery = z.infer<typeof DownloadQuery>;

/**
 * POST /shop/downloads/{line}/reissue (issue 36): a fresh link, as the member who bought the line
 * or with the order's checkout secret or mail link key; answers the line's download as it now is.
 */
export const ReissueBody = z.strictObject({ secret: buyerSecret.optional() });
export type ReissueBody = z.infer<typeof ReissueBody>;
export interface ReissueResponse {
  download: LineDownload;
}
