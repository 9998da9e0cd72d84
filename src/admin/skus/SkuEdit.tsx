import { Box, Button } from '@mui/material';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Confirm, Edit, ListButton, SaveButton, Toolbar, TopToolbar, useRecordContext, useRedirect } from 'react-admin';
import type { AdminSku } from '../../modules/shop/admin-schemas';
import { useRecordFailureNotify, useRecordSuccess } from '../messages';
import { DigitalFile } from './DigitalFile';
import { SkuForm } from './SkuForm';
import { useSkuActions } from './use-sku-actions';
import { Variants } from './Variants';

function SkuTitle() {
  const sku = useRecordContext<AdminSku>();
  return <>{sku ? `SKU #${sku.id}: ${sku.full_title}` : 'SKU'}</>;
}

/** Deletes the SKU (and its variants) after a confirmation, then goes back to the list. */
function DeleteSkuButton() {
  const sku = useRecordContext<AdminSku>();
  const { run, pending } = useSkuActions();
  const redirect = useRedirect();
  const [confirming, setConfirming] = useState(false);
  if (!sku) return null;
  const remove = async () => {
    const deleted = await run('delete', [sku.id]);
    setConfirming(false);
    if (deleted.length) redirect('list', 'skus');
  };
  return (
    <>
      <Button color="error" startIcon={<Trash2 size={18} aria-hidden="true" />} disabled={pending !== null} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <Confirm
        isOpen={confirming}
        title="Delete this SKU?"
        content={
          sku.variant_count > 0
            ? `Its pictures and its ${sku.variant_count} variant${sku.variant_count === 1 ? '' : 's'} are deleted with it. This cannot be undone.`
            : 'Its pictures are deleted with it. This cannot be undone.'
        }
        confirm="Delete"
        confirmColor="warning"
        loading={pending === 'delete'}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

const EditToolbar = () => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton />
    <Box sx={{ flex: 1 }} />
    <DeleteSkuButton />
  </Toolbar>
);

const actions = (
  <TopToolbar>
    <ListButton label="All SKUs" />
  </TopToolbar>
);

/** /chariot/skus/{sku_id}: the editor, the file a digital SKU's buyers download, then the SKU's variants. Saving stays on the page. */
export function SkuEdit() {
  const onError = useRecordFailureNotify('update');
  const onSuccess = useRecordSuccess('update', 'skus', false);
  return (
    <Edit title={<SkuTitle />} actions={actions} mutationMode="pessimistic" mutationOptions={{ onError, onSuccess }} redirect={false}>
      <SkuForm toolbar={<EditToolbar />} />
      <DigitalFile />
      <Variants />
    </Edit>
  );
}
