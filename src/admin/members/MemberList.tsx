import { Typography } from '@mui/material';
import { DataTable, DateField, EmailField, List, SearchInput, SimpleList } from 'react-admin';
import { usePhone } from '../layout/phone';
import { RecordLink } from '../shared/RecordLink';
import { ADMIN_LIST, COLUMNS_TOOLBAR } from '../shared/list';
import { RolesField, StatusField } from './fields';
import { fullName, memberStatus, type Member } from './types';

/** Always on: the server searches username, email and names for `q`. */
const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search members" slotProps={{ htmlInput: { 'aria-label': 'Search members' } }} />];

/** The username as a real link, so the show page is reachable by keyboard as well as by row click. */
const UsernameLink = () => <RecordLink<Member> type="show" text={(member) => member.username} />;

const NoMatches = () => (
  <Typography color="text.secondary" sx={{ p: 2 }}>
    No members match this search.
  </Typography>
);

/** Admin lists show 100 (SPEC §9); newest first; a row opens the member. */
export function MemberList() {
  const phone = usePhone();
  return (
    <List
      {...ADMIN_LIST}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={filters}
      actions={COLUMNS_TOOLBAR}
    >
      {phone ? (
        // On a phone, one row per member: username and email, name and state; a row opens the member.
        <SimpleList<Member>
          rowClick="show"
          primaryText={(m) => m.username}
          secondaryText={(m) => [m.email, fullName(m)].filter(Boolean).join(' · ')}
          tertiaryText={(m) => memberStatus(m)}
          empty={<NoMatches />}
        />
      ) : (
        <DataTable<Member> rowClick="show" bulkActionButtons={false} empty={<NoMatches />}>
          <DataTable.Col source="username">
            <UsernameLink />
          </DataTable.Col>
          <DataTable.Col source="email" field={EmailField} />
          <DataTable.Col label="Name" render={fullName} disableSort />
          <DataTable.Col source="roles" label="Roles" disableSort>
            <RolesField />
          </DataTable.Col>
          <DataTable.Col label="Status" disableSort>
            <StatusField />
          </DataTable.Col>
          <DataTable.Col source="created_at" label="Created" field={DateField} />
        </DataTable>
      )}
    </List>
  );
}
