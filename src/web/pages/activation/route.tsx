import { MailCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { ACTIVATION_LINK_DAYS, REGISTRATION_MESSAGE } from '../../../modules/accounts/schemas';
import { PageHeading } from '../../components/PageHeading';
import { Loading } from '../../components/ui/Spinner';
import { useBrowserValue } from '../../lib/hydrated';
import { routeMeta } from '../../lib/meta';
import { registeredAddress } from '../../lib/registered';
import { useSite } from '../../site';
import { useAuth } from '../../state/auth';
import styles from './Activation.module.css';
import { ResendButton, ResendToAddress } from './ResendActivation';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export const meta = routeMeta({ title: 'Activate your account' });

/** What a member can do before the link is opened (docs/decisions.md, "Unactivated members"). */
function Meanwhile({ signedIn }: { signedIn: boolean }) {
  return (
    <section className={styles.meanwhile} aria-labelledby="meanwhile">
      <h2 id="meanwhile">Meanwhile</h2>
      <ul>
        <li>
          <Link to="/shop">Browse the shop</Link> and buy: checkout does not wait for the link.
        </li>
        <li>
          Read the <Link to="/articles">articles</Link> and their comments.
        </li>
        {!signedIn && (
          <li>
            <Link to="/login">Log in</Link> with your username and password to see your profile.
          </li>
        )}
        <li>Commenting, reviewing and voting open once your account is active.</li>
      </ul>
    </section>
  );
}

/**
 * /activate: what happens after registering, until the account is active. Registration comes here
 * with the address typed; a signed-in member not yet active finds it from the banner under the
 * header; a bad activation link lands here too. It says where the link went, how long it works,
 * lets the visitor have it mailed again, and what they can do meanwhile.
 */
export default function ActivationPage() {
  const site = useSite();
  const { user, status } = useAuth();
  // History state is the browser's alone: the server's HTML (a reload) has none, so hydration starts without it.
  const state: unknown = useLocation().state;
  const registered = useBrowserValue(() => registeredAddress(state), null);
  const address = user?.email ?? registered;

  if (status === 'loading') return <Loading label="Checking your session…" />;
  if (user?.active) {
    return (
      <div className="page page-narrow">
        <PageHeading title="Your account is active">
          <p>
            You are logged in as <strong>{user.username}</strong>: comment, review and vote as you like.
          </p>
        </PageHeading>
        <p>
          <Link to="/" className="button button-primary">
            Go to the shop
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="page page-narrow">
      <PageHeading title="Check your email">
        {registered && !user ? <p>{`Success: Welcome to the ${site.name}`}</p> : <p>One step left: open the link we emailed you.</p>}
      </PageHeading>
      <div className="card">
        {address ? (
          <div className={styles.sentTo}>
            <MailCheck aria-hidden="true" size={28} className={styles.icon} />
            <p>{REGISTRATION_MESSAGE}</p>
            <p>
              We sent it to <strong>{address}</strong>. The link works for {ACTIVATION_LINK_DAYS} days; opening it activates your account and logs you in.
            </p>
            <p className="muted">Nothing after a few minutes? Look in the spam or junk folder, then ask for a new link.</p>
            <ResendButton to={user ? null : address} />
            {!user && (
              <p className="muted">
                Wrong address? <Link to="/register">Register again</Link> with the right one.
              </p>
            )}
          </div>
        ) : (
          <>
            <p>{REGISTRATION_MESSAGE} If it did not come, or it no longer works, we will send a new one.</p>
            <ResendToAddress />
          </>
        )}
      </div>
      <Meanwhile signedIn={!!user} />
    </div>
  );
}
