/** Every browser storage key the public app uses (SPEC §9), in one place. */
export const KEYS = {
  /** Cookie: the session token, 1 day. */
  token: 'token',
  /** Cookie: '0' light, '1' dark; 1 year. */
  theme: 'theme',
  /** sessionStorage: where to go after signing in. */
  savedPath: 'savedPath',
  /** localStorage: the guest cart, "id,quantity" pairs joined by ':'. */
  cart: 'cart',
  /** localStorage: the last chosen search tab, 'shop' or 'articles'. */
  searchType: 'searchType',
} as const;
