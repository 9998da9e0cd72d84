import { useState } from 'react';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import { setSkuPublished } from './api';

/** SPEC §8's admin toasts, word for word. */
export const SKU_TOASTS = {
  published: 'SKU Published',
  suspended: 'SKU Suspended',
  notPublished: 'SKU Not Published',
  notSuspended: 'SKU Not Suspended',
  deleted: 'Deleted SKU',
  notDeleted: 'Could not delete SKU',
} as const;

export type SkuAction = 'publish' | 'suspend' | 'delete';

/**
 * Publish, suspend and delete for one or more SKUs, one request each, with the spec's toasts:
 * the success toast when every request succeeded, the failure toast otherwise. Resolves with the
 * ids that succeeded.
 */
export function useSkuActions() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [pending, setPending] = useState<SkuAction | null>(null);

  const run = async (action: SkuAction, ids: Identifier[]): Promise<Identifier[]> => {
    setPending(action);
    try {
      const results = await Promise.allSettled(
        ids.map((id) =>
          action === 'delete' ? dataProvider.delete('skus', { id }).then(() => id) : setSkuPublished(id, action === 'publish').then(() => id),
        ),
      );
      const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const failed = results.length - done.length;
      if (failed) {
        console.error(results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : [])));
        const message = action === 'publish' ? SKU_TOASTS.notPublished : action === 'suspend' ? SKU_TOASTS.notSuspended : SKU_TOASTS.notDeleted;
        notify(message, { type: 'error' });
      } else {
        const message = action === 'publish' ? SKU_TOASTS.published : action === 'suspend' ? SKU_TOASTS.suspended : SKU_TOASTS.deleted;
        notify(message, { type: 'success' });
      }
      return done;
    } finally {
      setPending(null);
    }
  };

  return { run, pending };
}
