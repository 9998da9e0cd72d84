import { useTheme } from '@mui/material';
import { longDay, shortDay } from './format';

/** Axes, grid and tooltip in the theme's colours, so the charts read in light and dark alike. */
export function useChartStyle() {
  const { palette, typography } = useTheme();
  const tick = { fill: palette.text.secondary, fontSize: 12, fontFamily: typography.fontFamily };
  return {
    colors: { first: palette.primary.main, second: palette.secondary.main, third: palette.text.secondary },
    grid: { stroke: palette.divider, strokeDasharray: '3 3', vertical: false },
    xAxis: { dataKey: 'day', tick, tickFormatter: shortDay, minTickGap: 24, stroke: palette.divider },
    yAxis: { tick, stroke: palette.divider, allowDecimals: false, width: 56 },
    tooltip: {
      labelFormatter: (day: unknown) => (typeof day === 'string' ? longDay(day) : ''),
      contentStyle: { background: palette.background.paper, border: `1px solid ${palette.divider}`, color: palette.text.primary, borderRadius: 6 },
      cursor: { fill: palette.action.hover, stroke: palette.divider },
    },
    legend: { wrapperStyle: { color: palette.text.primary, fontSize: 13 } },
  };
}
