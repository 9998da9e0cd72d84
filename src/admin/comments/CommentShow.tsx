import { Alert, Box, Chip, Divider, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Show, useCreatePath, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminCommentRecord } from '../../modules/community/schemas';
import { Facts, Section } from '../shared/Facts';
import { CommentActions } from './CommentActions';
import { ArticleLink, AuthorField, DELETED_MEMBER, StateChips, authorName } from './fields';

const CommentTitle = () => {
  const comment = useRecordContext<AdminCommentRecord>();
  return <>{comment ? `Comment by ${authorName(comment)}` : 'Comment'}</>;
};

const when = (iso: string) => new Date(iso).toLocaleString();

const compact = (rows: Array<[string, ReactNode] | null>) => rows.filter((row): row is [string, ReactNode] => row !== null);

/** The comments list narrowed to one article or one author (the All comments view). */
function useListOf() {
  const createPath = useCreatePath();
  return (filter: Record<string, unknown>) => `${createPath({ resource: 'comments', type: 'list' })}?${new URLSearchParams({ filter: JSON.stringify(filter), sort: 'created_at', order: 'DESC' })}`;
}

/**
 * The body as the server rendered and sanitised it (DESIGN §4), in a reading column. Kept while
 * hidden, so a moderator can judge it; gone once deleted.
 */
function Body({ comment }: { comment: AdminCommentRecord }) {
  if (!comment.body_html) {
    return <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>The text was deleted.</Typography>;
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, maxWidth: '72ch' }}>
      <Box
        // Sanitised on the server at write time: the same HTML the public thread shows.
        dangerouslySetInnerHTML={{ __html: comment.body_html }}
        sx={{
          fontFamily: 'Georgia, "Times New Roman", serif',
          lineHeight: 1.6,
          overflowWrap: 'anywhere',
          '& > :first-of-type': { mt: 0 },
          '& > :last-child': { mb: 0 },
          '& a': { color: 'primary.main' },
          '& blockquote': { borderLeft: 3, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
          '& pre': { overflowX: 'auto', p: 1, bgcolor: 'action.hover', borderRadius: 1 },
          '& code': { fontSize: '0.9em' },
          '& img': { maxWidth: '100%' },
          '& h1, & h2, & h3, & h4, & h5, & h6': { fontSize: '1.1rem', fontWeight: 600 },
        }}
      />
    </Paper>
  );
}

function Reports({ reports }: { reports: AdminCommentRecord['reports'] }) {
  if (reports.length === 0) return <Typography color="text.secondary">No one has reported this comment.</Typography>;
  return (
    <Stack component="ul" aria-label="Reports" sx={{ listStyle: 'none', p: 0, m: 0 }} divider={<Divider component="li" aria-hidden="true" />} spacing={1}>
      {reports.map((report, index) => (
        <Box component="li" key={`${report.created_at}-${index}`} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{report.reason || <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>No reason given</Box>}</Typography>
            <Typography variant="body2" color="text.secondary">
              {report.username ?? DELETED_MEMBER}, {when(report.created_at)}
            </Typography>
          </Box>
          {report.resolved ? <Chip label="Resolved" size="small" variant="outlined" /> : <Chip label="Open" size="small" color="secondary" variant="outlined" />}
        </Box>
      ))}
    </Stack>
  );
}

function StateNote({ comment }: { comment: AdminCommentRecord }) {
  if (comment.deleted) return <Alert severity="info">Deleted: its text is gone for good. If it has replies, readers see a “[deleted]” stub in its place.</Alert>;
  if (comment.hidden) return <Alert severity="warning">Hidden: readers do not see it (or see a “[hidden]” stub if it has replies). Restore brings it back.</Alert>;
  return null;
}

function CommentDetails() {
  const comment = useRecordContext<AdminCommentRecord>();
  const createPath = useCreatePath();
  const listOf = useListOf();
  if (!comment) return <Skeleton variant="rounded" height={320} sx={{ m: 2 }} />;
  const edited = comment.updated_at > comment.created_at;
  return (
    <Stack spacing={3} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <StateNote comment={comment} />
      <Section title="Text">
        <Body comment={comment} />
      </Section>
      <Facts
        rows={compact([
          [
            'Author',
            <Stack key="author" direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <AuthorField />
              {comment.user_id !== null ? (
                <>
                  <Link component={RouterLink} to={createPath({ resource: 'members', type: 'show', id: comment.user_id })} variant="body2">
                    Member page
                  </Link>
                  <Link component={RouterLink} to={listOf({ user_id: comment.user_id })} variant="body2">
                    All their comments
                  </Link>
                </>
              ) : null}
            </Stack>,
          ],
          [
            'Article',
            <Stack key="article" direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <ArticleLink />
              <Link component={RouterLink} to={listOf({ article_id: comment.article_id })} variant="body2">
                All its comments
              </Link>
            </Stack>,
          ],
          comment.parent_comment === null
            ? null
            : [
                'In reply to',
                <Link key="parent" component={RouterLink} to={createPath({ resource: 'comments', type: 'show', id: comment.parent_comment })}>
                  Comment {comment.parent_comment}
                </Link>,
              ],
          ['Posted', when(comment.created_at)],
          ['Edited', edited ? when(comment.updated_at) : 'No'],
          ['Likes', String(comment.likes)],
          ['Dislikes', String(comment.dislikes)],
          ['State', comment.hidden || comment.deleted ? <StateChips key="state" /> : 'Shown'],
        ])}
      />
      <Section title={`Reports (${comment.open_reports} open)`}>
        <Reports reports={comment.reports} />
      </Section>
    </Stack>
  );
}

/** One comment: its whole text, where and by whom, its reports, and what a moderator can do. */
export function CommentShow() {
  return (
    <Show<AdminCommentRecord> title={<CommentTitle />} actions={<CommentActions />}>
      <CommentDetails />
    </Show>
  );
}
