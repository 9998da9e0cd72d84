import type { FunnelStep, TotalName } from '../../modules/analytics/admin-schemas';
import { dollars } from '../orders/format';

export const TOTAL_LABEL: Record<TotalName, string> = {
  visitors: 'Visitors',
  views: 'Page views',
  orders: 'Orders',
  revenue: 'Revenue',
  average_order_value: 'Average order value',
  new_members: 'New members',
  comments: 'Comments',
  reports: 'Reports',
};

export const FUNNEL_LABEL: Record<FunnelStep, string> = {
  product_view: 'Product view',
  add_to_cart: 'Add to cart',
  checkout: 'Checkout',
  paid_order: 'Paid order',
};

const MONEY = new Set<TotalName>(['revenue', 'average_order_value']);

/** Figures for which fewer is better, so a fall is shown as good news. */
export const BETTER_WHEN_DOWN = new Set<TotalName>(['reports']);

export const count = (n: number) => n.toLocaleString('en-US');

export const figure = (name: TotalName, n: number) => (MONEY.has(name) ? dollars(n) : count(n));

/** A share (0.42) as a percentage ('42%'); null when there is nothing to compare with. */
export const rate = (share: number | null) => (share === null ? '—' : `${Math.round(share * 1000) / 10}%`);

/** '2026-11-23' → 'Nov 23' (a chart's tick) or 'Mon, Nov 23, 2026' (a tooltip), in UTC as the API counts days. */
export const shortDay = (day: string) => new Date(day).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const longDay = (day: string) => new Date(day).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
