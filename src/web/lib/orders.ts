import type { OrderStatus, ShippingLevel } from '../../modules/checkout/schemas';

// Words and rules for orders and shipping, shared by the checkout, the confirmation and the profile.

const LEVELS: Record<ShippingLevel, string> = { MAIL: 'Mail', GROUND: 'Ground', EXPEDITED: 'Expedited', EXPRESS: 'Express' };

/** 'GROUND' → 'Ground'; an unknown level keeps its own name, capitalised. */
export const levelLabel = (level: string): string => LEVELS[level as ShippingLevel] ?? level.charAt(0) + level.slice(1).toLowerCase();

const STATUSES: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  shipped: 'Shipped',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const statusLabel = (status: string): string => STATUSES[status as OrderStatus] ?? status;

/**
 * 'YYYY-MM-DD' (a calendar day, no time zone) or an ISO instant as 'Friday, June 12, 2026'. A day
 * is read in local time: parsed as UTC it would show the day before west of Greenwich.
 */
export function formatDay(value: string | null | undefined, style: 'long' | 'short' = 'long'): string {
  if (!value) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', style === 'long' ? { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric' });
}

/** SPEC §4 Order by payment, §9: no order yet is asked again up to 3 times, 1 s apart. */
export const ORDER_RETRIES = 3;
export const ORDER_RETRY_MS = 1000;

/** Whether to ask again after `answers` answers (the first included) without an order. */
export const askAgainForOrder = (hasOrder: boolean, answers: number): boolean => !hasOrder && answers <= ORDER_RETRIES;
