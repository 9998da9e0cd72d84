/** The tables this module owns; no other module names them (src/modules/tables.test.ts). */
export const analyticsTables = ['page_views', 'usage_events', 'analytics_salts', 'daily_traffic', 'daily_paths', 'daily_events'] as const;
