import { useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { LoginModalProvider } from '../../state/login-modal';
import { ActivationBanner } from './ActivationBanner';
import { CartDrawer } from './CartDrawer';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './Layout.module.css';
import { SideMenu } from './SideMenu';
import { TestModeNotice } from './TestModeNotice';

/**
 * The root route: the shell every page sits in. The main area is at least a screen tall, so the
 * footer starts below the fold and never moves while a page's content loads.
 */
export function Layout() {
  const [panel, setPanel] = useState<'menu' | 'cart' | null>(null);
  const close = () => setPanel(null);
  const navigating = useNavigation().state === 'loading';

  return (
    <LoginModalProvider>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <div className={styles.progress} data-active={navigating || undefined} aria-hidden="true" />
      <TestModeNotice />
      <Header onOpenMenu={() => setPanel('menu')} onOpenCart={() => setPanel('cart')} />
      <ActivationBanner />
      <main id="main" className={styles.main} tabIndex={-1} aria-busy={navigating || undefined}>
        <Outlet />
      </main>
      <Footer />
      <SideMenu open={panel === 'menu'} onClose={close} />
      <CartDrawer open={panel === 'cart'} onClose={close} />
      <ScrollRestoration />
    </LoginModalProvider>
  );
}
