import { Button } from '@mui/material';
import { CircleCheck, RotateCcw } from 'lucide-react';
import { useNotify, useRecordContext, useResourceContext, useUpdate } from 'react-admin';
import type { InboxItem } from '../../modules/shop/admin-schemas';

/** 'Mark handled' or 'Mark not handled' (PUT /api/admin/{inbox}/:id {handled}). */
export function HandledButton() {
  const item = useRecordContext<InboxItem>();
  const resource = useResourceContext();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<InboxItem>();
  if (!item || !resource) return null;
  const handled = !item.handled;
  const click = () =>
    update(
      resource,
      { id: item.id, data: { handled }, previousData: item },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(handled ? 'Marked handled' : 'Marked not handled', { type: 'success' }),
        onError: (error) => notify((error as Error)?.message || 'We could not complete your request.', { type: 'error' }),
      },
    );
  return (
    <Button
      variant={handled ? 'contained' : 'outlined'}
      size="small"
      loading={isPending}
      loadingPosition="start"
      startIcon={handled ? <CircleCheck size={16} aria-hidden="true" /> : <RotateCcw size={16} aria-hidden="true" />}
      onClick={click}
    >
      {handled ? 'Mark handled' : 'Mark not handled'}
    </Button>
  );
}
