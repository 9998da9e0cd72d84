import { Alert, Button, Stack } from '@mui/material';
import { MailX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useGetList, useNotify, useRefresh } from 'react-admin';
import type { AdminSend } from '../../modules/newsletters/schemas';
import { actOnSend } from './api';

// Newsletters waiting to start (NEWSLETTER_SEND_DELAY after their article's publication), each with
// Cancel, above the article list and in the article's editor: a publish by mistake is undone here
// before anyone is mailed.

const FAILED = 'We could not complete your request.';

/**
 * Renders again every `ms`, so "in 4 minutes" stays true while the page is open. The time is read
 * at each render, not kept from the last tick: a send that arrives between ticks would be counted
 * from a moment before it was made ("in 6 minutes" for a five-minute delay).
 */
function useTicking(ms: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [ms]);
}

function when(startsAt: string): string {
  const at = new Date(startsAt);
  const minutes = Math.ceil((at.getTime() - Date.now()) / 60_000);
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return minutes > 1 ? `at ${time} (in ${minutes} minutes)` : `at ${time} (in under a minute)`;
}

function PendingSend({ send }: { send: AdminSend }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const title = send.article_title ?? `article ${send.article_id}`;
  const cancel = async () => {
    setBusy(true);
    try {
      await actOnSend(send.id, 'cancel');
      notify('The newsletter is cancelled: nobody was emailed.', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error instanceof Error && error.message) || FAILED, { type: 'error' });
      refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Button color="inherit" size="small" loading={busy} onClick={() => void cancel()} startIcon={<MailX size={16} aria-hidden="true" />} aria-label={`Cancel the email of ${title}`}>
          Cancel email
        </Button>
      }
    >
      “{title}” will be emailed to its subscribers {when(send.starts_at)}.
    </Alert>
  );
}

/** The pending sends: all of them, or those of one article (its readable id). Nothing while there is none. */
export function PendingSends({ articleId }: { articleId?: string }) {
  useTicking(15_000);
  const { data } = useGetList<AdminSend>(
    'newsletters',
    { filter: { state: 'scheduled' }, sort: { field: 'starts_at', order: 'ASC' }, pagination: { page: 1, perPage: 50 } },
    // Gone from here once started, cancelled, or the article suspended.
    { refetchInterval: 5000 },
  );
  const shown = articleId === undefined ? data : data?.filter((send) => send.article_slug === articleId);
  if (!shown?.length) return null;
  return (
    <Stack component="section" spacing={1} sx={{ p: 1 }} aria-label="Newsletters waiting to start">
      {shown.map((send) => (
        <PendingSend key={send.id} send={send} />
      ))}
    </Stack>
  );
}
