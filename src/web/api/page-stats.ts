import type { PageStatsResponse } from '../../modules/analytics/admin-schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { keys } from './keys';

// What a product or article page shows administrators about itself (SPEC-silent; issue 12).

export type { PageStatsResponse };
export type StatsPage = { kind: 'product'; id: number } | { kind: 'article'; id: string };

/** The page's last 30 days: views, visitors and, for a product, units sold (administrators only). */
export const pageStatsQuery = (page: StatsPage) =>
  queryOptions({
    queryKey: keys.pageStats(page.kind, String(page.id)),
    queryFn: ({ signal }) => api.get<PageStatsResponse>(`/admin/stats/${page.kind}/${encodeURIComponent(page.id)}`, { signal }),
    // The dashboard's rollups move every few seconds at most; a minute keeps the page calm.
    staleTime: 60_000,
  });
