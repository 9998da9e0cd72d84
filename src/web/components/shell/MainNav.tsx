import { Star } from 'lucide-react';
import { NavLink } from 'react-router-dom';

const BEFORE_STAR = [
  { to: '/mission', label: 'Mission' },
  { to: '/services', label: 'Services' },
  { to: '/shop', label: 'Shop' },
];
const AFTER_STAR = [
  { to: '/links', label: 'Links' },
  { to: '/forums', label: 'Forums' },
  { to: '/members', label: 'Members' },
];

const item = ({ to, label }: { to: string; label: string }) => (
  <li key={to}>
    <NavLink to={to} className="main-nav-link">
      {label}
    </NavLink>
  </li>
);

/** Mission, Services, Shop, the star (the centre article), Links, Forums, Members. */
export function MainNav() {
  return (
    <nav className="main-nav" aria-label="Main">
      <ul>
        {BEFORE_STAR.map(item)}
        <li>
          <NavLink to="/article/the_center" className="main-nav-link main-nav-star" aria-label="The Center" title="The Center">
            <Star aria-hidden="true" size={18} />
          </NavLink>
        </li>
        {AFTER_STAR.map(item)}
      </ul>
    </nav>
  );
}
