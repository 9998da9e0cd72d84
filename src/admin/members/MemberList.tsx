import { DataTable, DateField, EmailField, List, Pagination, TextArrayField } from 'react-admin';
import type { Member } from './types';

const fullName = (member: Member) => [member.first_name, member.last_name].filter(Boolean).join(' ');

const status = (member: Member) =>
  member.suspended_at ? 'Suspended' : member.activated_at ? 'Active' : 'Not activated';

/** Read-only for now; suspending and deleting arrive with the members issue. Admin lists show 100 (SPEC §9). */
export function MemberList() {
  return (
    <List
      perPage={100}
      pagination={<Pagination rowsPerPageOptions={[100]} />}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      actions={false}
    >
      <DataTable<Member> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="username" />
        <DataTable.Col source="email" field={EmailField} />
        <DataTable.Col label="Name" render={fullName} disableSort />
        <DataTable.Col source="roles" field={TextArrayField} disableSort />
        <DataTable.Col label="Status" render={status} disableSort />
        <DataTable.Col source="created_at" label="Created" field={DateField} />
      </DataTable>
    </List>
  );
}
