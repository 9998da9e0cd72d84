import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { pageStatsQuery, type StatsPage } from '../../api/page-stats';
import { useAuth } from '../../state/auth';
import s from './PageStats.module.css';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The page's own figures over the last 30 days, linking to the dashboard over the same days
 * (./PageStats.tsx shows it to administrators). Nothing while the figures load or when they fail
 * (they are a convenience; the dashboard has them too).
 */
export default function PageFigures({ page }: { page: StatsPage }) {
  const { isAdmin } = useAuth();
  const stats = useQuery({ ...pageStatsQuery(page), enabled: isAdmin });
  if (!isAdmin || !stats.data) return null;
  const { views, visitors, units_sold, since } = stats.data;
  const figures = [count(views, 'view', 'views'), count(visitors, 'visitor', 'visitors')];
  if (units_sold !== undefined) figures.push(count(units_sold, 'unit sold', 'units sold'));
  return (
    <aside className={s.stats} aria-label="Figures for administrators">
      <BarChart3 aria-hidden="true" size={16} />
      <span>
        Last 30 days: <span className={s.figures}>{figures.join(' · ')}</span>
      </span>
      {/* The console is a separate app: a full page load. */}
      <a href={`/chariot?${new URLSearchParams({ from: since, to: today() })}`}>Dashboard</a>
    </aside>
  );
}
