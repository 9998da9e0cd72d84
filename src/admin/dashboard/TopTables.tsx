import { Box, Link, Typography } from '@mui/material';
import { ExternalLink } from 'lucide-react';
import type { DashboardResponse } from '../../modules/analytics/admin-schemas';
import { dollars } from '../orders/format';
import type { Column } from './FigureTable';
import { FUNNEL_LABEL, rate } from './format';
import type { DayRange } from './range';
import { TableCard } from './TableCard';

type Data = Pick<DashboardResponse, 'top_pages' | 'top_products' | 'top_articles' | 'best_sellers' | 'funnel'>;

/** A public page, opened beside the console. */
function PublicLink({ href, title }: { href: string; title: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {title}
      <ExternalLink size={14} aria-label="(opens in a new tab)" />
    </Link>
  );
}

/** Views, visitors and the previous period's views: the columns every "top" table shares. */
const visitColumns = <Row extends { views: number; visitors: number; previous_views: number }>(): Array<Column<Row>> => [
  { label: 'Views', value: (r) => r.views, numeric: true },
  { label: 'Visitors', value: (r) => r.visitors, numeric: true },
  { label: 'Views, previous period', value: (r) => r.previous_views, numeric: true },
];

const PAGES: Array<Column<Data['top_pages'][number]>> = [{ label: 'Page', value: (r) => r.path }, ...visitColumns()];

const PRODUCTS: Array<Column<Data['top_products'][number]>> = [
  { label: 'Product', value: (r) => r.title, render: (r) => <PublicLink href={`/shop/${r.sku_id}`} title={r.title} /> },
  { label: 'SKU', value: (r) => r.sku_id, numeric: true },
  ...visitColumns(),
];

const ARTICLES: Array<Column<Data['top_articles'][number]>> = [
  { label: 'Article', value: (r) => r.title, render: (r) => <PublicLink href={`/article/${encodeURIComponent(r.article_id)}`} title={r.title} /> },
  ...visitColumns(),
];

const SELLERS: Array<Column<Data['best_sellers'][number]>> = [
  { label: 'Product', value: (r) => r.title, render: (r) => <PublicLink href={`/shop/${r.sku_id}`} title={r.title} /> },
  { label: 'SKU', value: (r) => r.sku_id, numeric: true },
  { label: 'Units', value: (r) => r.units, numeric: true },
  { label: 'Revenue', value: (r) => r.revenue, numeric: true, render: (r) => dollars(r.revenue) },
  { label: 'Units, previous period', value: (r) => r.previous_units, numeric: true },
];

type Step = Data['funnel'][number];

/** The funnel as bars in the table: each step's width is its share of the first step (never past it). */
function funnelColumns(steps: readonly Step[]): Array<Column<Step>> {
  const top = Math.max(1, ...steps.map((s) => s.count));
  return [
    { label: 'Step', value: (s) => FUNNEL_LABEL[s.step] },
    { label: 'Visitors', value: (s) => s.count, numeric: true },
    { label: 'Previous period', value: (s) => s.previous, numeric: true },
    { label: 'Rate from the step before', value: (s) => rate(s.rate), numeric: true },
    {
      label: 'Share of the first step',
      value: (s) => rate(steps[0]?.count ? s.count / steps[0].count : null),
      render: (s) => (
        <Box sx={{ width: 120, height: 12, bgcolor: 'action.hover', borderRadius: 1 }} aria-hidden>
          <Box sx={{ width: `${(s.count / top) * 100}%`, height: '100%', bgcolor: 'primary.main', borderRadius: 1 }} />
        </Box>
      ),
    },
  ];
}

/**
 * The top pages, products and articles, the best sellers and the shop's funnel, each with its CSV.
 * Two to a row only where each gets 460 px (the page's width, less the sidebar, decides, not the
 * screen's); the funnel, the widest, has a row of its own.
 */
export function TopTables({ data, range }: { data: Data; range: DayRange }) {
  const funnelIsEmpty = data.funnel.every((s) => s.count === 0 && s.previous === 0);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 460px), 1fr))', alignItems: 'start', gap: 2 }}>
      <TableCard title="Top pages" file="top-pages" rows={data.top_pages} columns={PAGES} rowKey={(r) => r.path} empty="No visits in this period yet." range={range} />
      <TableCard title="Top products" file="top-products" rows={data.top_products} columns={PRODUCTS} rowKey={(r) => r.sku_id} empty="No product views in this period yet." range={range} />
      <TableCard title="Top articles" file="top-articles" rows={data.top_articles} columns={ARTICLES} rowKey={(r) => r.article_id} empty="No article views in this period yet." range={range} />
      <TableCard title="Best-selling SKUs" file="best-sellers" rows={data.best_sellers} columns={SELLERS} rowKey={(r) => r.sku_id} empty="No sales in this period yet." range={range} />
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <TableCard title="Shop funnel" file="funnel" rows={funnelIsEmpty ? [] : data.funnel} columns={funnelColumns(data.funnel)} rowKey={(s) => s.step} empty="No product views in this period yet." range={range}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Visitors of each day who got at least this far; a paid order counts the visitor who asked for its quote.
          </Typography>
        </TableCard>
      </Box>
    </Box>
  );
}
