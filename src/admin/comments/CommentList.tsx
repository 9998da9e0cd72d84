import { Button, Stack, Typography } from '@mui/material';
import { CheckCheck, EyeOff, MessageSquareOff, UserX } from 'lucide-react';
import {
  AutocompleteInput,
  DataTable,
  DateField,
  FilterButton,
  List,
  ReferenceInput,
  SearchInput,
  SimpleList,
  TopToolbar,
  useBasename,
  useCreatePath,
  useListContext,
  useUnselect,
  type Identifier,
} from 'react-admin';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import type { AdminCommentRecord } from '../../modules/community/schemas';
import type { ArticleSummary } from '../../modules/content/schemas';
import { usePhone } from '../layout/phone';
import { RecordLink } from '../shared/RecordLink';
import { BulkButtons, SelectAllRows, SelectRow, SelectionToolbar, useSelectionFollowsList } from '../shared/SelectColumn';
import { ADMIN_LIST, COMPACT_COUNT, ColumnsChoice } from '../shared/list';
import { ArticleLink, AuthorField, OpenReportsField, StateChips, authorName, openReportsText } from './fields';
import { useModeration, type Moderation } from './moderation';
import { RowModeration } from './HideRestoreButton';
import { CommentViews } from './CommentViews';
import { commentExcerpt } from './text';
import { QUEUE, emptyText } from './views';

/** On a phone only the search shows at first; the Filter button adds the article and the author. */
const filters = (phone: boolean) => [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search comments" slotProps={{ htmlInput: { 'aria-label': 'Search comments' } }} />,
  <ReferenceInput key="article" source="article_id" reference="articles" alwaysOn={!phone} sort={{ field: 'updated_at', order: 'DESC' }} perPage={20}>
    <AutocompleteInput label="Article" optionText={(a: ArticleSummary) => a.title} filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <ReferenceInput key="author" source="user_id" reference="members" alwaysOn={!phone} sort={{ field: 'username', order: 'ASC' }} perPage={20}>
    <AutocompleteInput label="Author" optionText="username" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 200 }} />
  </ReferenceInput>,
];

/** The barred members belong with the comments (the Forums section). */
function Actions({ phone }: { phone: boolean }) {
  const createPath = useCreatePath();
  return (
    <TopToolbar>
      {phone ? <FilterButton /> : null}
      <ColumnsChoice />
      <Button component={RouterLink} to={createPath({ resource: 'comment-bans', type: 'list' })} size="small" startIcon={<UserX size={18} aria-hidden="true" />}>
        Barred members
      </Button>
    </TopToolbar>
  );
}

function Nothing() {
  const { filterValues } = useListContext();
  return (
    <Typography color="text.secondary" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
      <MessageSquareOff size={20} aria-hidden="true" />
      {emptyText(filterValues)}
    </Typography>
  );
}

const describe = (c: AdminCommentRecord) => `comment ${c.id} by ${authorName(c)}`;

const BULK = [
  { action: 'hide', label: 'Hide', Icon: EyeOff },
  { action: 'dismiss', label: 'Dismiss reports', Icon: CheckCheck },
] as const;

/**
 * Hide and Dismiss reports for the selected comments, disabled while none is. The comments done
 * are unselected at once: they may leave the view, and an emptied list has no rows to follow.
 */
function CommentSelectionToolbar() {
  const { moderate, pending } = useModeration();
  const unselect = useUnselect('comments');
  useSelectionFollowsList('comments');
  const run = async (action: Moderation, ids: Identifier[]) => unselect(await moderate(action, ids), true);
  return (
    <SelectionToolbar label="Selected comments" hint="Select comments to hide them or dismiss their reports.">
      <BulkButtons actions={BULK} pending={pending} onRun={(action, ids) => void run(action, ids)} />
    </SelectionToolbar>
  );
}

/**
 * The text as a real link to the comment's page (keyboard reachable as well as by row click), its
 * state (hidden, deleted) beneath: a column of its own did not fit a laptop.
 */
const CommentCell = () => (
  <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
    <RecordLink<AdminCommentRecord> type="show" text={(c) => commentExcerpt(c)} />
    <StateChips />
  </Stack>
);

/** One line under the text on a phone: who, where, and what is wrong with it. */
const phoneFacts = (c: AdminCommentRecord) =>
  [c.open_reports ? openReportsText(c.open_reports) : null, c.hidden ? 'Hidden' : null, c.deleted ? 'Deleted' : null, c.author_banned ? 'author barred' : null]
    .filter(Boolean)
    .join(' · ');

/** Shown by the Columns button only: moderation goes by reports, votes are on demand. */
const HIDDEN = ['likes', 'dislikes'];

/**
 * The Forums section's moderation list: by default the queue (reported comments, most reports
 * first), or the hidden ones, or all; narrowed by search, article or author; 100 a page.
 */
export function CommentList() {
  const phone = usePhone();
  return (
    <List
      title="Comments"
      {...ADMIN_LIST}
      sort={QUEUE.sort}
      filterDefaultValues={QUEUE.filter}
      filters={filters(phone)}
      actions={<Actions phone={phone} />}
      empty={false}
    >
      <CommentViews />
      {phone ? (
        <SimpleList<AdminCommentRecord>
          rowClick="show"
          primaryText={(c) => commentExcerpt(c, 90)}
          secondaryText={(c) => `${authorName(c)} on ${c.article_title} · ${new Date(c.created_at).toLocaleDateString()}`}
          tertiaryText={phoneFacts}
          empty={<Nothing />}
        />
      ) : (
        <DataTable<AdminCommentRecord> rowClick="show" bulkActionButtons={false} bulkActionsToolbar={<CommentSelectionToolbar />} empty={<Nothing />} hiddenColumns={HIDDEN}>
          <DataTable.Col label={<SelectAllRows label="Select all comments on this page" />} disableSort>
            <SelectRow<AdminCommentRecord> name={describe} />
          </DataTable.Col>
          <DataTable.Col source="body" label="Comment" disableSort sx={{ minWidth: 180 }}>
            <CommentCell />
          </DataTable.Col>
          <DataTable.Col source="username" label="Author" disableSort>
            <AuthorField />
          </DataTable.Col>
          <DataTable.Col source="article_title" label="Article" disableSort>
            <ArticleLink />
          </DataTable.Col>
          <DataTable.Col source="created_at" label="Posted" field={DateField} sortByOrder="DESC" />
          <DataTable.NumberCol source="likes" label="Likes" sortByOrder="DESC" options={COMPACT_COUNT} />
          <DataTable.NumberCol source="dislikes" label="Dislikes" sortByOrder="DESC" options={COMPACT_COUNT} />
          <DataTable.Col source="open_reports" label="Reports" sortByOrder="DESC">
            <OpenReportsField />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort>
            <RowModeration />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

/** SPEC §2's /chariot/forums, once a placeholder, leads to the moderation queue. */
export function ToCommentList() {
  return <Navigate to={`${useBasename()}/comments`} replace />;
}
