import { Create, ListButton, TopToolbar, useRecordFromLocation } from 'react-admin';
import { useRecordFailureNotify, useRecordSuccess } from '../messages';
import { SkuForm } from './SkuForm';

/** SPEC §9 defaults for a new SKU (the server's SKU_DEFAULTS); the server adds return policy 1. */
const defaultValues = {
  qty_on_hand: 99,
  item_size: 1,
  size_unit: 'ct',
  published: false,
  tags: [],
  images: [],
};

const actions = (
  <TopToolbar>
    <ListButton label="All SKUs" />
  </TopToolbar>
);

/** A new SKU, or a new variant when opened from 'Add a variant' (parent_sku preset). Opens its editor once saved. */
export function SkuCreate() {
  const onError = useRecordFailureNotify('create');
  const onSuccess = useRecordSuccess('create', 'skus', 'edit');
  const fromLocation = useRecordFromLocation();
  return (
    <Create title={fromLocation?.parent_sku ? 'New variant' : 'New SKU'} actions={actions} mutationOptions={{ onError, onSuccess }} redirect="edit">
      <SkuForm defaultValues={defaultValues} />
    </Create>
  );
}
