import { lazy, Suspense } from 'react';
import type { StatsPage } from '../../api/page-stats';
import { useAuth } from '../../state/auth';

// Its code loads only for an administrator, not with every visitor's page.
const PageFigures = lazy(() => import('./PageFigures'));

/** For administrators only: the page's figures (./PageFigures.tsx). Nothing at all for everyone else. */
export function PageStats({ page }: { page: StatsPage }) {
  const { isAdmin } = useAuth();
  return isAdmin ? (
    <Suspense fallback={null}>
      <PageFigures page={page} />
    </Suspense>
  ) : null;
}
