import { BookOpen, Info, Library, LogIn, LogOut, Shield, Shuffle, User, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSite } from '../../site';
import { useAuth } from '../../state/auth';
import { useToast } from '../../state/toast';
import { useSaveHere } from '../auth/use-save-here';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { SECTIONS } from './MainNav';
import styles from './SideMenu.module.css';
import { ThemeSwitch } from './ThemeSwitch';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

const LEGAL = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms & Conditions' },
];

/** The library's ways in (the article list is a main section: SECTIONS), and who we are. */
const library = (introSlug: string) => [
  { to: `/article/${introSlug}`, label: 'Introduction', Icon: BookOpen },
  { to: '/volumes', label: 'Volumes', Icon: Library },
  { to: '/random', label: 'Random Article', Icon: Shuffle },
  { to: '/about', label: 'About', Icon: Info },
];

/** The side drawer: account links, the theme switch, the introduction and the legal pages. */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const { user, isAdmin, status, signOut } = useAuth();
  const { introSlug } = useSite();
  const toast = useToast();
  const [leaving, setLeaving] = useState(false);
  const saveHere = useSaveHere();
  const wayIn = () => {
    saveHere();
    onClose();
  };

  const logOut = async () => {
    setLeaving(true);
    await signOut();
    setLeaving(false);
    onClose();
    toast({ content: 'Logged Out', delay: 3000 });
  };

  return (
    <Dialog open={open} onClose={onClose} title="Menu" variant="drawer-start">
      <nav aria-label="Account" className={styles.section}>
        {status === 'loading' ? (
          <p className="muted">Checking your session…</p>
        ) : user ? (
          <>
            <p className={styles.user}>
              <User aria-hidden="true" size={18} />
              <span>
                <span className="visually-hidden">Logged in as </span>
                {user.username}
              </span>
            </p>
            <ul className={styles.links}>
              {isAdmin && (
                <li>
                  {/* The admin console is a separate app: a plain link makes a full page load. */}
                  <a href="/chariot">
                    <Shield aria-hidden="true" size={18} />
                    Admin
                  </a>
                </li>
              )}
              <li>
                <Link to="/profile" onClick={onClose}>
                  <User aria-hidden="true" size={18} />
                  Profile
                </Link>
              </li>
            </ul>
            <Button variant="secondary" className={styles.logout} busy={leaving} onClick={logOut}>
              <LogOut aria-hidden="true" size={18} />
              Logout
            </Button>
          </>
        ) : (
          <ul className={styles.links}>
            <li>
              <Link to="/login" onClick={wayIn}>
                <LogIn aria-hidden="true" size={18} />
                Login
              </Link>
            </li>
            <li>
              <Link to="/register" onClick={wayIn}>
                <UserPlus aria-hidden="true" size={18} />
                Register
              </Link>
            </li>
          </ul>
        )}
      </nav>

      {/* The header's main menu, which a phone's header has no room for. */}
      <nav aria-label="Sections" className={`${styles.section} ${styles.phoneOnly}`}>
        <ul className={styles.links}>
          {SECTIONS.map((s) => (
            <li key={s.to}>
              <Link to={s.to} onClick={onClose}>
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.section}>
        <ThemeSwitch />
      </div>

      <nav aria-label="More" className={styles.section}>
        <ul className={styles.links}>
          {library(introSlug).map(({ to, label, Icon }) => (
            <li key={to}>
              <Link to={to} onClick={onClose}>
                <Icon aria-hidden="true" size={18} />
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <ul className={styles.legal}>
          {LEGAL.map((l) => (
            <li key={l.to}>
              <Link to={l.to} onClick={onClose}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  );
}
