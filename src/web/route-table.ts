/**
 * The public app's pages: each path (react-router syntax, under /) and the page module that shows
 * it. Plain data, with no imports: src/web/routes.tsx builds the router from it, and the server
 * (handed it by src/app.ts) answers 404 for a path it does not match, so the two always agree.
 */

/** The page modules, by their folder under src/web/pages. */
export type PageName =
  | 'shop'
  | 'returns'
  | 'product'
  | 'checkout'
  | 'order-confirmation'
  | 'login'
  | 'register'
  | 'activate'
  | 'forgotpw'
  | 'reset-password'
  | 'confirm-email'
  | 'profile'
  | 'privacy'
  | 'terms'
  | 'section'
  | 'volumes'
  | 'volume'
  | 'services'
  | 'contact'
  | 'articles'
  | 'article'
  | 'comment'
  | 'random'
  | 'search'
  | 'demo'
  | 'not-found';

export interface PageRoute {
  /** Absent on the index route (/). */
  path?: string;
  index?: true;
  page: PageName;
  /** The HTTP status the server sends with the page, when not 200. */
  status?: 404;
}

/**
 * The public pages an anonymous visitor gets rendered on the server (src/web/entry-server.tsx),
 * so their content comes with the HTML. The others (forms, the returns form among them, whose
 * filled-in subject is set once it is in the browser; personal pages) render in the browser.
 */
export const SERVER_RENDERED_PAGES: readonly PageName[] = ['shop', 'product', 'articles', 'article', 'search', 'volumes', 'volume', 'privacy', 'terms'];

export const PAGE_ROUTES: readonly PageRoute[] = [
  { index: true, page: 'shop' },
  { path: 'shop', page: 'shop' },
  // One route for both, so moving the keyword from the path to the query keeps the page mounted.
  { path: 'shop/search/:keyword?', page: 'shop' },
  { path: 'shop/returns', page: 'returns' },
  { path: 'shop/checkout', page: 'checkout' },
  { path: 'shop/order_confirmation', page: 'order-confirmation' },
  { path: 'shop/:sku_id', page: 'product' },
  { path: 'login', page: 'login' },
  { path: 'register', page: 'register' },
  { path: 'activate/:code', page: 'activate' },
  { path: 'forgotpw', page: 'forgotpw' },
  { path: 'forgotpw/:token', page: 'reset-password' },
  { path: 'confirm-email/:token', page: 'confirm-email' },
  { path: 'profile', page: 'profile' },
  { path: 'privacy', page: 'privacy' },
  { path: 'terms', page: 'terms' },
  ...(['about', 'forums', 'members', 'mission', 'links'] as const).map((path) => ({ path, page: 'section' as const })),
  { path: 'volumes', page: 'volumes' },
  { path: 'volumes/:tag_slug', page: 'volume' },
  { path: 'services', page: 'services' },
  { path: 'contact', page: 'contact' },
  { path: 'articles', page: 'articles' },
  { path: 'article/:articleId', page: 'article' },
  { path: 'comment/:articleId/:commentId', page: 'comment' },
  { path: 'random', page: 'random' },
  { path: 'search', page: 'search' },
  { path: 'search/:keyword', page: 'search' },
  { path: 'search/:search_type/:kw', page: 'search' },
  { path: 'demo', page: 'demo' },
  { path: '404', page: 'not-found', status: 404 },
  { path: '*', page: 'not-found', status: 404 },
];
