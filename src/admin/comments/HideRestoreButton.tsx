import { Button, IconButton, Tooltip } from '@mui/material';
import { EyeOff, RotateCcw } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useRecordContext } from 'react-admin';
import type { AdminCommentRecord } from '../../modules/community/schemas';
import { stopRowClick } from '../shared/RecordLink';
import { useModeration, type Moderation } from './moderation';

interface ModerationProps {
  comment: AdminCommentRecord;
  pending: Moderation | null;
  moderate: (action: Moderation, ids: AdminCommentRecord['id'][]) => unknown;
}

/** What the button does to this comment: Restore a hidden one, else Hide; a deleted one has nothing left to hide. */
function moderationOf({ comment, pending, moderate }: ModerationProps) {
  const action: Moderation = comment.hidden ? 'restore' : 'hide';
  return {
    label: comment.hidden ? 'Restore' : 'Hide',
    Icon: comment.hidden ? RotateCcw : EyeOff,
    disabled: pending !== null && pending !== action,
    loading: pending === action,
    onClick: (event: MouseEvent) => {
      stopRowClick(event);
      void moderate(action, [comment.id]);
    },
  };
}

/** Hide a shown comment, Restore a hidden one (the comment's page). */
export function HideRestoreButton(props: ModerationProps) {
  if (props.comment.deleted) return null;
  const { label, Icon, ...button } = moderationOf(props);
  return (
    <Button size="small" variant="outlined" loadingPosition="start" startIcon={<Icon size={16} aria-hidden="true" />} sx={{ whiteSpace: 'nowrap' }} {...button}>
      {label}
    </Button>
  );
}

/**
 * A list row's quick action: an icon, so the moderation table fits a laptop (issue 36), named for
 * its comment ("Hide comment 12") and with its word as a tooltip.
 */
export function RowModeration() {
  const comment = useRecordContext<AdminCommentRecord>();
  const { moderate, pending } = useModeration();
  if (!comment || comment.deleted) return null;
  const { label, Icon, ...button } = moderationOf({ comment, pending, moderate });
  return (
    <Tooltip title={label}>
      {/* A disabled button fires no events: the span keeps the tooltip working while another action runs. */}
      <span>
        <IconButton size="small" color="primary" aria-label={`${label} comment ${comment.id}`} {...button}>
          <Icon size={18} aria-hidden="true" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
