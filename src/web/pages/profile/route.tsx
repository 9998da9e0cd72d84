import { RequireAuth } from '../../components/auth/RequireAuth';
import { requireAuth } from '../../components/auth/guard';
import { PageHeading } from '../../components/PageHeading';
import { useAuth } from '../../state/auth';

/** Guests are sent to /login (path saved) before the page loads. */
export const loader = requireAuth();

function Profile() {
  const { user } = useAuth();
  if (!user) return null;
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const since = new Date(user.created_at);
  return (
    <div className="page page-narrow">
      <PageHeading title="Profile" eyebrow={user.username} />
      <dl className="details card">
        <dt>Name</dt>
        <dd>{fullName || <span className="muted">Not given</span>}</dd>
        <dt>Username</dt>
        <dd>{user.username}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        {!Number.isNaN(since.getTime()) && (
          <>
            <dt>Member since</dt>
            <dd>
              <time dateTime={user.created_at}>{since.toLocaleDateString(undefined, { dateStyle: 'long' })}</time>
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}

/** /profile: the signed-in member's details (editing arrives with the account settings). */
export function Component() {
  return (
    <RequireAuth>
      <Profile />
    </RequireAuth>
  );
}
