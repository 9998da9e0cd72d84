import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../state/auth';
import { Loading } from '../ui/Spinner';
import styles from './GuestOnly.module.css';

/**
 * The body of a page for signing in or up: its form for a guest, a note with the way on for
 * someone already signed in, and a spinner while the session is checked or the page is leaving.
 */
export function GuestOnly({ leaving = false, children }: { leaving?: boolean; children: ReactNode }) {
  const { user, status } = useAuth();
  if (leaving) return <Loading label="Logging you in…" />;
  if (status === 'loading') return <Loading label="Checking your session…" />;
  if (user) {
    return (
      <div className="card">
        <p>
          You are logged in as <strong>{user.username}</strong>.
        </p>
        <p className={styles.actions}>
          <Link to="/profile" className="button button-secondary">
            Profile
          </Link>
          <Link to="/" className="button button-ghost">
            Home
          </Link>
        </p>
      </div>
    );
  }
  return <div className="card">{children}</div>;
}
