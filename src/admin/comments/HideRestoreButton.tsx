import { Button } from '@mui/material';
import { EyeOff, RotateCcw } from 'lucide-react';
import { useRecordContext } from 'react-admin';
import type { AdminCommentRecord } from '../../modules/community/schemas';
import { stopRowClick } from '../shared/RecordLink';
import { useModeration, type Moderation } from './moderation';

/**
 * Hide a shown comment, Restore a hidden one. A deleted comment has nothing left to hide. In a
 * list row the name says which comment ("Hide comment 12").
 */
export function HideRestoreButton(props: {
  comment: AdminCommentRecord;
  pending: Moderation | null;
  moderate: (action: Moderation, ids: AdminCommentRecord['id'][]) => unknown;
  inRow?: boolean;
}) {
  const { comment, pending, moderate, inRow = false } = props;
  if (comment.deleted) return null;
  const action = comment.hidden ? 'restore' : 'hide';
  const label = comment.hidden ? 'Restore' : 'Hide';
  const Icon = comment.hidden ? RotateCcw : EyeOff;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={pending !== null && pending !== action}
      loading={pending === action}
      loadingPosition="start"
      startIcon={<Icon size={16} aria-hidden="true" />}
      aria-label={inRow ? `${label} comment ${comment.id}` : undefined}
      onClick={(event) => {
        stopRowClick(event);
        void moderate(action, [comment.id]);
      }}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}

/** A list row's quick action. */
export function RowModeration() {
  const comment = useRecordContext<AdminCommentRecord>();
  const { moderate, pending } = useModeration();
  return comment ? <HideRestoreButton comment={comment} pending={pending} moderate={moderate} inRow /> : null;
}
