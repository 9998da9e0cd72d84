import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The public site's pages (SPEC §2): each path and the route module under pages/ that shows it.
 * A path no module takes is the not-found page's, which answers 404. Ids are given where one
 * module shows several paths.
 */
const page = (name: string) => `pages/${name}/route.tsx`;

export default [
  index(page('shop'), { id: 'home' }),
  route('shop', page('shop'), { id: 'shop' }),
  // One route for both, so moving the keyword from the path to the query keeps the page mounted.
  route('shop/search/:keyword?', page('shop'), { id: 'shop-search' }),
  route('shop/returns', page('returns')),
  route('shop/checkout', page('checkout')),
  route('shop/order_confirmation', page('order-confirmation')),
  route('shop/:sku_id', page('product')),
  route('login', page('login')),
  route('register', page('register')),
  route('activate', page('activation')),
  route('activate/:code', page('activate')),
  route('forgotpw', page('forgotpw')),
  route('forgotpw/:token', page('reset-password')),
  route('confirm-email/:token', page('confirm-email')),
  route('profile', page('profile')),
  route('newsletters/unsubscribe', page('unsubscribe')),
  route('privacy', page('privacy')),
  route('terms', page('terms')),
  route('about', page('site-page'), { id: 'about' }),
  route('mission', page('site-page'), { id: 'mission' }),
  route('links', page('links')),
  route('forums', page('forums')),
  route('members', page('members')),
  route('members/:username', page('member')),
  route('volumes', page('volumes')),
  route('volumes/:tag_slug', page('volume')),
  route('services', page('services')),
  route('contact', page('contact')),
  route('articles', page('articles')),
  route('article/:articleId', page('article')),
  route('comment/:articleId/:commentId', page('comment')),
  route('random', page('random')),
  route('search', page('search'), { id: 'search' }),
  route('search/:keyword', page('search'), { id: 'search-keyword' }),
  route('search/:search_type/:kw', page('search'), { id: 'search-typed' }),
  route('demo', page('demo')),
  route('404', page('not-found'), { id: 'not-found' }),
  route('*', page('not-found'), { id: 'unknown-path' }),
] satisfies RouteConfig;
