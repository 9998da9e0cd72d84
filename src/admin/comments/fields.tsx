import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { ExternalLink } from 'lucide-react';
import { useRecordContext } from 'react-admin';
import type { AdminCommentRecord } from '../../modules/community/schemas';
import { excerpt } from '../shared/excerpt';
import { stopRowClick } from '../shared/RecordLink';
import { openReasons } from './text';

/** SPEC §3 Comment: an author whose account is gone. */
export const DELETED_MEMBER = '[deleted member]';

export const authorName = (comment: Pick<AdminCommentRecord, 'username'>) => comment.username ?? DELETED_MEMBER;

/** '1 open report', '3 open reports'. */
export const openReportsText = (n: number) => `${n} open report${n === 1 ? '' : 's'}`;

// Outlined chips keep their text in the palette colour, which holds AA contrast in both themes.
export const BarredChip = () => <Chip label="Barred" size="small" color="error" variant="outlined" />;

/** The author's username (or [deleted member]), and "Barred" when they may no longer comment. */
export function AuthorField() {
  const comment = useRecordContext<AdminCommentRecord>();
  if (!comment) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span" sx={comment.username ? undefined : { fontStyle: 'italic', color: 'text.secondary' }}>
        {authorName(comment)}
      </Typography>
      {comment.author_banned ? <BarredChip /> : null}
    </Stack>
  );
}

/** The article's title, opening its public page in a new tab (the console stays where it was). */
export function ArticleLink() {
  const comment = useRecordContext<AdminCommentRecord>();
  if (!comment) return null;
  const title = comment.article_title;
  // The last word and the icon never part at a line break.
  const cut = title.lastIndexOf(' ') + 1;
  return (
    <Link
      href={`/article/${encodeURIComponent(comment.article_id)}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${title} (opens in a new tab)`}
      onClick={stopRowClick}
    >
      {title.slice(0, cut)}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {title.slice(cut)}
        <Box component={ExternalLink} size={14} aria-hidden="true" sx={{ ml: 0.5, verticalAlign: 'middle' }} />
      </Box>
    </Link>
  );
}

/** Hidden (by a moderator, reversible) and Deleted (text gone for good), when they apply. */
export function StateChips() {
  const comment = useRecordContext<AdminCommentRecord>();
  if (!comment || (!comment.hidden && !comment.deleted)) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {comment.hidden ? <Chip label="Hidden" size="small" color="warning" variant="outlined" /> : null}
      {comment.deleted ? <Chip label="Deleted" size="small" variant="outlined" /> : null}
    </Stack>
  );
}

/** The open reports: how many, and the reasons given. */
export function OpenReportsField() {
  const comment = useRecordContext<AdminCommentRecord>();
  if (!comment) return null;
  if (comment.open_reports === 0) {
    return (
      <Typography variant="body2" component="span" color="text.secondary">
        None open
      </Typography>
    );
  }
  const reasons = excerpt(openReasons(comment.reports), 80);
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
        {comment.open_reports} open
      </Typography>
      {reasons ? (
        <Typography variant="body2" color="text.secondary">
          {reasons}
        </Typography>
      ) : null}
    </Box>
  );
}
