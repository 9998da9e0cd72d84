import { Button, Chip, Stack, Typography } from '@mui/material';
import { MailX, Pause, Play, Send } from 'lucide-react';
import { useState } from 'react';
import { DataTable, List, SelectInput, SimpleList, useNotify, useRefresh } from 'react-admin';
import type { AdminSend } from '../../modules/newsletters/schemas';
import { usePhone } from '../layout/phone';
import { ADMIN_LIST, COLUMNS_TOOLBAR } from '../shared/list';
import { actOnSend } from './api';

const STATE_LABEL: Record<AdminSend['state'], string> = { scheduled: 'Scheduled', sending: 'Sending', paused: 'Paused', done: 'Sent', cancelled: 'Cancelled' };
const STATE_COLOR = { scheduled: 'primary', sending: 'info', paused: 'warning', done: 'success', cancelled: 'default' } as const;
/** What an action's success says when the server's answer has no message of its own (a test's has). */
const DONE_SAYS = { cancel: 'The newsletter is cancelled: nobody was emailed.', pause: 'The newsletter is paused.', resume: 'The newsletter is sending again.', test: 'The test is sent.' };

const filters = [
  <SelectInput
    key="state"
    source="state"
    label="State"
    alwaysOn
    emptyText="All"
    choices={Object.entries(STATE_LABEL).map(([id, name]) => ({ id, name }))}
    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
  />,
];

const failure = (error: unknown) => (error instanceof Error && error.message) || 'We could not complete your request.';

/** Cancel, Pause or Resume as the send's state allows, and a test to the administrator. */
function SendActions({ send }: { send: AdminSend }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const act = async (action: keyof typeof DONE_SAYS) => {
    setBusy(true);
    try {
      const answer = await actOnSend<AdminSend | { message: string }>(send.id, action);
      notify('message' in answer ? answer.message : DONE_SAYS[action], { type: 'success' });
      refresh();
    } catch (error) {
      notify(failure(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const title = send.article_title ?? `article ${send.article_id}`;
  return (
    <Stack direction="row" spacing={1}>
      {send.state === 'scheduled' && (
        <Button size="small" disabled={busy} onClick={() => void act('cancel')} startIcon={<MailX size={16} aria-hidden="true" />} aria-label={`Cancel the email of ${title}`}>
          Cancel
        </Button>
      )}
      {send.state === 'sending' && (
        <Button size="small" disabled={busy} onClick={() => void act('pause')} startIcon={<Pause size={16} aria-hidden="true" />} aria-label={`Pause the newsletter of ${title}`}>
          Pause
        </Button>
      )}
      {send.state === 'paused' && (
        <Button size="small" disabled={busy} onClick={() => void act('resume')} startIcon={<Play size={16} aria-hidden="true" />} aria-label={`Resume the newsletter of ${title}`}>
          Resume
        </Button>
      )}
      <Button size="small" disabled={busy} onClick={() => void act('test')} startIcon={<Send size={16} aria-hidden="true" />} aria-label={`Send a test of the newsletter of ${title} to me`}>
        Send a test to me
      </Button>
    </Stack>
  );
}

const NoSends = () => (
  <Typography color="text.secondary" sx={{ p: 2 }}>
    No newsletters yet: publishing an article for the first time sends one to the members who asked for it.
  </Typography>
);

/** /chariot/newsletters: each article's send, newest first, its counts kept fresh while it runs. */
export function NewsletterList() {
  const phone = usePhone();
  return (
    <List title="Newsletters" {...ADMIN_LIST} sort={{ field: 'id', order: 'DESC' }} filters={filters} empty={false} queryOptions={{ refetchInterval: 5000 }} actions={COLUMNS_TOOLBAR}>
      {phone ? (
        <SimpleList<AdminSend>
          primaryText={(s) => s.article_title ?? `Article ${s.article_id}`}
          secondaryText={(s) => `${STATE_LABEL[s.state]} · ${s.sent} sent · ${s.queued} queued · ${s.failed} failed`}
          tertiaryText={(s) => <SendActions send={s} />}
          empty={<NoSends />}
        />
      ) : (
        <DataTable<AdminSend> bulkActionButtons={false} rowClick={false} empty={<NoSends />}>
          <DataTable.Col label="Article" disableSort render={(s: AdminSend) => s.article_title ?? `Article ${s.article_id} (deleted)`} />
          <DataTable.Col source="state" label="State" render={(s: AdminSend) => <Chip size="small" color={STATE_COLOR[s.state]} label={STATE_LABEL[s.state]} />} />
          <DataTable.Col label="Queued" disableSort align="right" render={(s: AdminSend) => s.queued} />
          <DataTable.Col label="Sent" disableSort align="right" render={(s: AdminSend) => s.sent} />
          <DataTable.Col label="Failed" disableSort align="right" render={(s: AdminSend) => s.failed} />
          <DataTable.Col source="starts_at" label="Starts" render={(s: AdminSend) => new Date(s.starts_at).toLocaleString()} />
          <DataTable.Col source="finished_at" label="Finished" render={(s: AdminSend) => (s.finished_at ? new Date(s.finished_at).toLocaleString() : '—')} />
          <DataTable.Col label="Actions" disableSort render={(s: AdminSend) => <SendActions send={s} />} />
        </DataTable>
      )}
    </List>
  );
}
