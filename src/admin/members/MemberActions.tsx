import { Box, Button, Tooltip } from '@mui/material';
import { Ban, RotateCcw, ShieldMinus, ShieldPlus } from 'lucide-react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Confirm, ListButton, TopToolbar, useNotify, useRecordContext, useShowContext } from 'react-admin';
import { failureMessage } from '../messages';
import { memberAction, type MemberAction } from './actions';
import { OWN_ACCOUNT_NOTE_ID, useOwnAccount } from './own-account';
import { isAdministrator, type Member } from './types';

const SUCCESS: Record<MemberAction, string> = {
  suspend: 'Member suspended',
  reinstate: 'Member reinstated',
  'grant-admin': 'Administrator role granted',
  'revoke-admin': 'Administrator role revoked',
};

const CANNOT_SUSPEND_SELF = 'You cannot suspend your own account.';
const CANNOT_REVOKE_SELF = 'You cannot remove your own administrator role.';

/** A disabled button cannot show a tooltip itself, so a span carries it (and the note explains it in words). */
function Explained({ reason, children }: { reason: string | null; children: ReactElement }) {
  if (!reason) return children;
  return (
    <Tooltip title={reason} describeChild>
      <span>{children}</span>
    </Tooltip>
  );
}

function ActionButton(props: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  busy: boolean;
  disabled: boolean;
  blockedBy: string | null;
  color?: 'primary' | 'error';
}) {
  const { label, icon, onClick, busy, disabled, blockedBy, color = 'primary' } = props;
  return (
    <Explained reason={blockedBy}>
      <Button
        variant="outlined"
        color={color}
        size="small"
        startIcon={icon}
        loading={busy}
        loadingPosition="start"
        disabled={disabled || blockedBy !== null}
        aria-describedby={blockedBy ? OWN_ACCOUNT_NOTE_ID : undefined}
        onClick={onClick}
      >
        {label}
      </Button>
    </Explained>
  );
}

/**
 * The member page's toolbar: back to the list, Suspend (after a confirmation) or Reinstate, and
 * Grant or Revoke the administrator role. The server refuses self-suspension and self-demotion;
 * the buttons say so before anyone tries.
 */
export function MemberActions() {
  const member = useRecordContext<Member>();
  const { refetch } = useShowContext<Member>();
  const notify = useNotify();
  const { known, own } = useOwnAccount(member);
  const [pending, setPending] = useState<MemberAction | null>(null);
  const [confirmingSuspend, setConfirmingSuspend] = useState(false);

  const back = <ListButton label="All members" />;
  if (!member) return <TopToolbar>{back}</TopToolbar>;

  const run = async (action: MemberAction) => {
    setPending(action);
    try {
      await memberAction(member.id, action);
      notify(SUCCESS[action], { type: 'success' });
      await refetch();
    } catch (error) {
      notify(failureMessage(error), { type: 'error' });
    } finally {
      setPending(null);
      setConfirmingSuspend(false);
    }
  };

  // Nothing is pressable until we know whose record this is, or while another action runs.
  const idle = known && pending === null;
  const suspended = Boolean(member.suspended_at);
  const admin = isAdministrator(member);

  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {back}
      <Box sx={{ flex: 1 }} />
      {suspended ? (
        <ActionButton
          label="Reinstate"
          icon={<RotateCcw size={16} aria-hidden="true" />}
          onClick={() => void run('reinstate')}
          busy={pending === 'reinstate'}
          disabled={!idle}
          blockedBy={null}
        />
      ) : (
        <ActionButton
          label="Suspend"
          color="error"
          icon={<Ban size={16} aria-hidden="true" />}
          onClick={() => setConfirmingSuspend(true)}
          busy={pending === 'suspend'}
          disabled={!idle}
          blockedBy={own ? CANNOT_SUSPEND_SELF : null}
        />
      )}
      {admin ? (
        <ActionButton
          label="Revoke administrator"
          icon={<ShieldMinus size={16} aria-hidden="true" />}
          onClick={() => void run('revoke-admin')}
          busy={pending === 'revoke-admin'}
          disabled={!idle}
          blockedBy={own ? CANNOT_REVOKE_SELF : null}
        />
      ) : (
        <ActionButton
          label="Grant administrator"
          icon={<ShieldPlus size={16} aria-hidden="true" />}
          onClick={() => void run('grant-admin')}
          busy={pending === 'grant-admin'}
          disabled={!idle}
          blockedBy={null}
        />
      )}
      <Confirm
        isOpen={confirmingSuspend}
        title={`Suspend ${member.username}?`}
        content="They are signed out everywhere at once and cannot sign in again until you reinstate them."
        confirm="Suspend"
        confirmColor="warning"
        loading={pending === 'suspend'}
        onConfirm={() => void run('suspend')}
        onClose={() => setConfirmingSuspend(false)}
      />
    </TopToolbar>
  );
}
