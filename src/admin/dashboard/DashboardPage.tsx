import { Alert, Box, Button, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { failureMessage } from '../messages';
import { fetchDashboard } from './api';
import { DailyCharts, DailyChartsSkeleton } from './DailyCharts';
import { FigureCards, FigureCardsSkeleton } from './FigureCards';
import { lastDays, previousPeriod, rangeFromSearch, utcDay, type DayRange } from './range';
import { RangeControl } from './RangeControl';
import { TopTables } from './TopTables';

const dayRange = (r: DayRange) => (r.from === r.to ? r.from : `${r.from} to ${r.to}`);

/**
 * The administrator's dashboard, the console's home (/chariot): the period's figures beside the period
 * before, day-by-day charts and the top tables. The period lives in the URL (?from=&to=), so a
 * link can open any range; without one it is the last 30 days.
 */
export default function DashboardPage() {
  const [search, setSearch] = useSearchParams();
  const today = utcDay(new Date());
  const range = rangeFromSearch(search, today);
  const dashboard = useQuery({ queryKey: ['dashboard', range.from, range.to], queryFn: () => fetchDashboard(range), placeholderData: keepPreviousData });
  const setRange = (next: DayRange) => setSearch({ from: next.from, to: next.to });

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Title title="Dashboard" />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <RangeControl key={`${range.from}_${range.to}`} range={range} today={today} onChange={setRange} onPreset={(days) => setRange(lastDays(days, today))} />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {dayRange(range)} (UTC), compared with {dayRange(previousPeriod(range))}.
        </Typography>
      </Box>
      {dashboard.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
              Retry
            </Button>
          }
        >
          The dashboard could not be loaded. {failureMessage(dashboard.error)}
        </Alert>
      ) : !dashboard.data ? (
        <Box sx={{ display: 'grid', gap: 3 }} aria-busy="true" aria-label="Loading the dashboard">
          <FigureCardsSkeleton />
          <DailyChartsSkeleton />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, opacity: dashboard.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={dashboard.isPlaceholderData}>
          <FigureCards totals={dashboard.data.totals} />
          <DailyCharts days={dashboard.data.days} />
          <TopTables data={dashboard.data} range={range} />
        </Box>
      )}
    </Box>
  );
}
