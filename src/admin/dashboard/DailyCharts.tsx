import { Box, Skeleton } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardResponse } from '../../modules/analytics/admin-schemas';
import { dollars } from '../orders/format';
import { ChartFigure } from './ChartFigure';
import { useChartStyle } from './chart-style';
import type { Column } from './FigureTable';
import { TOTAL_LABEL, count } from './format';

type Day = DashboardResponse['days'][number];
type Figure = Exclude<keyof Day, 'day'>;

const dayKey = (d: Day) => d.day;
const MONEY: ReadonlySet<Figure> = new Set(['revenue', 'average_order_value']);

/** The day, then the named figures: a chart's table and its CSV. */
const columnsOf = (figures: readonly Figure[]): Array<Column<Day>> => [
  { label: 'Day', value: (d) => d.day },
  ...figures.map((f): Column<Day> => ({ label: TOTAL_LABEL[f], value: (d) => d[f], numeric: true, render: MONEY.has(f) ? (d) => dollars(d[f]) : undefined })),
];

/** Words for a chart with nothing but zeros in it. */
const emptyUnless = (days: readonly Day[], figures: readonly Figure[], words: string) => (days.some((d) => figures.some((f) => d[f] > 0)) ? null : words);

/** A tooltip's line: money as dollars, counts grouped. */
const tooltipValue = (value: unknown, name: unknown, item: { dataKey?: unknown }) => [MONEY.has(item.dataKey as Figure) ? dollars(Number(value)) : count(Number(value)), String(name)];

const VISITS = ['visitors', 'views'] as const;
const SALES = ['revenue', 'orders', 'average_order_value'] as const;
const MEMBERS = ['new_members'] as const;
const TALK = ['comments', 'reports'] as const;

/** The period day by day: visits, sales, new members, and the community's comments and reports. */
export function DailyCharts({ days }: { days: DashboardResponse['days'] }) {
  const style = useChartStyle();
  const { first, second, third } = style.colors;
  const figureProps = { rows: days, rowKey: dayKey };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start', gap: 2 }}>
      <ChartFigure caption="Visitors and page views per day" columns={columnsOf(VISITS)} empty={emptyUnless(days, VISITS, 'No visits in this period yet.')} {...figureProps}>
        <LineChart data={days}>
          <CartesianGrid {...style.grid} />
          <XAxis {...style.xAxis} />
          <YAxis {...style.yAxis} />
          <Tooltip {...style.tooltip} formatter={tooltipValue} />
          <Legend {...style.legend} />
          <Line type="monotone" dataKey="visitors" name={TOTAL_LABEL.visitors} stroke={first} strokeWidth={2} dot={false} />
          <Line type="monotone" dataKey="views" name={TOTAL_LABEL.views} stroke={second} strokeWidth={2} strokeDasharray="6 3" dot={false} />
        </LineChart>
      </ChartFigure>
      <ChartFigure caption="Revenue per day, with orders and average order value" columns={columnsOf(SALES)} empty={emptyUnless(days, SALES, 'No orders in this period yet.')} {...figureProps}>
        <ComposedChart data={days}>
          <CartesianGrid {...style.grid} />
          <XAxis {...style.xAxis} />
          <YAxis {...style.yAxis} yAxisId="money" allowDecimals tickFormatter={(n: number) => dollars(n).replace(/\.00$/, '')} />
          <YAxis {...style.yAxis} yAxisId="orders" orientation="right" />
          <Tooltip {...style.tooltip} formatter={tooltipValue} />
          <Legend {...style.legend} />
          <Bar yAxisId="money" dataKey="revenue" name={TOTAL_LABEL.revenue} fill={first} />
          <Line yAxisId="orders" type="monotone" dataKey="orders" name={TOTAL_LABEL.orders} stroke={second} strokeWidth={2} dot={false} />
          <Line yAxisId="money" type="monotone" dataKey="average_order_value" name={TOTAL_LABEL.average_order_value} stroke={third} strokeWidth={2} strokeDasharray="6 3" dot={false} />
        </ComposedChart>
      </ChartFigure>
      <ChartFigure caption="New members per day" columns={columnsOf(MEMBERS)} empty={emptyUnless(days, MEMBERS, 'No new members in this period yet.')} {...figureProps}>
        <BarChart data={days}>
          <CartesianGrid {...style.grid} />
          <XAxis {...style.xAxis} />
          <YAxis {...style.yAxis} />
          <Tooltip {...style.tooltip} formatter={tooltipValue} />
          <Bar dataKey="new_members" name={TOTAL_LABEL.new_members} fill={first} />
        </BarChart>
      </ChartFigure>
      <ChartFigure caption="Comments and reports per day" columns={columnsOf(TALK)} empty={emptyUnless(days, TALK, 'No comments or reports in this period yet.')} {...figureProps}>
        <BarChart data={days}>
          <CartesianGrid {...style.grid} />
          <XAxis {...style.xAxis} />
          <YAxis {...style.yAxis} />
          <Tooltip {...style.tooltip} formatter={tooltipValue} />
          <Legend {...style.legend} />
          <Bar dataKey="comments" name={TOTAL_LABEL.comments} fill={first} />
          <Bar dataKey="reports" name={TOTAL_LABEL.reports} fill={second} />
        </BarChart>
      </ChartFigure>
    </Box>
  );
}

export function DailyChartsSkeleton() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start', gap: 2 }} aria-hidden>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={330} />
      ))}
    </Box>
  );
}
