import { lazy, Suspense, useState } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { usePageViews } from '../../lib/beacons';
import { useAuth } from '../../state/auth';
import { LoginModalProvider } from '../../state/login-modal';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './Shell.module.css';
import { loadCartDrawer, loadSideMenu } from './panels';
import { TestModeNotice } from './TestModeNotice';

const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })));
const CartDrawer = lazy(() => loadCartDrawer().then((m) => ({ default: m.CartDrawer })));
// Only a signed-in member who has not activated the account sees it.
const ActivationBanner = lazy(() => import('./ActivationBanner').then((m) => ({ default: m.ActivationBanner })));

type Panel = 'menu' | 'cart';

/**
 * The shell every page sits in (the root route's component). The main area is at least a screen tall, so the
 * footer starts below the fold and never moves while a page's content loads. The side menu and
 * the cart drawer are rendered from their first opening on (their code loads then).
 */
export function Shell() {
  const [panel, setPanel] = useState<Panel | null>(null);
  const [wanted, setWanted] = useState<ReadonlySet<Panel>>(new Set());
  const open = (p: Panel) => {
    setWanted((w) => (w.has(p) ? w : new Set(w).add(p)));
    setPanel(p);
  };
  const close = () => setPanel(null);
  const navigating = useNavigation().state === 'loading';
  const { user } = useAuth();
  // POST /mercury/p on each page change.
  usePageViews();

  return (
    <LoginModalProvider>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <div className={styles.progress} data-active={navigating || undefined} aria-hidden="true" />
      <TestModeNotice />
      <Header onOpenMenu={() => open('menu')} onOpenCart={() => open('cart')} />
      {user && !user.active && (
        <Suspense fallback={null}>
          <ActivationBanner />
        </Suspense>
      )}
      <main id="main" className={styles.main} tabIndex={-1} aria-busy={navigating || undefined}>
        <Outlet />
      </main>
      <Footer />
      {wanted.has('menu') && (
        <Suspense fallback={null}>
          <SideMenu open={panel === 'menu'} onClose={close} />
        </Suspense>
      )}
      {wanted.has('cart') && (
        <Suspense fallback={null}>
          <CartDrawer open={panel === 'cart'} onClose={close} />
        </Suspense>
      )}
    </LoginModalProvider>
  );
}
