import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { RequireAuth } from '../../components/auth/RequireAuth';
import { requireAuth } from '../../components/auth/guard';
import { PageHeading } from '../../components/PageHeading';
import { Loading } from '../../components/ui/Spinner';
import { routeMeta } from '../../lib/meta';
import { useAuth } from '../../state/auth';
import { CloseAccountSection } from './CloseAccountSection';
import { DetailsSection } from './DetailsSection';
import { EmailSection } from './EmailSection';
import { OrdersSection } from './OrdersSection';
import { PasswordSection } from './PasswordSection';

// Its form and the tag finder load with the section, not with the profile's first paint.
const NewslettersSection = lazy(() => import('./NewslettersSection'));
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export const meta = routeMeta({ title: 'Profile' });

/**
 * Personal, so no server loader: the server renders the fallback for every visitor, and the
 * browser checks the session (a guest is sent to /login, the path saved) before the page shows.
 */
export const clientLoader = requireAuth();

export function HydrateFallback() {
  return <Loading label="Checking your session…" />;
}

function Profile({ onAccountClosed }: { onAccountClosed: () => void }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="page page-narrow">
      <PageHeading title="Profile" eyebrow={user.username} />
      <DetailsSection user={user} />
      <OrdersSection />
      <Suspense fallback={<Loading label="Loading your newsletter choices…" />}>
        <NewslettersSection viewer={user.id} />
      </Suspense>
      <EmailSection user={user} />
      <PasswordSection />
      <CloseAccountSection onClosed={onAccountClosed} />
    </div>
  );
}

/** /profile: the member's details, orders, newsletters, email, password, and closing the account (SPEC §2, §4). */
export default function ProfilePage() {
  // Deactivated or deleted: home, not the /login that RequireAuth gives a signed-out visitor.
  const [closed, setClosed] = useState(false);
  if (closed) return <Navigate to="/" replace />;
  return (
    <RequireAuth>
      <Profile onAccountClosed={() => setClosed(true)} />
    </RequireAuth>
  );
}
