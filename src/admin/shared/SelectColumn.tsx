import { Box, Button, Checkbox, Toolbar, Typography } from '@mui/material';
import type { LucideIcon } from 'lucide-react';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useListContext, useRecordContext, useUnselectAll, type Identifier, type RaRecord } from 'react-admin';

/**
 * Row selection with checkboxes named after their record ("Select Marginalia Field Guide"), and a
 * header checkbox for the whole page. react-admin's own put the name on a wrapper, not the input.
 */
export function SelectRow<R extends RaRecord>({ name }: { name: (record: R) => string }) {
  const record = useRecordContext<R>();
  const { selectedIds, onToggleItem } = useListContext<R>();
  if (!record) return null;
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': `Select ${name(record)}` } }}
      sx={{ p: 0.5 }}
    />
  );
}

/** The header checkbox: selects every row of the page, or none. */
export function SelectAllRows({ label }: { label: string }) {
  const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext();
  const onPage = data.map((record) => record.id);
  const all = onPage.length > 0 && onPage.every((id) => selectedIds.includes(id));
  const some = !all && onPage.some((id) => selectedIds.includes(id));
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={some}
      disabled={onPage.length === 0}
      onChange={() => (all ? onUnselectItems() : onSelect(onPage))}
      slotProps={{ input: { 'aria-label': label } }}
      sx={{ p: 0.5 }}
    />
  );
}

/**
 * A selected record that has left the list (published out of an 'Unpublished' filter, deleted,
 * filtered away) is no longer selected: a count never names rows that are not there.
 */
export function useSelectionFollowsList(resource: string) {
  const { data = [], selectedIds, onSelect, isPending, isFetching } = useListContext();
  const unselectAll = useUnselectAll(resource);
  useEffect(() => {
    if (isPending || isFetching) return;
    const listed = new Set(data.map((record) => record.id));
    const kept = selectedIds.filter((id) => listed.has(id));
    if (kept.length === selectedIds.length) return;
    if (kept.length === 0) unselectAll();
    else onSelect(kept);
  }, [data, selectedIds, isPending, isFetching, onSelect, unselectAll]);
}

/**
 * Always above a selectable table: how many rows are selected (or what selecting them is for),
 * then the actions on them, which the caller disables while none is selected.
 */
export function SelectionToolbar({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  const { selectedIds } = useListContext();
  const count = selectedIds.length;
  return (
    <Toolbar disableGutters variant="dense" aria-label={label} role="group" sx={{ gap: 1, flexWrap: 'wrap', px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }} aria-live="polite">
        {count === 0 ? hint : `${count} selected`}
      </Typography>
      <Box sx={{ flex: 1 }} />
      {children}
    </Toolbar>
  );
}

/** One action of a selection toolbar. */
export interface BulkAction<A extends string> {
  action: A;
  label: string;
  Icon: LucideIcon;
}

/**
 * A selection toolbar's buttons, one per action, each for every selected row: all disabled while
 * none is selected or one runs; the one running says so.
 */
export function BulkButtons<A extends string>({ actions, pending, onRun }: { actions: ReadonlyArray<BulkAction<A>>; pending: A | null; onRun: (action: A, ids: Identifier[]) => void }) {
  const { selectedIds } = useListContext();
  return actions.map(({ action, label, Icon }) => (
    <Button
      key={action}
      variant="outlined"
      size="small"
      disabled={selectedIds.length === 0 || pending !== null}
      loading={pending === action}
      loadingPosition="start"
      startIcon={<Icon size={16} aria-hidden="true" />}
      onClick={() => onRun(action, selectedIds)}
    >
      {label}
    </Button>
  ));
}
