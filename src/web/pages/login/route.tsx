import { useState } from 'react';
import { LoginForm } from '../../components/auth/LoginForm';
import { GuestOnly } from '../../components/auth/GuestOnly';
import { useGoToSavedPath } from '../../components/auth/use-saved-path';
import { PageHeading } from '../../components/PageHeading';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

/** /login: on success, back to the saved path (a full page load for the admin console). */
export default function Component() {
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
      <GuestOnly leaving={leaving}>
        <LoginForm onSuccess={goOn} />
      </GuestOnly>
    </div>
  );
}
