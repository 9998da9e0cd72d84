import { Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import type { ArticleStats } from '../../modules/content/admin-schemas';
import { fetchArticleStats } from './api';

/** The list's state filters, one per count (SPEC §4 "Article": published, suppressed, never published). */
const STATES = [
  { key: 'all', label: 'All', count: (s: ArticleStats) => s.total, filter: {} },
  { key: 'published', label: 'Published', count: (s: ArticleStats) => s.published, filter: { published: true } },
  { key: 'suppressed', label: 'Suppressed', count: (s: ArticleStats) => s.suppressed, filter: { suppressed: true } },
  { key: 'drafts', label: 'Drafts', count: (s: ArticleStats) => s.drafts, filter: { published: false, suppressed: false } },
] as const;

type StateKey = (typeof STATES)[number]['key'];

function stateOf(filter: Record<string, unknown>): StateKey {
  if (filter.published === true) return 'published';
  if (filter.suppressed === true) return 'suppressed';
  if (filter.published === false) return 'drafts';
  return 'all';
}

/** react-query's key: react-admin's refresh (after a publish, a save) reloads it with the list. */
export const ARTICLE_STATS_KEY = ['articles', 'stats'] as const;

/**
 * The counts above the article list (total, published, suppressed, drafts), each also the button
 * that shows only those articles. The other filters (search, tag) stay as they are.
 */
export function ArticleStatsFilter() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const stats = useQuery({ queryKey: ARTICLE_STATS_KEY, queryFn: fetchArticleStats });
  const current = stateOf(filterValues);

  const choose = (key: StateKey | null) => {
    if (!key) return; // pressing the chosen one again keeps it
    const { published: _p, suppressed: _s, ...rest } = filterValues as Record<string, unknown>;
    const state = STATES.find((s) => s.key === key)!;
    setFilters({ ...rest, ...state.filter }, displayedFilters);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: { xs: 1, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <ToggleButtonGroup exclusive size="small" value={current} onChange={(_, key: StateKey | null) => choose(key)} aria-label="Show articles" sx={{ flexWrap: 'wrap' }}>
        {STATES.map((state) => (
          <ToggleButton key={state.key} value={state.key} sx={{ gap: 1, px: 1.5 }}>
            <span>{state.label}</span>
            <Box component="span" sx={{ fontWeight: 500, fontVariantNumeric: 'tabular-nums' }} aria-hidden={!stats.data}>
              {stats.data ? state.count(stats.data) : '…'}
            </Box>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {stats.isError ? (
        <Typography variant="body2" color="error" role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          The counts could not be loaded.
          <Button size="small" onClick={() => void stats.refetch()}>
            Retry
          </Button>
        </Typography>
      ) : null}
    </Box>
  );
}
