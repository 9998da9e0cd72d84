import { Chip, IconButton } from '@mui/material';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { useDataProvider, useListContext, useNotify, useRecordContext } from 'react-admin';
import type { AdminService } from '../../modules/shop/admin-schemas';
import { moveItem } from '../shared/order';
import { RecordLink } from '../shared/RecordLink';

export function ServicePublishedChip() {
  const service = useRecordContext<AdminService>();
  if (!service) return null;
  return service.published ? <Chip label="Published" size="small" color="success" variant="outlined" /> : <Chip label="Hidden" size="small" variant="outlined" />;
}

export const ServiceTitleLink = () => <RecordLink<AdminService> text={(service) => service.title} />;

/**
 * Up and down in the list's order (by position). A move renumbers the list 0, 1, 2... and saves
 * each service whose position changed, so equal positions sort out on the first move.
 */
export function MoveButtons() {
  const service = useRecordContext<AdminService>();
  const { data = [], sort, refetch } = useListContext<AdminService>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!service) return null;
  const ordered = sort.field === 'position' && sort.order === 'ASC';
  const index = data.findIndex((s) => s.id === service.id);

  const move = async (event: MouseEvent, by: -1 | 1) => {
    event.stopPropagation();
    const next = moveItem(data, index, by);
    setBusy(true);
    try {
      await Promise.all(
        next.flatMap((s, position) => (s.position === position ? [] : [dataProvider.update('services', { id: s.id, data: { ...s, position }, previousData: s })])),
      );
      notify('Order saved', { type: 'success' });
    } catch (error) {
      console.error(error);
      notify('Unable to update this record.', { type: 'error' });
    } finally {
      setBusy(false);
      await refetch();
    }
  };

  const why = ordered ? '' : ' (sort by position first)';
  return (
    <>
      <IconButton size="small" aria-label={`Move ${service.title} up${why}`} disabled={!ordered || busy || index <= 0} onClick={(e) => void move(e, -1)}>
        <ArrowUp size={18} aria-hidden="true" />
      </IconButton>
      <IconButton size="small" aria-label={`Move ${service.title} down${why}`} disabled={!ordered || busy || index < 0 || index >= data.length - 1} onClick={(e) => void move(e, 1)}>
        <ArrowDown size={18} aria-hidden="true" />
      </IconButton>
    </>
  );
}
