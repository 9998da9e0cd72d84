import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '../../api/client';
import { keys } from '../../api/keys';
import { getChoices, saveChoices } from '../../api/newsletters';
import { NewsletterChoicesForm } from '../../components/newsletters/NewsletterChoicesForm';
import { Button } from '../../components/ui/Button';
import { Loading } from '../../components/ui/Spinner';
import styles from './Profile.module.css';

/** The member's newsletters: new articles (each, or in a digest; all or chosen volumes and tags) and replies. */
export default function NewslettersSection({ viewer }: { viewer: number }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const choices = useQuery({ queryKey: keys.newsletters.choices(viewer), queryFn: getChoices });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Newsletters</h2>
      <p className={styles.lead}>What we send you by email. Order and account mails always come, whatever you choose here.</p>
      {choices.isPending && <Loading label="Loading your newsletter choices…" />}
      {choices.isError && (
        <div role="alert">
          <p>{errorMessage(choices.error, 'Your newsletter choices could not be loaded.')}</p>
          <Button variant="secondary" onClick={() => void choices.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {choices.data && (
        <NewsletterChoicesForm
          initial={choices.data}
          save={async (body) => {
            const saved = await saveChoices(body);
            queryClient.setQueryData(keys.newsletters.choices(viewer), saved);
            return saved;
          }}
        />
      )}
    </section>
  );
}
