import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext } from 'react-admin';
import { VIEWS, viewOf, type ViewKey } from './views';

/**
 * Reported (the queue), Hidden or All comments, above the list. The other filters (search, article,
 * author) stay as they are; each view brings its own order.
 */
export function CommentViews() {
  const { filterValues, displayedFilters, setFilters, setSort } = useListContext();
  const current = viewOf(filterValues);

  const choose = (key: ViewKey | null) => {
    if (!key || key === current) return; // pressing the chosen one again keeps it
    const { reported: _r, hidden: _h, ...rest } = filterValues as Record<string, unknown>;
    const view = VIEWS.find((v) => v.key === key)!;
    setFilters({ ...rest, ...view.filter }, displayedFilters);
    setSort(view.sort);
  };

  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <ToggleButtonGroup exclusive size="small" value={current} onChange={(_, key: ViewKey | null) => choose(key)} aria-label="Show comments" sx={{ flexWrap: 'wrap' }}>
        {VIEWS.map((view) => (
          <ToggleButton key={view.key} value={view.key} sx={{ px: 1.5 }}>
            {view.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
