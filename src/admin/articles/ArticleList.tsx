import { Typography } from '@mui/material';
import { CircleCheck, CircleSlash } from 'lucide-react';
import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  DateField,
  List,
  ReferenceInput,
  SearchInput,
  SimpleList,
  TopToolbar,
} from 'react-admin';
import type { ArticleSummary, TagResponse } from '../../modules/content/schemas';
import { usePhone } from '../layout/phone';
import { BulkButtons, SelectAllRows, SelectRow, SelectionToolbar, useSelectionFollowsList } from '../shared/SelectColumn';
import { ADMIN_LIST, COMPACT_COUNT, ColumnsChoice } from '../shared/list';
import { PendingSends } from '../newsletters/PendingSends';
import { ArticleStatsFilter } from './ArticleStats';
import { ArticleTitleLink, PublishSwitch, articleStatus, authorName, useArticlePublishing } from './fields';

export const tagOption = (tag: TagResponse) => `${tag.label} (${tag.tag_type})`;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search articles" slotProps={{ htmlInput: { 'aria-label': 'Search articles' } }} />,
  <ReferenceInput key="tag" source="tag" reference="tags" alwaysOn sort={{ field: 'label', order: 'ASC' }} perPage={20}>
    <AutocompleteInput label="Tag" optionText={tagOption} filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

const NoMatches = () => (
  <Typography color="text.secondary" sx={{ p: 2 }}>
    No articles match. Clear the search or the filters, or write one with New article.
  </Typography>
);

const actions = (
  <TopToolbar>
    <ColumnsChoice />
    <CreateButton label="New article" />
  </TopToolbar>
);

const articleTitle = (article: ArticleSummary) => article.title;

const BULK = [
  { action: 'publish', label: 'Publish', Icon: CircleCheck },
  { action: 'suspend', label: 'Suspend', Icon: CircleSlash },
] as const;

/** Always above the table: Publish and Suspend for the selected articles, disabled while none is. */
function ArticleSelectionToolbar() {
  const { run, pending, dialog } = useArticlePublishing();
  useSelectionFollowsList('articles');
  return (
    <SelectionToolbar label="Selected articles" hint="Select articles to publish or suspend them.">
      <BulkButtons actions={BULK} pending={pending} onRun={(action, ids) => void run(action, ids)} />
      {dialog}
    </SelectionToolbar>
  );
}

/** Shown by the Columns button only: the id is in the editor's address, the rarer counts on demand. */
const HIDDEN = ['id', 'dislikes', 'shares'];

/**
 * The article manager's list: 100 a page (SPEC §9), last updated first. The counts above it are
 * also its state filters; search and a tag narrow it further. The switch in each row publishes
 * (asking whether to email the subscribers) or suspends; checkboxes select rows for Publish and
 * Suspend. Newsletters waiting to start show above, each with its Cancel.
 */
export function ArticleList() {
  const phone = usePhone();
  return (
    <List
      resource="articles"
      title="Articles"
      {...ADMIN_LIST}
      sort={{ field: 'updated_at', order: 'DESC' }}
      filters={filters}
      actions={actions}
      empty={false}
    >
      <PendingSends />
      <ArticleStatsFilter />
      {phone ? (
        // On a phone, rows: the title (the editor's link), id and author, state; the switch on the right.
        <SimpleList<ArticleSummary>
          rowClick={false}
          primaryText={<ArticleTitleLink />}
          secondaryText={(a) => `${a.id} · ${authorName(a)}`}
          tertiaryText={(a) => articleStatus(a)}
          rightIcon={() => <PublishSwitch />}
          empty={<NoMatches />}
        />
      ) : (
        <DataTable<ArticleSummary> rowClick="edit" bulkActionButtons={false} bulkActionsToolbar={<ArticleSelectionToolbar />} empty={<NoMatches />} hiddenColumns={HIDDEN}>
          <DataTable.Col label={<SelectAllRows label="Select all articles on this page" />} disableSort>
            <SelectRow<ArticleSummary> name={articleTitle} />
          </DataTable.Col>
          <DataTable.Col source="id" label="ID" />
          <DataTable.Col source="title" label="Title">
            <ArticleTitleLink />
          </DataTable.Col>
          <DataTable.Col label="Author" render={authorName} disableSort />
          <DataTable.Col source="published_at" label="Published" sortByOrder="DESC">
            <PublishSwitch />
          </DataTable.Col>
          <DataTable.NumberCol source="likes" label="Likes" sortByOrder="DESC" options={COMPACT_COUNT} />
          <DataTable.NumberCol source="dislikes" label="Dislikes" sortByOrder="DESC" options={COMPACT_COUNT} />
          <DataTable.NumberCol source="shares" label="Shares" sortByOrder="DESC" options={COMPACT_COUNT} />
          <DataTable.NumberCol source="num_comments" label="Comments" sortByOrder="DESC" options={COMPACT_COUNT} />
          <DataTable.Col source="updated_at" label="Updated" field={DateField} sortByOrder="DESC" />
        </DataTable>
      )}
    </List>
  );
}
