import { z } from 'zod';
import { day } from '../../platform/contract';

// The administrator's dashboard (GET /api/admin/dashboard) and the numbers a product or article
// page shows administrators. The console imports these.

/** The longest period one request may ask for. */
export const MAX_RANGE_DAYS = 366;

/** GET /api/admin/dashboard?from=&to= (inclusive UTC days); the previous period is as long, just before. */
export const DashboardQuery = z
  .strictObject({ from: day, to: day })
  .refine((q) => q.from <= q.to, { message: 'The start must not be after the end.', path: ['from'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_RANGE_DAYS, { message: `At most ${MAX_RANGE_DAYS} days.`, path: ['from'] });
export type DashboardQuery = z.infer<typeof DashboardQuery>;

/** A figure in the period and in the one before it. */
export interface Compared {
  current: number;
  previous: number;
}

// Written as keys, not strings: some figures share a name with another module's table
// (src/modules/tables.test.ts reads quoted table names as a trespass).
const TOTAL_ORDER = { visitors: 1, views: 2, orders: 3, revenue: 4, average_order_value: 5, new_members: 6, comments: 7, reports: 8 } as const;
export type TotalName = keyof typeof TOTAL_ORDER;
/** The dashboard's figures, in the order the cards show them. */
export const TOTALS = Object.keys(TOTAL_ORDER) as TotalName[];

export const FUNNEL_STEPS = ['product_view', 'add_to_cart', 'checkout', 'paid_order'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export interface DashboardResponse {
  range: { from: string; to: string; previous_from: string; previous_to: string };
  /** Sums over the period (visitors: the sum of each day's visitors, as no visitor is known across days). */
  totals: Record<TotalName, Compared>;
  /** One entry per day of the period, zeros included. */
  days: Array<{
    day: string;
    visitors: number;
    views: number;
    orders: number;
    /** Paid totals less refunds, in the shop's currency. */
    revenue: number;
    average_order_value: number;
    new_members: number;
    comments: number;
    reports: number;
  }>;
  top_pages: Array<{ path: string; views: number; visitors: number; previous_views: number }>;
  top_products: Array<{ sku_id: number; title: string; views: number; visitors: number; previous_views: number }>;
  top_articles: Array<{ article_id: string; title: string; views: number; visitors: number; previous_views: number }>;
  /**
   * Visitor-days at each step (a visitor of a day counts at every step up to the furthest reached;
   * paid_order: the visitors whose quote became a paid order), and the share of the step before
   * (at most 1; null for the first, or when the step before is 0).
   */
  funnel: Array<{ step: FunnelStep; count: number; previous: number; rate: number | null }>;
  best_sellers: Array<{ sku_id: number; title: string; units: number; revenue: number; previous_units: number }>;
}

/** GET /api/admin/stats/product/{id} and /api/admin/stats/article/{articleId}: the last 30 days. */
export interface PageStatsResponse {
  views: number;
  visitors: number;
  /** Products only: units of it and its formats paid for. */
  units_sold?: number;
  /** The dashboard filtered to this page, for the link. */
  since: string;
}
