import { Checkbox } from '@mui/material';
import type { MouseEvent } from 'react';
import { useListContext, useRecordContext } from 'react-admin';
import type { AdminSku } from '../../modules/shop/admin-schemas';

/**
 * Row selection with checkboxes named after their SKU ("Select Marginalia Field Guide"), and a
 * header checkbox for the whole page. react-admin's own put the name on a wrapper, not the input.
 */
export function SelectSku() {
  const sku = useRecordContext<AdminSku>();
  const { selectedIds, onToggleItem } = useListContext<AdminSku>();
  if (!sku) return null;
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(sku.id)}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      onChange={() => onToggleItem(sku.id)}
      slotProps={{ input: { 'aria-label': `Select ${sku.full_title}` } }}
      sx={{ p: 0.5 }}
    />
  );
}

export function SelectAllSkus() {
  const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext<AdminSku>();
  const onPage = data.map((sku) => sku.id);
  const all = onPage.length > 0 && onPage.every((id) => selectedIds.includes(id));
  const some = !all && onPage.some((id) => selectedIds.includes(id));
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={some}
      disabled={onPage.length === 0}
      onChange={() => (all ? onUnselectItems() : onSelect(onPage))}
      slotProps={{ input: { 'aria-label': 'Select all SKUs on this page' } }}
      sx={{ p: 0.5 }}
    />
  );
}
