import { useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { LoginModalProvider } from '../../state/login-modal';
import { ActivationBanner } from './ActivationBanner';
import { CartDrawer } from './CartDrawer';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollTop } from './ScrollTop';
import { SideMenu } from './SideMenu';

/** The root route: the shell every page sits in. */
export function Layout() {
  const [panel, setPanel] = useState<'menu' | 'cart' | null>(null);
  const close = () => setPanel(null);
  const navigating = useNavigation().state === 'loading';

  return (
    <LoginModalProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className={`nav-progress${navigating ? ' is-active' : ''}`} aria-hidden="true" />
      <Header onOpenMenu={() => setPanel('menu')} onOpenCart={() => setPanel('cart')} />
      <ActivationBanner />
      <main id="main" className="site-main" tabIndex={-1} aria-busy={navigating || undefined}>
        <Outlet />
      </main>
      <Footer />
      <SideMenu open={panel === 'menu'} onClose={close} />
      <CartDrawer open={panel === 'cart'} onClose={close} />
      <ScrollTop />
      <ScrollRestoration />
    </LoginModalProvider>
  );
}
