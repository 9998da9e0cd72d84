import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext, useResourceContext, type RaRecord } from 'react-admin';

/** A click on a control in a row is the control's own; the row would navigate a second time. */
export const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/**
 * The record's name as a real link to its editor (or show page), so a row opens by keyboard as well
 * as by a click anywhere on it.
 */
export function RecordLink<R extends RaRecord>({ text, type = 'edit' }: { text: (record: R) => string; type?: 'edit' | 'show' }) {
  const record = useRecordContext<R>();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  return (
    <Link to={createPath({ resource, type, id: record.id })} onClick={stopRowClick}>
      {text(record)}
    </Link>
  );
}
