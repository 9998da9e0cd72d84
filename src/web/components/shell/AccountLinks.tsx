import { Link } from 'react-router-dom';
import { useAuth } from '../../state/auth';
import { useSaveHere } from '../auth/use-save-here';
import styles from './AccountLinks.module.css';
import { loadSideMenu, preload } from './panels';

const preloadMenu = preload(loadSideMenu);

/**
 * The header's account corner on wide screens (a phone has them in the side menu only): Login
 * and Register for a guest, the member's name once signed in, which opens the side menu with
 * Profile, Admin and Logout. The server renders a guest's (it knows no session), and the corner
 * keeps one width whatever it holds, so the session showing up after hydration moves nothing.
 */
export function AccountLinks({ className, onOpenMenu }: { className?: string; onOpenMenu: () => void }) {
  const { user, status } = useAuth();
  const saveHere = useSaveHere();
  return (
    <div className={`${styles.account}${className ? ` ${className}` : ''}`} data-pending={status === 'loading' || undefined}>
      {user ? (
        <button type="button" className={styles.member} aria-haspopup="dialog" title="Your account" onClick={onOpenMenu} onPointerEnter={preloadMenu} onFocus={preloadMenu}>
          {user.username}
        </button>
      ) : (
        <>
          <Link to="/login" className={styles.link} onClick={saveHere}>
            Login
          </Link>
          <Link to="/register" className={styles.link} onClick={saveHere}>
            Register
          </Link>
        </>
      )}
    </div>
  );
}
