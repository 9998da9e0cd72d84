import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { TOTALS, type DashboardResponse } from '../../modules/analytics/admin-schemas';
import { ChangeBadge } from './ChangeBadge';
import { BETTER_WHEN_DOWN, TOTAL_LABEL, figure } from './format';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))', gap: 2 };

/** One card per total: the period's figure, the previous period's, and the change. */
export function FigureCards({ totals }: { totals: DashboardResponse['totals'] }) {
  return (
    <Box component="ul" aria-label="Totals" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
      {TOTALS.map((name) => {
        const { current, previous } = totals[name];
        return (
          <Card component="li" key={name}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h2">
                {TOTAL_LABEL[name]}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums', my: 0.5 }}>
                {figure(name, current)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Previous period: {figure(name, previous)}
              </Typography>
              <Typography variant="body2">
                <ChangeBadge current={current} previous={previous} betterWhenDown={BETTER_WHEN_DOWN.has(name)} />
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

export function FigureCardsSkeleton() {
  return (
    <Box sx={grid} aria-hidden>
      {TOTALS.map((name) => (
        <Skeleton key={name} variant="rounded" height={128} />
      ))}
    </Box>
  );
}
