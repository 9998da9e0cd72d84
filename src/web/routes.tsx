import type { RouteObject } from 'react-router-dom';
import { Layout } from './components/shell/Layout';
import { RootError, RouteError } from './components/RouteError';
import { Loading } from './components/ui/Spinner';

/** What a page module exports: `Component`, and optionally `loader` (and its own `ErrorBoundary`). */
type PageModule = () => Promise<Partial<Pick<RouteObject, 'Component' | 'loader' | 'ErrorBoundary'>>>;

function PageLoading() {
  return <Loading />;
}

/**
 * A code-split page. The error boundary and the first-load fallback are set here, not in the
 * module, so they also cover a module that fails to load.
 */
const page = (path: string, lazy: PageModule): RouteObject => ({
  path,
  lazy,
  ErrorBoundary: RouteError,
  HydrateFallback: PageLoading,
});

const shop = () => import('./pages/shop/route');
const section = () => import('./pages/section/route');
const search = () => import('./pages/search/route');
const notFound = () => import('./pages/not-found/route');

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Layout,
    ErrorBoundary: RootError,
    children: [
      { index: true, lazy: shop, ErrorBoundary: RouteError, HydrateFallback: PageLoading },
      page('shop', shop),
      // One route for both, so moving the keyword from the path to the query keeps the page mounted.
      page('shop/search/:keyword?', shop),
      page('shop/returns', () => import('./pages/returns/route')),
      page('shop/:sku_id', () => import('./pages/product/route')),
      page('login', () => import('./pages/login/route')),
      page('register', () => import('./pages/register/route')),
      page('activate/:code', () => import('./pages/activate/route')),
      page('forgotpw', () => import('./pages/forgotpw/route')),
      page('forgotpw/:token', () => import('./pages/reset-password/route')),
      page('confirm-email/:token', () => import('./pages/confirm-email/route')),
      page('profile', () => import('./pages/profile/route')),
      page('privacy', () => import('./pages/privacy/route')),
      page('terms', () => import('./pages/terms/route')),
      ...['about', 'forums', 'members', 'mission', 'links'].map((p) => page(p, section)),
      page('volumes', () => import('./pages/volumes/route')),
      page('volumes/:tag_slug', () => import('./pages/volume/route')),
      page('services', () => import('./pages/services/route')),
      page('contact', () => import('./pages/contact/route')),
      page('articles', () => import('./pages/articles/route')),
      page('article/:articleId', () => import('./pages/article/route')),
      page('random', () => import('./pages/random/route')),
      page('search', search),
      page('search/:keyword', search),
      page('search/:search_type/:kw', search),
      page('demo', () => import('./pages/demo/route')),
      page('404', notFound),
      page('*', notFound),
    ],
  },
];
