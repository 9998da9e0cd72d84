import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { keys } from '../../api/keys';
import { getChoicesByLink, saveChoicesByLink, unsubscribeByLink, type MailList } from '../../api/newsletters';
import { LinkChoices } from '../../components/newsletters/LinkChoices';
import { PageHeading } from '../../components/PageHeading';
import { Loading } from '../../components/ui/Spinner';
import { useMailedLink } from '../../lib/mailed-link';
import { routeMeta } from '../../lib/meta';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export const meta = routeMeta({ title: 'Unsubscribe' });

const LISTS: Record<MailList, string> = { new_articles: 'new articles', replies: 'replies to your comments' };

function Choices({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const choices = useQuery({ queryKey: keys.newsletters.byLink(token), queryFn: () => getChoicesByLink(token), retry: false });
  if (choices.isPending) return <Loading label="Loading your choices…" />;
  if (choices.isError) return <p role="alert">{errorMessage(choices.error)}</p>;
  return (
    <LinkChoices
      choices={choices.data.choices}
      turnOff={async (body) => {
        const saved = await saveChoicesByLink(token, body);
        queryClient.setQueryData(keys.newsletters.byLink(token), saved);
        return saved.choices;
      }}
    />
  );
}

/**
 * /newsletters/unsubscribe?token=…: the link at the foot of every newsletter and notice. The page
 * unsubscribes from its list as the one-click POST does (from the browser, never on the GET: mail
 * scanners open links), says so, and shows every list the member still gets, each of which it can
 * turn off; turning one on takes signing in (the profile).
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribed = useMailedLink(keys.newsletters.unsubscribe(token), () => unsubscribeByLink(token), () => undefined);
  return (
    <div className="page page-narrow">
      <PageHeading title="Newsletters" />
      {unsubscribed.isPending && <Loading label="Unsubscribing…" />}
      {unsubscribed.isError && <p role="alert">{errorMessage(unsubscribed.error)}</p>}
      {unsubscribed.data && (
        <>
          <p role="status">
            <strong>You are unsubscribed from {LISTS[unsubscribed.data.list]}.</strong> Order and account mails still come.
          </p>
          <Choices token={token} />
        </>
      )}
    </div>
  );
}
