import type { RouteObject } from 'react-router-dom';
import { Layout } from './components/shell/Layout';
import { RootError, RouteError } from './components/RouteError';
import { Loading } from './components/ui/Spinner';
import { PAGE_ROUTES, type PageName, type PageRoute } from './route-table';

/** What a page module exports: `Component`, and optionally `loader` (and its own `ErrorBoundary`). */
type PageModule = () => Promise<Partial<Pick<RouteObject, 'Component' | 'loader' | 'ErrorBoundary'>>>;

function PageLoading() {
  return <Loading />;
}

/** Each page's code-split module; the route table says which paths show it. */
const pages: Record<PageName, PageModule> = {
  shop: () => import('./pages/shop/route'),
  returns: () => import('./pages/returns/route'),
  product: () => import('./pages/product/route'),
  checkout: () => import('./pages/checkout/route'),
  'order-confirmation': () => import('./pages/order-confirmation/route'),
  login: () => import('./pages/login/route'),
  register: () => import('./pages/register/route'),
  activate: () => import('./pages/activate/route'),
  forgotpw: () => import('./pages/forgotpw/route'),
  'reset-password': () => import('./pages/reset-password/route'),
  'confirm-email': () => import('./pages/confirm-email/route'),
  profile: () => import('./pages/profile/route'),
  privacy: () => import('./pages/privacy/route'),
  terms: () => import('./pages/terms/route'),
  section: () => import('./pages/section/route'),
  volumes: () => import('./pages/volumes/route'),
  volume: () => import('./pages/volume/route'),
  services: () => import('./pages/services/route'),
  contact: () => import('./pages/contact/route'),
  articles: () => import('./pages/articles/route'),
  article: () => import('./pages/article/route'),
  comment: () => import('./pages/comment/route'),
  random: () => import('./pages/random/route'),
  search: () => import('./pages/search/route'),
  demo: () => import('./pages/demo/route'),
  'not-found': () => import('./pages/not-found/route'),
};

/**
 * A code-split page. The error boundary and the first-load fallback are set here, not in the
 * module, so they also cover a module that fails to load.
 */
const page = ({ path, index, page }: PageRoute): RouteObject => ({
  ...(index ? { index: true } : { path }),
  lazy: pages[page],
  ErrorBoundary: RouteError,
  HydrateFallback: PageLoading,
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Layout,
    ErrorBoundary: RootError,
    children: PAGE_ROUTES.map(page),
  },
];
