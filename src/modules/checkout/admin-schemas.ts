import { z } from 'zod';
import { day, id, optionalText, requiredText } from '../../platform/contract';
import { ORDER_STATUSES, SHIPPING_LEVELS, type OrderDetails, type OrderRefund } from './schemas';

// The administrators' checkout API (/api/admin, ra-data-simple-rest's contract): orders with their
// refunds and shipping, and the shipping and tax rate tables. The console imports these.

const money = z.coerce
  .number({ error: 'Must be an amount in dollars.' })
  .min(0, 'Must be 0 or more.')
  .max(100_000, 'At most 100000.')
  .transform((n) => Math.round(n * 100) / 100);

/** getList's filter for /admin/orders: a search (number, name or email), a status and a date range. */
export const OrderFilter = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type OrderFilter = z.infer<typeof OrderFilter>;
export const ADMIN_ORDER_SORTS = ['created_at', 'total', 'status', 'number'] as const;

/** A row of the orders list. */
export interface AdminOrderRow {
  id: number;
  number: string;
  status: OrderDetails['status'];
  problem: string | null;
  name: string;
  email: string;
  total: string;
  refunded_amount: string;
  items: number;
  created_at: string;
  paid_at: string | null;
}

/** A refund with what only staff see: the administrator's reason, and whether its units went back into stock. */
export interface AdminRefund extends OrderRefund {
  reason: string;
  restocked: boolean;
}

/** A fresh download link of one of the order's lines (issue 36): when, and by whom (null: the buyer). */
export interface AdminReissue {
  line_id: number;
  created_at: string;
  /** The staff member's username; null for the buyer's own, 'a former staff member' once the account is gone. */
  by: string | null;
}

/** One order with its lines, address, payment and refunds. */
export interface AdminOrder extends OrderDetails {
  id: number;
  user_id: number | null;
  payment: { provider: string; payment_id: string; status: string; amount: string } | null;
  refunds: AdminRefund[];
  /** Oldest first. */
  reissues: AdminReissue[];
}

/**
 * POST /admin/orders/{id}/refund: given lines (and quantities) or, with none, whatever is left;
 * `restock` puts the refunded units back in stock.
 */
export const RefundBody = z.strictObject({
  lines: z
    .array(z.strictObject({ line_id: id, quantity: z.coerce.number().int().min(1).max(1000) }))
    .max(100)
    .optional(),
  reason: optionalText(500),
  restock: z.boolean({ error: 'Must be true or false.' }).optional(),
});
export type RefundBody = z.infer<typeof RefundBody>;

/** POST /admin/orders/{id}/ship: marks the order shipped and mails the buyer the tracking number. */
export const ShipBody = z.strictObject({ tracking_number: requiredText(100) });

export const ShippingRateInput = z.object({
  zone: requiredText(100),
  /** Two-letter codes; none: every country no other zone names. */
  countries: z
    .array(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Countries are two-letter codes.'))
    .max(250)
    .default([])
    .transform((c) => [...new Set(c)]),
  level: z.enum(SHIPPING_LEVELS, { error: `One of ${SHIPPING_LEVELS.join(', ')}.` }),
  cost_per_order: money,
  cost_per_item: money,
  min_days: z.coerce.number().int().min(0).max(365),
  max_days: z.coerce.number().int().min(0).max(365),
  active: z.boolean().default(true),
}).refine((r) => r.max_days >= r.min_days, { message: 'At least the minimum.', path: ['max_days'] });
export type ShippingRateInput = z.infer<typeof ShippingRateInput>;

export interface ShippingRateRecord extends ShippingRateInput {
  id: number;
}

export const TaxRateInput = z.object({
  country_code: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'A two-letter country code.'),
  state_code: optionalText(10),
  /** Percent, as administrators write it: 7.25 is 7.25 %. */
  rate_percent: z.coerce.number().min(0).max(99.99).transform((n) => Math.round(n * 100) / 100),
  label: optionalText(100),
});
export type TaxRateInput = z.infer<typeof TaxRateInput>;

export interface TaxRateRecord extends TaxRateInput {
  id: number;
}

export const RateIdParams = z.object({ id });

/** POST /admin/orders/{id}/lines/{lineId}/reissue: a digital line's fresh link, issued by staff. */
export const OrderLineParams = z.object({ id, lineId: id });
