import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoginForm } from '../../components/auth/LoginForm';
import { useGoToSavedPath } from '../../components/auth/use-saved-path';
import { PageHeading } from '../../components/PageHeading';
import { Loading } from '../../components/ui/Spinner';
import { useAuth } from '../../state/auth';

/** /login: on success, back to the saved path (a full page load for the admin console). */
export function Component() {
  const { user, status } = useAuth();
  const goToSavedPath = useGoToSavedPath();
  const [leaving, setLeaving] = useState(false);

  const goOn = () => {
    setLeaving(true);
    goToSavedPath();
  };

  return (
    <div className="page page-narrow">
      <PageHeading title="Login">
        <p>Welcome back. Sign in to comment, review and check out.</p>
      </PageHeading>
      {leaving ? (
        <Loading label="Signing you in…" />
      ) : status === 'loading' ? (
        <Loading label="Checking your session…" />
      ) : user ? (
        <div className="card">
          <p>
            You are signed in as <strong>{user.username}</strong>.
          </p>
          <p className="actions">
            <Link to="/profile" className="button button-secondary">
              Profile
            </Link>
            <Link to="/" className="button button-ghost">
              Home
            </Link>
          </p>
        </div>
      ) : (
        <div className="card">
          <LoginForm onSuccess={goOn} />
        </div>
      )}
    </div>
  );
}
