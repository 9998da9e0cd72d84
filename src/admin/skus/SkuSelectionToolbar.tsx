import { Button } from '@mui/material';
import { CircleCheck, CircleSlash, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Confirm, useListContext } from 'react-admin';
import type { AdminSku } from '../../modules/shop/admin-schemas';
import { SelectionToolbar, useSelectionFollowsList } from '../shared/SelectColumn';
import { useSkuActions } from './use-sku-actions';

/**
 * Always above the SKU table (SPEC §4 "SKU"): Publish, which reads Suspend when the selection is
 * published, and Delete; both disabled while nothing is selected. Delete asks first, and says
 * that a product's variants go with it.
 */
export function SkuSelectionToolbar() {
  const { data = [], selectedIds, onUnselectItems, refetch } = useListContext<AdminSku>();
  const { run, pending } = useSkuActions();
  const [confirming, setConfirming] = useState(false);
  useSelectionFollowsList('skus');

  const selected = data.filter((sku) => selectedIds.includes(sku.id));
  const count = selectedIds.length;
  const none = count === 0;
  // Suspend when every selected SKU is published; Publish when any of them is not.
  const suspend = selected.length > 0 && selected.every((sku) => sku.published);
  const variants = selected.reduce((n, sku) => n + sku.variant_count, 0);

  const toggle = async () => {
    await run(suspend ? 'suspend' : 'publish', selectedIds);
    await refetch();
  };

  const remove = async () => {
    const deleted = await run('delete', selectedIds);
    setConfirming(false);
    if (deleted.length) onUnselectItems();
    await refetch();
  };

  return (
    <SelectionToolbar label="Selected SKUs" hint="Select SKUs to publish, suspend or delete them.">
      <Button
        variant="outlined"
        size="small"
        disabled={none || pending !== null}
        loading={pending === 'publish' || pending === 'suspend'}
        loadingPosition="start"
        startIcon={suspend ? <CircleSlash size={16} aria-hidden="true" /> : <CircleCheck size={16} aria-hidden="true" />}
        onClick={() => void toggle()}
      >
        {suspend ? 'Suspend' : 'Publish'}
      </Button>
      <Button
        variant="outlined"
        color="error"
        size="small"
        disabled={none || pending !== null}
        startIcon={<Trash2 size={16} aria-hidden="true" />}
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
      <Confirm
        isOpen={confirming}
        title={count === 1 ? 'Delete this SKU?' : `Delete ${count} SKUs?`}
        content={
          variants > 0
            ? `Its pictures and its ${variants} variant${variants === 1 ? '' : 's'} are deleted with it. This cannot be undone.`
            : 'Its pictures are deleted with it. This cannot be undone.'
        }
        confirm="Delete"
        confirmColor="warning"
        loading={pending === 'delete'}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </SelectionToolbar>
  );
}
