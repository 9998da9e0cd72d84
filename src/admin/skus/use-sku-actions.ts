import { useDataProvider, type Identifier } from 'react-admin';
import { useBatchAction } from '../shared/use-batch-action';
import { setSkuPublished } from './api';

/** SPEC §8's admin toasts, word for word. */
export const SKU_TOASTS = {
  publish: { done: 'SKU Published', failed: 'SKU Not Published' },
  suspend: { done: 'SKU Suspended', failed: 'SKU Not Suspended' },
  delete: { done: 'Deleted SKU', failed: 'Could not delete SKU' },
} as const;

export type SkuAction = keyof typeof SKU_TOASTS;

/**
 * Publish, suspend and delete for one or more SKUs, one request each, with the spec's toasts.
 * Resolves with the ids that succeeded.
 */
export function useSkuActions() {
  const dataProvider = useDataProvider();
  const perform = (action: SkuAction, id: Identifier) =>
    action === 'delete' ? dataProvider.delete('skus', { id }) : setSkuPublished(id, action === 'publish');
  return useBatchAction(perform, SKU_TOASTS);
}
