import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { DateField, EmailField, FunctionField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { RolesField, StatusField } from './fields';
import { MemberActions } from './MemberActions';
import { OWN_ACCOUNT_NOTE_ID, useOwnAccount } from './own-account';
import { fullName, type Member } from './types';

const MemberTitle = () => {
  const member = useRecordContext<Member>();
  return <>{member ? `Member ${member.username}` : 'Member'}</>;
};

/** Says in words why some buttons are off on the administrator's own record. */
function OwnAccountNote() {
  const member = useRecordContext<Member>();
  const { own } = useOwnAccount(member);
  if (!own) return null;
  return (
    <Alert severity="info" id={OWN_ACCOUNT_NOTE_ID} sx={{ m: 2, mb: 0 }}>
      This is your own account. You cannot suspend it or remove your own administrator role; another administrator can.
    </Alert>
  );
}

/** The status chip, with the date it began for a suspension or a deactivation. */
function StatusWithDate(_props: { label?: string }) {
  const member = useRecordContext<Member>();
  const since = member?.suspended_at ?? member?.deactivated_at;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <StatusField />
      {since ? (
        <Typography variant="body2" component="span" color="text.secondary">
          since {new Date(since).toLocaleString()}
        </Typography>
      ) : null}
    </Box>
  );
}

const Roles = (_props: { label?: string }) => <RolesField />;

/**
 * Only GET /api/admin/members/:id carries last_sign_in_at. Until it answers, the record on screen is
 * the list's copy, where the field is absent: that is "not known yet", not "Never".
 */
function LastSignIn(_props: { label?: string }) {
  const member = useRecordContext<Member>();
  if (member?.last_sign_in_at === undefined) return <Skeleton width={160} />;
  return <DateField source="last_sign_in_at" showTime emptyText="Never" />;
}

/** One member: who they are, their state, and what an administrator can do about it. */
export function MemberShow() {
  return (
    <Show<Member> title={<MemberTitle />} actions={<MemberActions />}>
      <OwnAccountNote />
      <SimpleShowLayout>
        <TextField source="username" />
        <FunctionField<Member> label="Name" render={(member) => fullName(member) || '—'} />
        <EmailField source="email" />
        <TextField source="phone" emptyText="—" />
        <Roles label="Roles" />
        <StatusWithDate label="Status" />
        <DateField source="created_at" label="Created" showTime />
        <DateField source="activated_at" label="Activated" showTime emptyText="Not yet" />
        <LastSignIn label="Last sign-in" />
      </SimpleShowLayout>
    </Show>
  );
}
