import Menu from 'lucide-react/icons/menu';
import { Link } from 'react-router-dom';
import { useSite } from '../../site';
import { AccountLinks } from './AccountLinks';
import { CartButton } from './CartButton';
import styles from './Header.module.css';
import { HeaderSearch } from './HeaderSearch';
import { MainNav } from './MainNav';
import { loadSideMenu, preload } from './panels';

const preloadMenu = preload(loadSideMenu);

interface HeaderProps {
  onOpenMenu: () => void;
  onOpenCart: () => void;
}

/**
 * The common header: menu button, the site's name (short at ≤ 600 px), search, the account corner
 * (wide screens), cart and main menu. On a phone it is one 56 px row: the search hides behind its
 * icon, and the main menu and the account links are in the side menu.
 */
export function Header({ onOpenMenu, onOpenCart }: HeaderProps) {
  const site = useSite();
  return (
    <header className={styles.header}>
      <div className={styles.masthead}>
        <button type="button" className={`icon-button ${styles.menuButton}`} aria-label="Menu" aria-haspopup="dialog" onClick={onOpenMenu} onPointerEnter={preloadMenu} onFocus={preloadMenu}>
          <Menu aria-hidden="true" size={22} />
        </button>
        <Link to="/" className={styles.brand} aria-label={`${site.name}, home`}>
          <span className={styles.brandFull}>{site.name}</span>
          <span className={styles.brandShort} aria-hidden="true">
            {site.shortName}
          </span>
        </Link>
        <HeaderSearch className={styles.search} />
        <AccountLinks className={styles.account} onOpenMenu={onOpenMenu} />
        <div className={styles.cart}>
          <CartButton onClick={onOpenCart} />
        </div>
      </div>
      <MainNav className={styles.nav} />
    </header>
  );
}
