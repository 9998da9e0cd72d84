import Star from 'lucide-react/icons/star';
import { NavLink } from 'react-router-dom';
import styles from './MainNav.module.css';

const BEFORE_STAR = [
  { to: '/mission', label: 'Mission' },
  { to: '/services', label: 'Services' },
  { to: '/shop', label: 'Shop' },
];
// The library beside the spec's entries (issue 36): it was only inside ☰.
const AFTER_STAR = [
  { to: '/articles', label: 'Articles' },
  { to: '/links', label: 'Links' },
  { to: '/forums', label: 'Forums' },
  { to: '/members', label: 'Members' },
];
const CENTER = { to: '/article/the_center', label: 'The Center' };

const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.link}${isActive ? ` ${styles.active}` : ''}`;

const item = ({ to, label }: { to: string; label: string }) => (
  <li key={to}>
    <NavLink to={to} className={linkClass}>
      {label}
    </NavLink>
  </li>
);

/**
 * Mission, Services, Shop, the star (the centre article), Articles, Links, Forums, Members. The
 * star's name (aria-label) also shows as a tooltip on hover and keyboard focus (MainNav.module.css).
 */
export function MainNav({ className }: { className?: string }) {
  return (
    <nav className={`${styles.nav}${className ? ` ${className}` : ''}`} aria-label="Main">
      <ul className={styles.list}>
        {BEFORE_STAR.map(item)}
        <li>
          <NavLink to={CENTER.to} className={(s) => `${linkClass(s)} ${styles.star}`} aria-label={CENTER.label}>
            <Star aria-hidden="true" size={18} />
          </NavLink>
        </li>
        {AFTER_STAR.map(item)}
      </ul>
    </nav>
  );
}

/** The same sections as a list for the side menu, where a phone finds them. */
export const SECTIONS = [...BEFORE_STAR, CENTER, ...AFTER_STAR];
