import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Identifier } from 'react-admin';
import type { NoEmailReason, PublishPreviews } from '../../modules/newsletters/schemas';
import { fetchPublishPreview } from '../newsletters/api';

// The question every publish in the console asks first (issue 36): email the subscribers or not.
// The count is of the members who would get it if it went now; the mails wait the send delay, so
// a publish by mistake can still be cancelled (or the article suspended) before anyone is mailed.

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "in 5 minutes", "in 30 seconds", or "at once" for NEWSLETTER_SEND_DELAY=0. */
export function startsIn(seconds: number): string {
  if (seconds <= 0) return 'at once';
  return seconds < 60 ? `in ${plural(seconds, 'second')}` : `in ${plural(Math.ceil(seconds / 60), 'minute')}`;
}

const WHY_NOT: Record<NoEmailReason, string> = {
  published: 'It is already published.',
  newsletter_sent: 'Its newsletter has already gone to the subscribers; an article is emailed once.',
  published_before: 'It was published before without an email, so publishing it again emails nobody.',
};

interface Asked {
  title: string;
  text: string;
  /** The email button's label, when emailing is offered. */
  email: string | null;
  publishLabel: string;
}

/** What to ask, from the preview of one or several articles. */
function question(preview: PublishPreviews, count: number): Asked {
  const emailable = preview.articles.filter((a) => a.emailable && a.subscribers > 0);
  const mails = emailable.reduce((n, a) => n + a.subscribers, 0);
  const cancellable = preview.delay_seconds > 0 ? ' Until then you can cancel it from the article list or the editor, and suspending the article cancels it.' : '';
  const when = `The emails start ${startsIn(preview.delay_seconds)}.${cancellable}`;
  if (count === 1) {
    const [article] = preview.articles;
    if (emailable.length) return { title: 'Publish this article?', text: when, email: `Publish and email ${plural(mails, 'subscriber')}`, publishLabel: 'Publish only' };
    const why = article?.why_not ? WHY_NOT[article.why_not] : 'No member gets articles like this one by email yet.';
    return { title: 'Publish this article?', text: `${why} Nobody is emailed.`, email: null, publishLabel: 'Publish' };
  }
  if (!emailable.length) return { title: `Publish ${count} articles?`, text: 'None of them would be emailed to anyone.', email: null, publishLabel: 'Publish' };
  const which = `${emailable.length === 1 ? 'One' : emailable.length} of them can be emailed: ${plural(mails, 'email')} to subscribers.`;
  return { title: `Publish ${count} articles?`, text: `${which} ${when}`, email: 'Publish and email subscribers', publishLabel: 'Publish only' };
}

interface Props {
  ids: Identifier[];
  onClose: () => void;
  /** The editor's answer: publish and email (true) or publish only (false). */
  onAnswer: (email: boolean) => void;
}

/** Asks how to publish: mounted while open. Until the count is in, only Cancel can be pressed. */
export function PublishDialog({ ids, onClose, onAnswer }: Props) {
  const titleId = useId();
  const preview = useQuery({ queryKey: ['publish-preview', ids], queryFn: () => fetchPublishPreview(ids), staleTime: 0, gcTime: 0, retry: false });
  const asked = preview.data && question(preview.data, ids.length);
  const answer = (email: boolean) => {
    onClose();
    onAnswer(email);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{asked?.title ?? (ids.length === 1 ? 'Publish this article?' : `Publish ${ids.length} articles?`)}</DialogTitle>
      <DialogContent>
        {preview.isPending && (
          <DialogContentText role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={16} aria-hidden="true" /> Counting the subscribers…
          </DialogContentText>
        )}
        {preview.isError && <DialogContentText role="alert">The subscribers could not be counted, so it cannot be emailed now. You can still publish it without an email.</DialogContentText>}
        {asked && <DialogContentText>{asked.text}</DialogContentText>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant={asked?.email ? 'outlined' : 'contained'} disabled={preview.isPending} onClick={() => answer(false)}>
          {asked?.publishLabel ?? 'Publish only'}
        </Button>
        {asked?.email && (
          <Button variant="contained" onClick={() => answer(true)}>
            {asked.email}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
