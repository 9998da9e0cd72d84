import { Button, Typography } from '@mui/material';
import { MessagesSquare } from 'lucide-react';
import { DataTable, DateField, Link, List, SearchInput, SimpleList, TopToolbar, useCreatePath, useListContext, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CommentBanRecord } from '../../modules/community/schemas';
import { DELETED_MEMBER } from '../comments/fields';
import { usePhone } from '../layout/phone';
import { ADMIN_LIST, ColumnsChoice } from '../shared/list';
import { LiftBarButton } from './LiftBarButton';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Username" slotProps={{ htmlInput: { 'aria-label': 'Find a barred member by username' } }} />];

const nameOf = (ban: CommentBanRecord) => ban.username ?? DELETED_MEMBER;

function Actions() {
  const createPath = useCreatePath();
  return (
    <TopToolbar>
      <ColumnsChoice />
      <Button component={RouterLink} to={createPath({ resource: 'comments', type: 'list' })} size="small" startIcon={<MessagesSquare size={18} aria-hidden="true" />}>
        Comments
      </Button>
    </TopToolbar>
  );
}

function Nothing() {
  const { filterValues } = useListContext();
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {filterValues.q ? 'No barred member has that username.' : 'No one is barred from commenting.'}
    </Typography>
  );
}

function Lift() {
  const ban = useRecordContext<CommentBanRecord>();
  return ban ? <LiftBarButton userId={ban.id} username={nameOf(ban)} /> : null;
}

/** The username as a link to the member's page. */
function MemberLink() {
  const ban = useRecordContext<CommentBanRecord>();
  const createPath = useCreatePath();
  if (!ban) return null;
  return <Link to={createPath({ resource: 'members', type: 'show', id: ban.id })}>{nameOf(ban)}</Link>;
}

/** /chariot/comment-bans: the members barred from commenting, most recent first, each with a way to lift the bar. */
export function CommentBanList() {
  const phone = usePhone();
  return (
    <List title="Barred from commenting" {...ADMIN_LIST} sort={{ field: 'created_at', order: 'DESC' }} filters={filters} actions={<Actions />} empty={false}>
      {phone ? (
        <SimpleList<CommentBanRecord>
          rowClick={false}
          primaryText={nameOf}
          secondaryText={(ban) => `${ban.reason ?? 'No reason given'} · since ${new Date(ban.created_at).toLocaleDateString()}`}
          rightIcon={() => <Lift />}
          empty={<Nothing />}
        />
      ) : (
        <DataTable<CommentBanRecord> rowClick={false} bulkActionButtons={false} empty={<Nothing />}>
          <DataTable.Col source="username" label="Member" disableSort>
            <MemberLink />
          </DataTable.Col>
          <DataTable.Col source="reason" label="Reason" disableSort render={(ban) => ban.reason ?? '—'} />
          <DataTable.Col source="created_at" label="Since" field={DateField} sortByOrder="DESC" />
          <DataTable.Col label="Actions" disableSort>
            <Lift />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
