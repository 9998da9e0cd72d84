import { Menu } from 'lucide-react';
import { Link } from 'react-router-dom';
import { site } from '../../site';
import { CartButton } from './CartButton';
import { HeaderSearch } from './HeaderSearch';
import { MainNav } from './MainNav';

interface HeaderProps {
  onOpenMenu: () => void;
  onOpenCart: () => void;
}

/** The common header: menu button, the site's name (short at ≤ 600 px), search, cart and main menu. */
export function Header({ onOpenMenu, onOpenCart }: HeaderProps) {
  return (
    <header className="site-header">
      <div className="masthead">
        <button type="button" className="icon-button menu-button" aria-label="Menu" aria-haspopup="dialog" onClick={onOpenMenu}>
          <Menu aria-hidden="true" size={22} />
        </button>
        <Link to="/" className="brand" aria-label={`${site.name}, home`}>
          <span className="brand-full">{site.name}</span>
          <span className="brand-short" aria-hidden="true">
            {site.shortName}
          </span>
        </Link>
        <HeaderSearch />
        <CartButton onClick={onOpenCart} />
      </div>
      <MainNav />
    </header>
  );
}
