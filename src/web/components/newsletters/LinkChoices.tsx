import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ChoicesResponse, NewsletterChoices } from '../../api/newsletters';
import { errorMessage } from '../../api/client';
import { useToast } from '../../state/toast';
import { FormError } from '../forms/FormParts';
import { Button } from '../ui/Button';
import { MODE_LABELS } from './labels';
import styles from './LinkChoices.module.css';

// What the unsubscribe page offers without a session: every list the member gets, each with its
// Turn off, and all of them off at once. Nothing is turned on from a mailed link (whoever holds an
// old mail could sign its owner up); that is the profile's, signed in.

interface Props {
  choices: ChoicesResponse;
  /** Saves the choices with lists turned off and answers them as saved. */
  turnOff: (body: NewsletterChoices) => Promise<ChoicesResponse>;
}

/** "A daily digest: all new articles" or "…: Night Letters (volume), Lamps (topic)". */
function articlesText(choices: ChoicesResponse): string {
  const which = choices.all_articles ? 'all new articles' : choices.tags.map((t) => `${t.label} (${t.tag_type})`).join(', ') || 'no volume or tag chosen';
  return `${MODE_LABELS[choices.articles]}: ${which}`;
}

export function LinkChoices({ choices, turnOff }: Props) {
  const headingId = useId();
  const toast = useToast();
  const saving = useMutation({
    mutationFn: (change: Partial<NewsletterChoices>) => turnOff({ articles: choices.articles, all_articles: choices.all_articles, tag_ids: choices.tag_ids, replies: choices.replies, ...change }),
    onSuccess: () => toast({ heading: 'Success', content: 'Your newsletter choices are saved.' }),
  });
  const articlesOn = choices.articles !== 'off';
  const busy = saving.isPending;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>What we still send you</h2>
      <ul className={styles.lists}>
        <li>
          <span>
            <strong>New articles.</strong> {articlesOn ? articlesText(choices) : 'None.'}
          </span>
          {articlesOn && (
            <Button variant="secondary" disabled={busy} onClick={() => saving.mutate({ articles: 'off' })}>
              Turn off new articles
            </Button>
          )}
        </li>
        <li>
          <span>
            <strong>Replies to your comments.</strong> {choices.replies ? 'A mail when someone replies.' : 'None.'}
          </span>
          {choices.replies && (
            <Button variant="secondary" disabled={busy} onClick={() => saving.mutate({ replies: false })}>
              Turn off replies
            </Button>
          )}
        </li>
      </ul>
      {articlesOn && choices.replies && (
        <Button busy={busy} onClick={() => saving.mutate({ articles: 'off', replies: false })}>
          Turn off all newsletters
        </Button>
      )}
      <FormError message={saving.isError ? errorMessage(saving.error) : null} />
      <p className={styles.aside}>
        To get mails again, or choose the volumes and tags you follow, <Link to="/profile">log in and change them in your profile</Link>.
      </p>
    </section>
  );
}
