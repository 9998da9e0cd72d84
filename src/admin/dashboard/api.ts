import type { DashboardResponse } from '../../modules/analytics/admin-schemas';
import { httpClient } from '../data-provider';
import type { DayRange } from './range';

/** The period's figures beside the period before (GET /api/admin/dashboard). */
export async function fetchDashboard(range: DayRange): Promise<DashboardResponse> {
  const { json } = await httpClient(`/api/admin/dashboard?${new URLSearchParams(range).toString()}`);
  return json as DashboardResponse;
}
