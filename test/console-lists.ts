/**
 * Every list screen of the console (its path under /chariot, which is also the resource it reads);
 * tags have no screen of their own. The demo data fills each of them.
 */
export const CONSOLE_LISTS = [
  'articles',
  'volumes',
  'skus',
  'services',
  'orders',
  'shipping-rates',
  'tax-rates',
  'comments',
  'comment-bans',
  'members',
  'contact_messages',
  'quote_requests',
  'newsletters',
  'site-pages',
  'site-links',
] as const;
