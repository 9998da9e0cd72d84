import { lazy } from 'react';

/** Code-split: recharts loads with this page, not with the console's entry. */
export const DashboardPage = lazy(() => import('./DashboardPage'));
