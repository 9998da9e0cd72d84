import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { memberStatus, roleLabel, type Member, type MemberStatus } from './types';

// Outlined chips keep the text in the palette colour, which holds AA contrast in both themes.
const STATUS_COLOR: Record<MemberStatus, 'error' | 'default' | 'success'> = {
  Suspended: 'error',
  Deactivated: 'default',
  'Not activated': 'default',
  Active: 'success',
};

/** The member's state as a chip: Suspended, Deactivated, Not activated or Active. */
export function StatusField() {
  const member = useRecordContext<Member>();
  if (!member) return null;
  const status = memberStatus(member);
  return <Chip label={status} size="small" color={STATUS_COLOR[status]} variant="outlined" />;
}

/** The member's roles as chips, or a quiet "Member" when they hold none. */
export function RolesField() {
  const member = useRecordContext<Member>();
  if (!member) return null;
  if (member.roles.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        Member
      </Typography>
    );
  }
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {member.roles.map((role) => (
        <Chip key={role} label={roleLabel(role)} size="small" />
      ))}
    </Stack>
  );
}
